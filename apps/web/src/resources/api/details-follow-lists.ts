import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from './resource-requests';

/**
 * A list fetched anew that shows a row otherwise than that row's cached detail marks the detail
 * stale, so 详情 opened from the list shows what the list shows. Without it, a detail fetched less
 * than 30 s before counted as fresh (lib/query-client.ts): a 开票记录 row said 开票成功 while its
 * detail, opened just after the application, still said 待开票. Only the fields both carry as plain
 * values are compared; a detail nobody shows is only marked, and fetched when it is next opened.
 */
export function markChangedDetailsStale(client: QueryClient, key: string, rows: readonly unknown[]): void {
  for (const row of rows) {
    const id = (row as { id?: unknown } | null)?.id;
    if (typeof id !== 'number') continue;
    const detailKey = resourceKeys.detail(key, id);
    const detail = client.getQueryData<Record<string, unknown> | null>(detailKey);
    if (detail && differs(row as Record<string, unknown>, detail))
      void client.invalidateQueries({ queryKey: detailKey, exact: true });
  }
}

function differs(row: Record<string, unknown>, detail: Record<string, unknown>): boolean {
  return Object.entries(row).some(
    ([field, value]) =>
      (value === null || typeof value !== 'object') && field in detail && detail[field] !== value,
  );
}
