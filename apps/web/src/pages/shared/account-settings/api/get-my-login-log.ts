import type { ListPayload, LoginLogRow } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/request';
import { isNotFound } from '../../../../resources';

const QUERY = { page_index: 1, page_size: 10 };

/**
 * The caller's 10 latest sign-ins. A server without this endpoint yet (404) gives an empty list
 * without an error message: the card is a comfort, not something to warn about.
 */
export async function getMyLoginLog(signal?: AbortSignal): Promise<LoginLogRow[]> {
  try {
    const { payload } = await api.get<ListPayload<LoginLogRow>>('account/login-log/mine', QUERY, {
      signal,
      silent: isNotFound,
    });
    return payload?.row ?? [];
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

export function useMyLoginLog() {
  return useQuery({
    queryKey: ['account/login-log', 'mine'],
    queryFn: ({ signal }) => getMyLoginLog(signal),
  });
}
