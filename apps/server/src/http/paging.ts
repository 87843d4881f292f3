import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@console/core';

/** JSON-schema properties of the paging query every list accepts (page_index from 1; sizes 20/50/100/200). */
export const pagingQuerySchema = {
  page_index: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  page_size: { type: 'integer', enum: [...PAGE_SIZES, 5, 10], default: DEFAULT_PAGE_SIZE },
} as const;

export interface PagingQuery {
  page_index: number;
  page_size: number;
}

export function offsetOf(query: PagingQuery): number {
  return (query.page_index - 1) * query.page_size;
}
