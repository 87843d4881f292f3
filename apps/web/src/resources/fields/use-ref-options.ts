import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { STALE_AFTER_MS } from '../../lib/query-client';
import { api } from '../../lib/request';
import { isForbidden, resourceKeys } from '../api/resource-requests';
import type { ListParams, ResourceRow } from '../types';

// The API's largest page: reference choices (roles, parks of one merchant) are short lists.
const OPTION_PARAMS: ListParams = { page_index: 1, page_size: 200 };

export interface RefOption {
  label: string;
  value: number;
}

function labelOf(row: ResourceRow, labelField: string): string {
  const text = row[labelField] ?? row.name ?? row.title;
  return typeof text === 'string' && text !== '' ? text : `#${row.id}`;
}

/**
 * The rows of `target` as select options. Someone who may not list the target (403) gets no options
 * and no error message: the field then says so itself instead of interrupting the whole form.
 */
export function useRefOptions(target: string, labelField = 'name') {
  const request = {
    queryKey: resourceKeys.list(target, OPTION_PARAMS),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const { payload } = await api.get<{ row: ResourceRow[] }>(
        `${target}/list`,
        { ...OPTION_PARAMS },
        { signal, silent: isForbidden },
      );
      return payload?.row ?? [];
    },
    retry: false,
    // The app's freshness, also under a client whose default is 0 (tests): otherwise the observer
    // mounting just after the prefetch below has answered would ask again at once.
    staleTime: STALE_AFTER_MS,
  };
  // Asked for in render, not only when the query's effects mount: a search control loads lazily, and
  // a kept page left before it arrived is rendered hidden, where effects wait until the page is shown
  // again; the options would then be fetched on the return to the tab (issue 13: a return asks
  // nothing). The prefetch is skipped once the query has any state, so it never refetches.
  usePrefetchQuery(request);
  const query = useQuery(request);
  const options: RefOption[] = (query.data ?? []).map((row) => ({
    label: labelOf(row, labelField),
    value: row.id,
  }));
  return { options, loading: query.isLoading, forbidden: isForbidden(query.error) };
}
