import type { DetailGroupKey } from '@console/core';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * How a detail group finds its object: the gate reads the group's first query key (core
 * DETAIL_GROUPS) and hands its value here. The hook answers null for an object the caller does not
 * see (or a 404 error), and is called with '' when the value is missing, where it must not fetch.
 */
export interface DetailGroupSource<T> {
  readonly group: DetailGroupKey;
  useObject(value: string): UseQueryResult<T | null>;
}
