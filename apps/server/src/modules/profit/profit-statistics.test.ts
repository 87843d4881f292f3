import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree, type TreeMember } from '../../test/tenant-tree.js';
import { chinaDay, DAY, recordTrade, runSettlement } from '../settlement/index.js';

/**
 * 分账支出/收入 流水 and 订单 over the shares the settlement posted: the share of a day is what the
 * strategy in force that day says (else the customer's 分账设置); the payer sees what it paid, the
 * payee what it got, each tenant only its own money, in lists, totals, order lines and exports.
 */
const CODES = [
  'profit:payment-serial:list',
  'profit:payment-serial:export',
  'profit:payment-order:list',
  'profit:payment-order:detail',
  'profit:payment-order:export',
  'profit:income-serial:list',
  'profit:income-serial:export',
  'profit:income-order:list',
  'profit:income-order:detail',
  'profit:income-order:export',
  'universal:report:basic',
];

let app: FastifyInstance;
let tree: TenantTree;
const D1 = chinaDay(nowSeconds()) - 10 * DAY;
const D2 = D1 + DAY;
let orderId = 0;

async function pay(member: TreeMember, at: number, amount = 10_000, business = 'parking_cashier') {
  orderId += 1;
  await recordTrade(app.db, 'recharge_order', {
    id: orderId,
    merchant_id: member.merchantId,
    park_id: null,
    order_no: `R7${String(orderId).padStart(11, '0')}`,
    plate: null,
    business,
    pay_type: 2,
    pay_mode: 3,
    paid_amount: amount,
    pay_time: at,
  });
}

async function setting(member: TreeMember, rate: number) {
  await app.db
    .insertInto('customer_profit_policy')
    .values({
      merchant_id: member.merchantId,
      customer_id: member.merchantId,
      partner_rate: rate,
      settle_cycle: 1,
      min_settle_amount: 0,
      status: 1,
      effective_time: 0,
      update_time: 0,
    })
    .execute();
}

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, CODES);
  await setting(tree.merchant, 1200);
  await setting(tree.sibling, 1000);
  await setting(tree.outsider, 1500);
  // The partner's strategy for its merchant takes over during D2: D1 keeps the 分账设置.
  const policy = await app.db
    .insertInto('profit_policy')
    .values({
      merchant_id: tree.partner.merchantId,
      name: '临停标准分账',
      business: 1,
      platform_rate: 500,
      partner_rate: 2000,
      status: 1,
      remark: null,
      update_time: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('profit_strategy')
    .values({
      merchant_id: tree.partner.merchantId,
      name: '福田临停策略',
      policy_id: Number(policy.id),
      business: 1,
      customer_id: tree.merchant.merchantId,
      start_time: D2 + 3600,
      end_time: null,
      status: 1,
      remark: null,
      update_time: 0,
    })
    .execute();
  await pay(tree.merchant, D1 + 600);
  await pay(tree.merchant, D2 + 600);
  // 月卡 has no strategy: the 分账设置 decides it on D2 too.
  await pay(tree.merchant, D2 + 700, 4000, 'recharge');
  await pay(tree.sibling, D1 + 600);
  await pay(tree.outsider, D1 + 600);
  await runSettlement(app.db, D2 + 2 * DAY);
}, 60_000);
afterAll(async () => app.close());

type Row = Record<string, unknown>;
async function list(key: string, member: TreeMember, query: Record<string, string | number> = {}) {
  const res = await engineClient(app, `profit/statistics/${key}`).list(member.token, {
    page_index: 1,
    page_size: 50,
    ...query,
  });
  expect(res.statusCode, res.body).toBe(200);
  const payload = res.json().payload as { row: Row[]; totals: Record<string, number> };
  return payload;
}
const summary = (rows: Row[]) =>
  rows.map((r) => `${r.payer_name}→${r.payee_name}:${r.business}:${r.rate}:${r.amount}:${r.basis}`).sort();

describe('the share of a day is the strategy in force that day', () => {
  it('D1 by the 分账设置, D2 by the strategy (provider and platform), 月卡 still by the 分账设置', async () => {
    const { row } = await list('payment-serial', tree.merchant);
    const m = tree.merchant.merchantId;
    const names = await app.db.selectFrom('merchant').select(['id', 'name']).execute();
    const name = (id: number) => names.find((n) => Number(n.id) === id)!.name;
    const partner = name(tree.partner.merchantId);
    const platform = name(tree.platform.merchantId);
    expect(summary(row)).toEqual(
      [
        `${name(m)}→${partner}:1:1200:1200:分账设置`,
        `${name(m)}→${partner}:1:2000:2000:福田临停策略`,
        `${name(m)}→${platform}:1:500:500:福田临停策略`,
        `${name(m)}→${partner}:2:1200:480:分账设置`,
      ].sort(),
    );
    const settlements = await app.db
      .selectFrom('settlement')
      .select(['settle_day', 'share_amount'])
      .where('merchant_id', '=', m)
      .orderBy('settle_day')
      .execute();
    expect(settlements.map((s) => Number(s.share_amount))).toEqual([1200, 2980]);
  });
});

