import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../types';
import { fetchList, resourceKeys } from './resource-requests';

export function resourceListQueryOptions(key: string, params: ListParams) {
  return queryOptions({
    queryKey: resourceKeys.list(key, params),
    queryFn: ({ signal }) => fetchList(key, params, signal),
  });
}

/** One page of a resource's rows; the previous page stays on screen while the next one loads. */
export function useResourceList(key: string, params: ListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...resourceListQueryOptions(key, params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
