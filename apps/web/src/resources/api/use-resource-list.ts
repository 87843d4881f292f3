import type { AnyResource } from '@console/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useKeptPageShown } from '../../lib/kept-page-shown';
import type { ListParams } from '../types';
import { markChangedDetailsStale } from './details-follow-lists';
import { fetchList, resourceKeys } from './resource-requests';

/** One page of a resource's rows, typed by its definition: the engine answers with its fields. */
export function resourceListQueryOptions<R extends AnyResource>(resource: R, params: ListParams) {
  return queryOptions({
    queryKey: resourceKeys.list(resource.key, params),
    queryFn: async ({ signal, client }) => {
      const page = await fetchList(resource, params, signal);
      markChangedDetailsStale(client, resource.key, page.row);
      return page;
    },
  });
}

/** One page of a resource's rows; the previous page stays on screen while the next one loads. */
export function useResourceList<R extends AnyResource>(
  resource: R,
  params: ListParams,
  options: { enabled?: boolean } = {},
) {
  const { refreshSeconds } = resource.list;
  // A hidden kept list stays mounted (KeepAliveOutlet): it pauses until it is shown again.
  const shown = useKeptPageShown(Boolean(refreshSeconds));
  return useQuery({
    ...resourceListQueryOptions(resource, params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    // A list whose rows change on their own (report tasks) reloads while it is shown.
    refetchInterval: refreshSeconds && shown ? refreshSeconds * 1000 : false,
  });
}
