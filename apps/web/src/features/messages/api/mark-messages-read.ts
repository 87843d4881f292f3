import type { MarkMessagesReadInput, MessagesRead } from '@console/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { MESSAGES_KEY } from './get-messages';

/** PUT qa/message/read; the server changes only the caller's own messages and answers how many. */
export async function markMessagesRead({ ids }: MarkMessagesReadInput): Promise<MessagesRead> {
  const { payload } = await api.put<MessagesRead>('qa/message/read', { ids });
  return payload ?? { changed: 0 };
}

/** Marks messages read, then refreshes every message query (the drawer's pages and the unread badge). */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessagesRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
