import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { markChangedDetailsStale } from './details-follow-lists';
import { resourceKeys } from './resource-requests';

const KEY = 'account/invoice';

function clientWithDetails(...rows: Record<string, unknown>[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  for (const row of rows) client.setQueryData(resourceKeys.detail(KEY, row.id as number), row);
  return client;
}
const isInvalidated = (client: QueryClient, id: number) =>
  client.getQueryState(resourceKeys.detail(KEY, id))?.isInvalidated;

describe('a list fetched anew and the cached details of its rows', () => {
  it('marks stale the detail whose row the list shows otherwise (开票成功 against 待开票)', () => {
    const client = clientWithDetails(
      { id: 6, status: 1, buyer: '深圳市福田区城市管理服务有限公司', items: [{ amount: 2000 }] },
      { id: 7, status: 2, buyer: '某公司' },
    );
    markChangedDetailsStale(client, KEY, [
      { id: 6, status: 2, buyer: '深圳市福田区城市管理服务有限公司' },
      { id: 7, status: 2, buyer: '某公司' },
    ]);
    expect(isInvalidated(client, 6)).toBe(true);
    expect(isInvalidated(client, 7)).toBe(false);
  });

  it('compares only the plain fields both carry, and leaves rows without a cached detail alone', () => {
    const client = clientWithDetails({ id: 8, status: 2, pdf_url: '/a.pdf', tags: ['甲'] });
    markChangedDetailsStale(client, KEY, [
      { id: 8, status: 2, tags: ['乙'], list_only: '列表才有' },
      { id: 9, status: 1 },
    ]);
    expect(isInvalidated(client, 8)).toBe(false);
    expect(client.getQueryState(resourceKeys.detail(KEY, 9))).toBeUndefined();
  });
});
