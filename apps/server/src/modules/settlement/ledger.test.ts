import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { SimulatedBank } from '../../platform/bank/index.js';
import { engineClient } from '../../test/engine-client.js';
import { createLedgerTenants, payExit, type LedgerTenant } from '../../test/ledger-fixture.js';
import { bearer } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { ACCOUNT, balanceOf, post, unbalancedEntries } from './ledger.js';
import { DAY } from './ledger-day.js';
import { runSettlement } from './ledger-settle.js';
import { refundTrade } from './ledger-trades.js';
import { openTransfers, payTransfers } from './ledger-transfers.js';

// The park fixture's rule: ¥5 per started hour after 15 free minutes; 50 minutes cost ¥5, 110 minutes ¥10.
let app: FastifyInstance;
let merchant: LedgerTenant;

beforeAll(async () => {
  app = await createTestApp();
  const tenants = await createLedgerTenants(app, {
    rate: 1500,
    permissions: [
      'parking:order:payment:refund',
      'parking:order:payment:detail',
      'parking:order:payment:list',
    ],
  });
  merchant = tenants.merchant;
});
afterAll(async () => app.close());

const tradeOf = (orderId: number) =>
  app.db
    .selectFrom('trade')
    .selectAll()
    .where('source', '=', 'payment_order')
    .where('order_id', '=', orderId)
    .executeTakeFirst();

describe('journal', () => {
  it('refuses an unbalanced entry and writes nothing', async () => {
    const before = await app.db.selectFrom('ledger_entry').select('id').execute();
    const lines = [
      { account: ACCOUNT.clearing, merchant_id: merchant.merchantId, debit: 100 },
      { account: ACCOUNT.unsettled, merchant_id: merchant.merchantId, credit: 99 },
    ];
    await expect(
      post(app.db, { merchant_id: merchant.merchantId, kind: 'trade', idem_key: 'x:1', lines }, 1),
    ).rejects.toThrow('记账借贷不平');
    const negative = [
      { account: ACCOUNT.clearing, merchant_id: merchant.merchantId, debit: -5 },
      { account: ACCOUNT.unsettled, merchant_id: merchant.merchantId, credit: -5 },
    ];
    await expect(
      post(app.db, { merchant_id: merchant.merchantId, kind: 'trade', idem_key: 'x:2', lines: negative }, 1),
    ).rejects.toThrow('非负整数');
    expect(await app.db.selectFrom('ledger_entry').select('id').execute()).toEqual(before);
  });

  it('posts an entry once per idempotency key', async () => {
    const other = await createLedgerTenants(app);
    const id = other.merchant.merchantId;
    const entry = {
      merchant_id: id,
      kind: 'trade' as const,
      idem_key: `test:${id}`,
      lines: [
        { account: 'test_a', merchant_id: id, debit: 7 },
        { account: 'test_b', merchant_id: id, credit: 7 },
      ],
    };
    expect(await post(app.db, entry, 1)).toBe(true);
    expect(await post(app.db, entry, 1)).toBe(false);
    expect(await balanceOf(app.db, id, 'test_a')).toBe(7);
  });
});

describe('trades and refunds', () => {
  it('writes one 支付流水 with its fee for a channel payment at exit, none for cash', async () => {
    const paid = await payExit(app, merchant);
    expect(paid.paid).toBe(500);
    const trade = await tradeOf(paid.order_id);
    expect(trade).toMatchObject({ amount: 500, fee_rate: 38, fee: 2, pay_type: 2, pay_mode: 3 });
    expect(trade?.business).toBe('parking_cashier');
    const cash = await payExit(app, merchant, { pay_type: 1, pay_mode: 0 });
    expect(await tradeOf(cash.order_id)).toBeUndefined();
    expect(await unbalancedEntries(app.db)).toEqual([]);
  });

  it('the order refund writes a 退款记录 reversing the trade, and cannot refund twice', async () => {
    const paid = await payExit(app, merchant, { minutes: 110 });
    const orders = engineClient(app, 'parking/order/payment');
    const res = await orders.action(merchant.token, 'refund', {
      id: paid.order_id,
      refund_reason: '重复扣费',
    });
    expect(res.json().code).toBe(1002);
    const trade = await tradeOf(paid.order_id);
    expect(trade?.refunded_amount).toBe(1000);
    const refunds = await app.db
      .selectFrom('trade_refund')
      .selectAll()
      .where('trade_id', '=', trade!.id)
      .execute();
    expect(refunds).toMatchObject([{ amount: 1000, reason: '重复扣费', merchant_id: merchant.merchantId }]);
    const again = await orders.action(merchant.token, 'refund', { id: paid.order_id, refund_reason: '再退' });
    expect(again.json().code).toBe(1409);
    expect(await unbalancedEntries(app.db)).toEqual([]);
  });

  it('never refunds more than was paid and remains', async () => {
    const paid = await payExit(app, merchant, { minutes: 110 });
    const at = nowSeconds();
    await refundTrade(app.db, 'payment_order', paid.order_id, { amount: 600, reason: null, at });
    await expect(
      refundTrade(app.db, 'payment_order', paid.order_id, { amount: 401, reason: null, at }),
    ).rejects.toThrow('可退 4.00 元');
    await expect(
      refundTrade(app.db, 'payment_order', paid.order_id, { amount: 0, reason: null, at }),
    ).rejects.toThrow('退款金额必须大于 0');
    await refundTrade(app.db, 'payment_order', paid.order_id, { amount: 400, reason: null, at });
    expect((await tradeOf(paid.order_id))?.refunded_amount).toBe(1000);
  });
});

