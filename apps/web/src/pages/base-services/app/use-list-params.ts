import { DEFAULT_PAGE_SIZE } from '@console/core';
import { useState } from 'react';
import type { SearchValues } from '../../../widgets/search-form';

/** Search values and the page of a list screen; a new search starts at page 1. */
export function useListParams(initial: SearchValues = {}) {
  const [search, setSearch] = useState<SearchValues>(initial);
  const [page, setPage] = useState({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  return {
    params: { ...search, page_index: page.pageIndex, page_size: page.pageSize },
    page,
    onSearch: (values: SearchValues) => {
      setSearch(values);
      setPage((p) => ({ ...p, pageIndex: 1 }));
    },
    onPageChange: setPage,
  };
}
