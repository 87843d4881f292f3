import type { ListPayload } from '@console/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import type { Announcement } from '@console/core';

/** The wire query of GET system/notice/list: published announcements, newest first. */
export interface AnnouncementQuery {
  page_index: number;
  page_size: number;
  keyword?: string;
}

export const ANNOUNCEMENTS_KEY = ['announcements'] as const;

export async function getAnnouncements(
  query: AnnouncementQuery,
  signal?: AbortSignal,
): Promise<ListPayload<Announcement>> {
  const { payload } = await api.get<ListPayload<Announcement>>(
    'system/notice/list',
    { ...query },
    { signal },
  );
  return (
    payload ?? {
      row: [],
      paging_header: { total_count: 0, page_index: query.page_index, page_size: query.page_size },
    }
  );
}

export function getAnnouncementsQueryOptions(query: AnnouncementQuery) {
  return queryOptions({
    queryKey: [...ANNOUNCEMENTS_KEY, 'list', query],
    queryFn: ({ signal }) => getAnnouncements(query, signal),
  });
}

export function useAnnouncements(query: AnnouncementQuery) {
  return useQuery({ ...getAnnouncementsQueryOptions(query), placeholderData: keepPreviousData });
}