describe('settlement and transfers', () => {
  it('settles T+1 once: trades − refunds − fees − share, rerun and crash settle nothing twice', async () => {
    const { merchant: m } = await createLedgerTenants(app, { rate: 2000 });
    const other = (await createLedgerTenants(app, { rate: 0 })).merchant;
    await payExit(app, m, { minutes: 50 }); // ¥5, fee 2
    await payExit(app, m, { minutes: 110, pay_mode: 4 }); // ¥10 支付宝, fee 4
    await payExit(app, other, { minutes: 50 });
    const tomorrow = nowSeconds() + DAY;
    // A crash after the first merchant-day: what was settled stays, the rerun does the rest.
    let calls = 0;
    await expect(
      runSettlement(app.db, tomorrow, {
        afterEach: () => {
          calls += 1;
          if (calls === 1) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    await runSettlement(app.db, tomorrow);
    expect(await runSettlement(app.db, tomorrow)).toBe(0);
    const settlement = await app.db
      .selectFrom('settlement')
      .selectAll()
      .where('merchant_id', '=', m.merchantId)
      .executeTakeFirstOrThrow();
    // share = 20 % of ¥15 = 300; settled = 1500 − 0 − 6 − 300.
    expect(settlement).toMatchObject({
      trade_count: 2,
      trade_amount: 1500,
      fee_amount: 6,
      share_amount: 300,
      settled_amount: 1194,
      partner_rate: 2000,
    });
    const lines = await app.db
      .selectFrom('settlement_line')
      .select('amount')
      .where('settlement_id', '=', settlement.id)
      .execute();
    expect(lines.reduce((n, l) => n + Number(l.amount), 0)).toBe(1194);
    const otherSettled = await app.db
      .selectFrom('settlement')
      .select('settled_amount')
      .where('merchant_id', '=', other.merchantId)
      .execute();
    expect(otherSettled).toEqual([{ settled_amount: 498 }]);
    const unsettled = await app.db
      .selectFrom('trade')
      .select('id')
      .where('merchant_id', 'in', [m.merchantId, other.merchantId])
      .where('settlement_id', 'is', null)
      .execute();
    expect(unsettled).toEqual([]);
    expect(await balanceOf(app.db, m.merchantId, ACCOUNT.unsettled)).toBe(0);
    expect(await unbalancedEntries(app.db)).toEqual([]);
  });

  it('deducts a refund made after settlement from the next settlement (carrying a deficit)', async () => {
    const { merchant: m } = await createLedgerTenants(app, { rate: 0 });
    const paid = await payExit(app, m, { minutes: 110 }); // ¥10, fee 4
    const now = nowSeconds();
    await runSettlement(app.db, now + DAY);
    await refundTrade(app.db, 'payment_order', paid.order_id, {
      amount: 1000,
      reason: '事后退款',
      at: now + DAY,
    });
    await runSettlement(app.db, now + 2 * DAY);
    const settlements = await app.db
      .selectFrom('settlement')
      .selectAll()
      .where('merchant_id', '=', m.merchantId)
      .orderBy('settle_day')
      .execute();
    expect(settlements.map((s) => [s.refund_amount, s.settled_amount])).toEqual([
      [0, 996],
      [1000, -1000],
    ]);
    // The next day's trade makes the deficit good.
    await app.db
      .insertInto('trade')
      .values({
        merchant_id: m.merchantId,
        park_id: m.parkId,
        trade_no: `TTEST${m.merchantId}`,
        business: 'parking_cashier',
        source: 'payment_order',
        order_id: 900_000_000 + m.merchantId,
        order_no: `PTEST${m.merchantId}`,
        plate: null,
        pay_type: 2,
        pay_mode: 3,
        amount: 3000,
        fee_rate: 0,
        fee: 0,
        pay_time: now + 2 * DAY,
        trade_day: settlements[1]!.settle_day + DAY,
        create_time: now,
      })
      .execute();
    await runSettlement(app.db, now + 3 * DAY);
    const third = await app.db
      .selectFrom('settlement')
      .selectAll()
      .where('merchant_id', '=', m.merchantId)
      .orderBy('settle_day', 'desc')
      .executeTakeFirstOrThrow();
    expect(third).toMatchObject({ trade_amount: 3000, carry_amount: -1000, settled_amount: 2000 });
  });

  it('the developer tool settles today ahead and pays the transfer (pay before exit is a trade too)', async () => {
    const { merchant: m } = await createLedgerTenants(app, { rate: 1500 });
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(m.token), payload });
    await post('/devtool/parking/entry', { park_id: m.parkId, plate: '粤L99001', minutes_ago: 50 });
    const paid = await post('/devtool/parking/pay', {
      park_id: m.parkId,
      plate: '粤L99001',
      pay_type: 2,
      pay_mode: 4,
    });
    expect(paid.json().payload.paid).toBe(500);
    const res = await post('/devtool/ledger/settle', {});
    expect(res.json().code, res.body).toBe(1001);
    const settlement = await app.db
      .selectFrom('settlement')
      .selectAll()
      .where('merchant_id', '=', m.merchantId)
      .executeTakeFirstOrThrow();
    // ¥5 支付宝: fee 2, share 15 % of 500 = 75.
    expect(settlement).toMatchObject({
      trade_amount: 500,
      fee_amount: 2,
      share_amount: 75,
      settled_amount: 423,
    });
    const transfer = await app.db
      .selectFrom('transfer')
      .selectAll()
      .where('merchant_id', '=', m.merchantId)
      .executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({ amount: 423, status: 1 });

    // A second car pays the same day, after today was settled ahead: the next press settles it too
    // (on the merchant's next day, the rule for late items), rather than leaving it for tomorrow.
    await post('/devtool/parking/entry', { park_id: m.parkId, plate: '粤L99002', minutes_ago: 50 });
    await post('/devtool/parking/pay', { park_id: m.parkId, plate: '粤L99002', pay_type: 2, pay_mode: 4 });
    const again = await post('/devtool/ledger/settle', {});
    expect(again.json().payload).toMatchObject({ settled: 1, opened: 1, paid: 1 });
    const unsettled = await app.db
      .selectFrom('trade')
      .select('id')
      .where('merchant_id', '=', m.merchantId)
      .where('settlement_id', 'is', null)
      .execute();
    expect(unsettled).toEqual([]);
  });

  it('settles an item of a day already settled with the merchant’s next day', async () => {
    const { merchant: m } = await createLedgerTenants(app, { rate: 0 });
    const now = nowSeconds();
    await payExit(app, m, { minutes: 50 });
    // Settled ahead (the developer tool's 模拟结算): today is treated as over.
    await runSettlement(app.db, now + DAY);
    await payExit(app, m, { minutes: 110 });
    expect(await runSettlement(app.db, now + DAY)).toBe(0);
    await runSettlement(app.db, now + 2 * DAY);
    const rows = await app.db
      .selectFrom('settlement')
      .select(['trade_amount', 'settle_day'])
      .where('merchant_id', '=', m.merchantId)
      .orderBy('settle_day')
      .execute();
    expect(rows.map((r) => r.trade_amount)).toEqual([500, 1000]);
    expect(rows[1]!.settle_day - rows[0]!.settle_day).toBe(DAY);
  });

  it('retries a failed transfer and never pays it twice', async () => {
    const at = nowSeconds() + DAY;
    // Everything the tests above settled is paid out first, so the failure below meets this one.
    await runSettlement(app.db, at);
    await openTransfers(app.db, at);
    await payTransfers(app.db, new SimulatedBank(), at);
    const { merchant: m, partner: p } = await createLedgerTenants(app, { rate: 1000 });
    await payExit(app, m, { minutes: 110 });
    await runSettlement(app.db, at);
    await openTransfers(app.db, at);
    expect(await openTransfers(app.db, at)).toBe(0);
    const bank = new SimulatedBank();
    bank.failNext(1, '收款账户状态异常');
    await payTransfers(app.db, bank, at);
    const transfer = () =>
      app.db
        .selectFrom('transfer')
        .selectAll()
        .where('merchant_id', '=', m.merchantId)
        .executeTakeFirstOrThrow();
    expect(await transfer()).toMatchObject({ status: -1, attempts: 1, fail_reason: '收款账户状态异常' });
    await payTransfers(app.db, bank, at + 60);
    // settled = 1000 − 4 − 100
    expect(await transfer()).toMatchObject({ status: 1, attempts: 2, amount: 896 });
    await payTransfers(app.db, bank, at + 120);
    // A run that died after the bank paid (left 转账中) asks again: the bank answers the same payment.
    await app.db
      .updateTable('transfer')
      .set({ status: 2, update_time: at })
      .where('merchant_id', '=', m.merchantId)
      .execute();
    await payTransfers(app.db, bank, at + 3600);
    expect(bank.payouts).toBe(1);
    expect(await transfer()).toMatchObject({ status: 1 });
    const settlement = await app.db
      .selectFrom('settlement')
      .select('transfer_status')
      .where('merchant_id', '=', m.merchantId)
      .executeTakeFirstOrThrow();
    expect(settlement.transfer_status).toBe(1);
    expect(await balanceOf(app.db, m.merchantId, ACCOUNT.settled)).toBe(0);
    // The partner is owed its share (a credit balance on its own account).
    expect(await balanceOf(app.db, p.merchantId, ACCOUNT.partner)).toBe(-100);
    expect(await unbalancedEntries(app.db)).toEqual([]);
  });
});
