/** The response envelope of every /api call (ARCHITECTURE section 3); JSON fields are snake_case. */
export interface ApiEnvelope<T = unknown> {
  code: number;
  message: string;
  hint?: string;
  seqno: string;
  payload?: T;
}

export interface PagingHeader {
  total_count: number;
  page_index: number;
  page_size: number;
}

export interface ListPayload<T> {
  row: T[];
  paging_header: PagingHeader;
}

export const PAGE_SIZES = [20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface HealthPayload {
  db: 'sqlite' | 'postgres';
  version: string;
}
