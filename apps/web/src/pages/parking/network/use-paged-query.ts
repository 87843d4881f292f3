import { DEFAULT_PAGE_SIZE } from '@console/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/request';
import type { PageChange } from '../../../widgets/data-table';

export interface Page<T> {
  row: T[];
  paging_header: { total_count: number };
}

/**
 * One server-paged custom list (GET path with paging and `params`), with the state DataTable needs.
 * A change of `params` (a new search) starts again at page 1.
 */
export function usePagedQuery<T>(path: string, params: Record<string, unknown>, enabled = true) {
  const [page, setPage] = useState<PageChange>({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [lastParams, setLastParams] = useState(params);
  if (JSON.stringify(lastParams) !== JSON.stringify(params)) {
    setLastParams(params);
    setPage((current) => ({ ...current, pageIndex: 1 }));
  }
  const query = useQuery<Page<T>>({
    queryKey: [path, 'list', params, page],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api
        .get<Page<T>>(path, { ...params, page_index: page.pageIndex, page_size: page.pageSize }, { signal })
        .then(({ payload }) => payload ?? { row: [], paging_header: { total_count: 0 } }),
  });
  return {
    query,
    tableProps: {
      dataSource: query.data?.row,
      loading: query.isFetching,
      error: query.error?.message,
      onRetry: () => void query.refetch(),
      total: query.data?.paging_header.total_count ?? 0,
      pageIndex: page.pageIndex,
      pageSize: page.pageSize,
      onPageChange: setPage,
    },
  };
}
