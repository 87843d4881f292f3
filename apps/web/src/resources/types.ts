import type { SortOrder } from '@console/core';

/** A row as the engine sends it: the definition's fields plus the id (and merchant_id when scoped). */
export type ResourceRow = Record<string, unknown> & { id: number };

/** The query of GET {key}/list: paging, the declared search parameters and an optional sort. */
export interface ListParams {
  page_index: number;
  page_size: number;
  sort_by?: string;
  sort_order?: SortOrder;
  [search: string]: unknown;
}
