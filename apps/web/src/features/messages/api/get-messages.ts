import type { ListPayload } from '@console/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { useSession } from '../../../lib/session-store';
import type { Message } from '@console/core';

/** The wire query of GET qa/message/list (spec 01 section 7); user_type is always 2 (a manager). */
export interface MessageQuery {
  page_index: number;
  page_size: number;
  app_id?: string;
  user_id?: number;
  /** 0 lists only unread messages; absent lists all. */
  read_status?: 0;
}

export const MESSAGES_KEY = ['messages'] as const;

export async function getMessages(
  query: MessageQuery,
  options: { silent?: boolean; signal?: AbortSignal } = {},
): Promise<ListPayload<Message>> {
  const { payload } = await api.get<ListPayload<Message>>(
    'qa/message/list',
    { ...query, user_type: 2 },
    options,
  );
  return (
    payload ?? {
      row: [],
      paging_header: { total_count: 0, page_index: query.page_index, page_size: query.page_size },
    }
  );
}

/** `silent` is not part of the key: only the badge polls silently, and it asks for a page size of its own. */
export function getMessagesQueryOptions(query: MessageQuery, options: { silent?: boolean } = {}) {
  return queryOptions({
    queryKey: [...MESSAGES_KEY, query],
    queryFn: ({ signal }) => getMessages(query, { ...options, signal }),
  });
}

export interface UseMessagesOptions {
  pageIndex: number;
  pageSize: number;
  unreadOnly?: boolean;
  /** Leave failures to the caller instead of showing them (for background polling). */
  silent?: boolean;
  refetchInterval?: number;
}

/** The signed-in user's messages; waits for the profile, which names the app and the user. */
export function useMessages({
  pageIndex,
  pageSize,
  unreadOnly,
  silent,
  refetchInterval,
}: UseMessagesOptions) {
  const profile = useSession((s) => s.profile);
  const query: MessageQuery = {
    page_index: pageIndex,
    page_size: pageSize,
    app_id: profile?.app_id,
    user_id: profile?.manager_id,
    ...(unreadOnly && { read_status: 0 }),
  };
  return useQuery({
    ...getMessagesQueryOptions(query, { silent }),
    enabled: profile != null,
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}
