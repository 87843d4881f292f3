import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { ledgerRowFactories } from '../../test/ledger-row-factories.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree, type TreeMember } from '../../test/tenant-tree.js';
import { DAY } from './ledger-day.js';
import { openTransfers } from './ledger-transfers.js';
import { runSettlement } from './ledger-settle.js';

/**
 * Each tenant sees only its own money: a merchant its own trades, refunds, settlements (with their
 * lines) and transfers, a partner its merchants', the platform everyone's; in lists, details and
 * exports alike.
 */
const CODES = [
  'payment:trade:payment:list',
  'payment:trade:payment:detail',
  'payment:trade:payment:export',
  'payment:trade:refund:list',
  'payment:trade:refund:export',
  'payment:trade:settlement:list',
  'payment:trade:settlement:detail',
  'payment:trade:settlement:export',
  'payment:trade:transfer:list',
  'payment:trade:transfer:detail',
  'payment:trade:transfer:export',
  'universal:report:basic',
];
const KEYS = [
  'settlement/trade/payment',
  'settlement/trade/refund',
  'settlement/trade/settlement',
  'settlement/trade/settlement-line',
  'settlement/trade/transfer',
];

let app: FastifyInstance;
let tree: TenantTree;
/** The ids of each resource's rows, by owning tenant. */
const owned = new Map<string, Map<number, number[]>>();

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, CODES);
  const factories = ledgerRowFactories(app);
  for (const member of [tree.merchant, tree.sibling, tree.outsider]) {
    for (const key of ['settlement/trade/payment', 'settlement/trade/refund']) await factories[key]!(member);
  }
  const tomorrow = nowSeconds() + DAY;
  await runSettlement(app.db, tomorrow);
  await openTransfers(app.db, tomorrow);
  for (const key of KEYS) {
    const table = {
      'settlement/trade/payment': 'trade',
      'settlement/trade/refund': 'trade_refund',
      'settlement/trade/settlement': 'settlement',
      'settlement/trade/settlement-line': 'settlement_line',
      'settlement/trade/transfer': 'transfer',
    }[key] as 'trade';
    const rows = await app.db.selectFrom(table).select(['id', 'merchant_id']).execute();
    const byOwner = new Map<number, number[]>();
    for (const row of rows)
      byOwner.set(Number(row.merchant_id), [...(byOwner.get(Number(row.merchant_id)) ?? []), Number(row.id)]);
    owned.set(key, byOwner);
  }
});
afterAll(async () => app.close());

const idsOf = (key: string, members: TreeMember[]) =>
  members.flatMap((m) => owned.get(key)?.get(m.merchantId) ?? []).sort((a, b) => a - b);

async function listIds(key: string, member: TreeMember): Promise<number[]> {
  const res = await engineClient(app, key).list(member.token, { page_index: 1, page_size: 100 });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().payload.row as { id: number }[]).map((r) => Number(r.id)).sort((a, b) => a - b);
}

describe('ledger scope', () => {
  it('every tenant has rows of every ledger resource to see', () => {
    for (const key of KEYS) expect(idsOf(key, [tree.merchant]).length, key).toBeGreaterThan(0);
  });

  for (const key of KEYS) {
    it(`${key}: merchant own, partner its merchants', platform all`, async () => {
      expect(await listIds(key, tree.merchant)).toEqual(idsOf(key, [tree.merchant]));
      expect(await listIds(key, tree.partner)).toEqual(idsOf(key, [tree.merchant, tree.sibling]));
      expect(await listIds(key, tree.otherPartner)).toEqual(idsOf(key, [tree.outsider]));
      expect(await listIds(key, tree.platform)).toEqual(
        idsOf(key, [tree.merchant, tree.sibling, tree.outsider]),
      );
      const [outsiders] = idsOf(key, [tree.outsider]);
      const client = engineClient(app, key);
      expect((await client.detail(tree.merchant.token, outsiders!)).json().code).not.toBe(1001);
      expect((await client.detail(tree.partner.token, outsiders!)).json().code).not.toBe(1001);
      expect((await client.detail(tree.otherPartner.token, outsiders!)).json().code).toBe(1001);
    });
  }

  it('exports hold the caller’s rows only', async () => {
    for (const key of [
      'settlement/trade/payment',
      'settlement/trade/settlement',
      'settlement/trade/transfer',
    ]) {
      const queued = await app.inject({
        method: 'POST',
        url: `/api/${key}/export`,
        headers: bearer(tree.partner.token),
        payload: {},
      });
      expect(queued.json().code, queued.body).toBe(1001);
      const taskId = queued.json().payload.task_id as number;
      while (await app.jobs.runOnce()) {
        /* run every due job */
      }
      const file = await app.inject({
        url: `/api/report/download?id=${taskId}`,
        headers: bearer(tree.partner.token),
      });
      expect(file.statusCode, file.body).toBe(200);
      const lines = file.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
      expect(lines.length - 1, key).toBe(idsOf(key, [tree.merchant, tree.sibling]).length);
    }
  });
});
