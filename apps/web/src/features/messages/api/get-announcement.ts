import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { api } from '../../../lib/request';
import { ANNOUNCEMENTS_KEY } from './get-announcements';
import type { AnnouncementDetail } from '@console/core';

/** A missing or withdrawn announcement: the page says so itself instead of a passing error message. */
export function isAnnouncementMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 2404);
}

/** GET system/notice/detail; null when the server answers without data. */
export async function getAnnouncement(id: number, signal?: AbortSignal): Promise<AnnouncementDetail | null> {
  const { payload } = await api.get<AnnouncementDetail>(
    'system/notice/detail',
    { id },
    { silent: isAnnouncementMissing, signal },
  );
  return payload ?? null;
}

export function getAnnouncementQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ANNOUNCEMENTS_KEY, 'detail', id],
    queryFn: ({ signal }) => getAnnouncement(id, signal),
    // A missing announcement stays missing, and for other failures the page offers 重试 itself.
    retry: false,
  });
}

/** The announcement with this id; `undefined` (a missing or invalid id) asks nothing. */
export function useAnnouncement(id: number | undefined) {
  return useQuery({ ...getAnnouncementQueryOptions(id ?? 0), enabled: id !== undefined });
}
