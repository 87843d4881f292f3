// The demo group account on the seeded demo: every list its codes open holds rows of its own three
// lots only, and 异常通行 shows each kind (issue 17: demo data for every screen).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { seedDemoDataIfEmpty } from '../../seed/seed-demo.js';
import { bearer, signIn } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';

let app: FastifyInstance;
let token: string;
let groupParks: number[];

const listOf = async (key: string, query = '') => {
  const res = await app.inject({
    url: `/api/${key}/list?page_index=1&page_size=100${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
  return res.json().payload as { row: Record<string, unknown>[]; paging_header: { total_count: number } };
};

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoDataIfEmpty(app.db, undefined, { parking: { records: 2000 } });
  token = await signIn(app, 'group', DEMO_PASSWORD);
  const parks = await app.db
    .selectFrom('park')
    .innerJoin('merchant', 'merchant.id', 'park.merchant_id')
    .where('merchant.merchant_no', '=', '400001')
    .select('park.id')
    .execute();
  groupParks = parks.map((p) => Number(p.id)).sort((a, b) => a - b);
});
afterAll(async () => app.close());

describe('the demo group account', () => {
  it('owns three lots and lists exactly those', async () => {
    expect(groupParks).toHaveLength(3);
    const parks = await listOf('park');
    expect(parks.row.map((p) => Number(p.id)).sort((a, b) => a - b)).toEqual(groupParks);
  });

  it.each([
    'parking/order/payment',
    'parking/order/recharge',
    'parking/record',
    'parking/month-card',
    'parking/reserve/record',
    'group/abnormal',
  ])('%s: demo rows of its lots only', async (key) => {
    const { row, paging_header } = await listOf(key);
    expect(paging_header.total_count).toBeGreaterThan(0);
    for (const r of row) expect(groupParks).toContain(Number(r.park_id));
  });

  it('sees every kind of abnormal passage in its lots', async () => {
    for (const kind of [1, 2, 3]) {
      const { paging_header } = await listOf('group/abnormal', `&kind=${kind}`);
      expect(paging_header.total_count, `kind ${kind}`).toBeGreaterThan(0);
    }
  });
});
