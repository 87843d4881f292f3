import { PARK_SELECTOR_LIMIT } from '@console/core';
import { ApiError } from '../../lib/api-error';
import { displayError } from '../../lib/error-display';
import { api } from '../../lib/request';

export interface ParkOption {
  id: number | string;
  name: string;
  g_park_uuid: string;
}

/** Finds parks by name; the selector passes the keyword already stripped of whitespace. */
export type ParkSearch = (keyword: string, signal: AbortSignal) => Promise<ParkOption[]>;

/** Park names never contain spaces, and pasted names often do ("福田 中心 停车场"). */
export function parkKeyword(text: string): string {
  return text.replace(/\s+/g, '');
}

function isMissingEndpoint(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 2404);
}

/**
 * GET park/simple-list. The endpoint arrives in a later release, so until then its 404 reads as "no
 * parks" without an error message; other failures are shown, and also read as an empty list.
 */
export const fetchParks: ParkSearch = async (keyword, signal) => {
  try {
    const { payload } = await api.get<{ row?: ParkOption[] }>(
      'park/simple-list',
      { keyword, page_size: PARK_SELECTOR_LIMIT },
      { silent: true, signal },
    );
    return payload?.row ?? [];
  } catch (error) {
    if (signal.aborted) throw error;
    if (!isMissingEndpoint(error)) displayError(error instanceof ApiError ? error : String(error));
    return [];
  }
};