describe('profit statistics scope', () => {
  it('支出流水: the payer its own, a partner its merchants’, the platform all; with totals', async () => {
    expect((await list('payment-serial', tree.merchant)).totals.amount).toBe(1200 + 2000 + 500 + 480);
    expect((await list('payment-serial', tree.sibling)).row).toHaveLength(1);
    expect((await list('payment-serial', tree.outsider)).totals.amount).toBe(1500);
    expect((await list('payment-serial', tree.partner)).row).toHaveLength(5);
    expect((await list('payment-serial', tree.otherPartner)).row).toHaveLength(1);
    expect((await list('payment-serial', tree.platform)).row).toHaveLength(6);
  });

  it('收入流水: the payee what it got, nobody else’s', async () => {
    const partner = await list('income-serial', tree.partner);
    expect(partner.row).toHaveLength(4);
    expect(partner.totals.amount).toBe(1200 + 2000 + 480 + 1000);
    expect((await list('income-serial', tree.otherPartner)).totals.amount).toBe(1500);
    expect((await list('income-serial', tree.merchant)).row).toHaveLength(0);
    // The platform's subtree is everyone: its own 500 and the partners' incomes.
    expect((await list('income-serial', tree.platform)).totals.amount).toBe(
      1200 + 2000 + 480 + 1000 + 1500 + 500,
    );
  });

  it('filters by time range, business and counterpart', async () => {
    expect(
      (await list('income-serial', tree.partner, { settle_day_start: D2, settle_day_end: D2 })).row,
    ).toHaveLength(2);
    expect((await list('income-serial', tree.partner, { business: 2 })).totals.amount).toBe(480);
    const sibling = await app.db
      .selectFrom('merchant')
      .select('name')
      .where('id', '=', tree.sibling.merchantId)
      .executeTakeFirstOrThrow();
    expect((await list('income-serial', tree.partner, { payer_name: sibling.name })).totals.amount).toBe(
      1000,
    );
  });

  it('订单: one per settlement and payee, its lines on the detail; another partner’s order reads empty', async () => {
    const orders = await list('income-order', tree.partner);
    // merchant D1, merchant D2 (临停 + 月卡 together), sibling D1.
    expect(orders.row).toHaveLength(3);
    expect(orders.totals.amount).toBe(4680);
    const d2 = orders.row.find((r) => Number(r.line_count) === 2)!;
    expect(Number(d2.amount)).toBe(2480);
    const lines = await list('income-serial', tree.partner, {
      settlement_id: Number(d2.settlement_id),
      payee_id: Number(d2.payee_id),
    });
    expect(lines.row.map((r) => Number(r.amount)).sort()).toEqual([2000, 480]);
    // By business, an order's sums are that business's.
    expect((await list('income-order', tree.partner, { business: 2 })).totals.amount).toBe(480);
    const outsiders = (await list('payment-order', tree.outsider)).row[0]!;
    const query = { settlement_id: Number(outsiders.settlement_id), payee_id: Number(outsiders.payee_id) };
    expect((await list('income-order', tree.partner, query)).row).toHaveLength(0);
    expect((await list('income-serial', tree.partner, query)).row).toHaveLength(0);
    expect((await list('payment-order', tree.merchant, query)).row).toHaveLength(0);
    expect((await list('income-order', tree.otherPartner, query)).row).toHaveLength(1);
  });

  it('exports hold the caller’s rows only', async () => {
    for (const [key, member, count] of [
      ['income-serial', tree.partner, 4],
      ['payment-order', tree.merchant, 3],
      ['income-order', tree.otherPartner, 1],
    ] as const) {
      const queued = await app.inject({
        method: 'POST',
        url: `/api/profit/statistics/${key}/export`,
        headers: bearer(member.token),
        payload: {},
      });
      expect(queued.json().code, queued.body).toBe(1001);
      const taskId = queued.json().payload.task_id as number;
      while (await app.jobs.runOnce()) {
        /* run every due job */
      }
      const file = await app.inject({
        url: `/api/report/download?id=${taskId}`,
        headers: bearer(member.token),
      });
      expect(file.statusCode, file.body).toBe(200);
      const lines = file.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
      expect(lines.length - 1, key).toBe(count);
    }
  });
});
