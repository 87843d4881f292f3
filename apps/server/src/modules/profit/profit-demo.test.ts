import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { seedDemoDataIfEmpty } from '../../seed/seed-demo.js';

/** The demo ledger shares: the demo partner sees rows in 分账收入流水, the merchant in 分账支出流水. */
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoDataIfEmpty(app.db, undefined, { parking: { records: 2000 } });
}, 120_000);
afterAll(async () => app.close());

async function rows(account: string, key: string) {
  const token = await signIn(app, account, DEMO_PASSWORD);
  const res = await app.inject({
    url: `/api/profit/statistics/${key}/list?page_index=1&page_size=50`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as { row: { payer_name: string; amount: number }[]; totals: { amount: number } };
}

describe('demo shares', () => {
  it('the partner’s income from the demo merchant is what the merchant paid it', async () => {
    const income = await rows('partner', 'income-serial');
    const paid = await rows('merchant', 'payment-serial');
    expect(income.row.length).toBeGreaterThan(0);
    expect(paid.row.length).toBeGreaterThan(0);
    const merchantName = paid.row[0]!.payer_name;
    const fromMerchant = income.row.filter((r) => r.payer_name === merchantName);
    expect(fromMerchant.length).toBeGreaterThan(0);
    // The merchant also pays the platform its share, so it paid at least what the partner got.
    expect(paid.totals.amount).toBeGreaterThanOrEqual(fromMerchant.reduce((n, r) => n + Number(r.amount), 0));
  });
});
