import type { AnyResource } from '@console/core';
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

/** One row by id; `undefined` (a missing or malformed ?id=) asks nothing. */
export function useResourceDetail<R extends AnyResource>(resource: R, id: number | undefined) {
  return useQuery({ ...resourceDetailQueryOptions(resource, id ?? 0), enabled: id !== undefined });
}
