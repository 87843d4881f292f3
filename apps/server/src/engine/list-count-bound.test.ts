import { PERMISSION_CATALOGUE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../lib/clock.js';
import { bearer } from '../test/account-fixture.js';
import { createPark, merchantOfPark } from '../test/parking-fixture.js';
import { buildTenantTree, type TenantTree } from '../test/tenant-tree.js';
import { createTestApp } from '../test/test-app.js';
import { COUNT_LIMIT } from './list-query.js';

const CODES = PERMISSION_CATALOGUE.filter((p) => p.area === 'parking').map((p) => p.code);
// A little past the limit, so the count must stop at the cap and still say "more".
const ROWS = COUNT_LIMIT + 45;

let app: FastifyInstance;
let tree: TenantTree;
let parkId: number;
const entryBase = nowSeconds() - 86_400;

/** ROWS closed stays in one statement (a recursive series works on both databases). */
async function fillRecords(park: number): Promise<void> {
  const merchantId = await merchantOfPark(app.db, park);
  await sql`
    insert into parking_record (merchant_id, park_id, plate, plate_color, car_type, ticket_no, entry_time,
      entry_gate, exit_time, status, amount, paid_amount)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
    select ${merchantId}, ${park}, 'B' || i, 1, 1, 'T' || i, ${entryBase} + i, '1号入口', 0, 1, 0, 0 from n`.execute(
    app.db,
  );
}

const page = async (query: string) => {
  const response = await app.inject({
    url: `/api/parking/record/list?park_id=${parkId}&${query}`,
    headers: bearer(tree.merchant.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().payload as {
    row: { id: number; entry_time: number }[];
    paging_header: { total_count: number; total_exact: boolean; page_index: number; page_size: number };
  };
};

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, CODES);
  parkId = await createPark(app.db, tree.merchant.merchantId);
  await fillRecords(parkId);
});
afterAll(async () => app.close());

describe('a list past COUNT_LIMIT matches', () => {
  it('answers the cap as a lower bound instead of counting every row', async () => {
    const first = await page('page_size=20');
    expect(first.paging_header).toEqual({
      total_count: COUNT_LIMIT,
      total_exact: false,
      page_index: 1,
      page_size: 20,
    });
    expect(first.row[0]?.entry_time).toBe(entryBase + ROWS);
  });

  it('counts on as the user pages past the cap, and turns exact once the end is in reach', async () => {
    const past = await page(`page_size=20&page_index=${COUNT_LIMIT / 20 + 1}`);
    expect(past.row).toHaveLength(20);
    expect(past.paging_header).toMatchObject({ total_count: COUNT_LIMIT + 20, total_exact: false });
    const last = await page(`page_size=20&page_index=${Math.ceil(ROWS / 20)}`);
    expect(last.row).toHaveLength(ROWS % 20);
    expect(last.row.at(-1)?.entry_time).toBe(entryBase + 1);
    expect(last.paging_header).toMatchObject({ total_count: ROWS, total_exact: true });
  });

  it('stays exact below the cap', async () => {
    const narrowed = await page(`page_size=20&entry_time_start=${entryBase + ROWS - 99}`); // the newest 100
    expect(narrowed.paging_header).toMatchObject({ total_count: 100, total_exact: true });
    expect(narrowed.row).toHaveLength(20);
  });
});
