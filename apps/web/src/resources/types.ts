import type { PAGE_SIZES, SortOrder } from '@console/core';

/** A row as the engine sends it: the definition's fields plus the id (and merchant_id when scoped). */
export type ResourceRow = Record<string, unknown> & { id: number };

/** The query of GET {key}/list: paging, the declared search parameters and an optional sort. */
export interface ListParams {
  page_index: number;
  /** One of the sizes the API accepts (anything else answers 每页条数不正确). */
  page_size: (typeof PAGE_SIZES)[number];
  sort_by?: string;
  sort_order?: SortOrder;
  [search: string]: unknown;
}
