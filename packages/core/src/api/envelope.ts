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
  /**
   * false: the server stopped counting, and at least total_count rows match (the pager shows
   * "10,000+ 条" and still offers the next page). Absent or true: total_count is exact.
   */
  total_exact?: boolean;
  page_index: number;
  page_size: number;
}

export interface ListPayload<T> {
  row: T[];
  paging_header: PagingHeader;
}

export const PAGE_SIZES = [20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 20;
