import type { AnyResource, RowOf } from '@console/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchDetail, resourceKeys } from './resource-requests';

export function resourceDetailQueryOptions<R extends AnyResource>(resource: R, id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(resource.key, id),
    queryFn: ({ signal }) => fetchDetail(resource, id, signal),
    // A missing row stays missing, and for other failures the screens offer 重试 themselves.
    retry: false,
  });
}

/**
 * One row by id; `undefined` (a missing or malformed ?id=) asks nothing. `refreshMs` reloads it while
 * the row says work is under way (a 批量发券's 发放中 count), and stops once it returns false.
 */
export function useResourceDetail<R extends AnyResource>(
  resource: R,
  id: number | undefined,
  refreshMs?: (row: RowOf<R> | null | undefined) => number | false,
) {
  return useQuery({
    ...resourceDetailQueryOptions(resource, id ?? 0),
    enabled: id !== undefined,
    refetchInterval: refreshMs ? (query) => refreshMs(query.state.data) : false,
  });
}
