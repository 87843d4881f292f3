import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { SimulatedBank, type TransferRequest } from '../../platform/bank/index.js';
import { createLedgerTenants, payExit } from '../../test/ledger-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { DAY } from './ledger-day.js';
import { runSettlement } from './ledger-settle.js';
import { refundTrade } from './ledger-trades.js';
import { openTransfers, payTransfers } from './ledger-transfers.js';

// Spec 01 §4 转账状态 on the orders: they follow the transfer of the settlement that settled them.
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const statusOf = async (orderId: number) =>
  (
    await app.db
      .selectFrom('payment_order')
      .select('transfer_status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).transfer_status;

/** The simulator, also noting each order's 转账状态 while the bank is being asked. */
class WatchingBank extends SimulatedBank {
  seen: number[] = [];
  constructor(private readonly orderId: number) {
    super();
  }
  override async transfer(request: TransferRequest) {
    this.seen.push(await statusOf(this.orderId));
    return super.transfer(request);
  }
}

describe('the settled orders’ 转账状态', () => {
  it('is 转账中 while the bank is asked, 转账失败 when it refuses, 已转账 once paid; a refunded order reads 已退款', async () => {
    const { merchant } = await createLedgerTenants(app, { rate: 1000 });
    const paid = await payExit(app, merchant, { minutes: 110 });
    const refunded = await payExit(app, merchant, { minutes: 50 });
    const unsettled = await payExit(app, merchant, { minutes: 50 });
    const at = nowSeconds() + DAY;
    await refundTrade(app.db, 'payment_order', refunded.order_id, {
      amount: 500,
      reason: null,
      at: at - DAY,
    });
    // The third order is paid after the settled day: it stays 未转账.
    await app.db
      .updateTable('trade')
      .set({ trade_day: at + DAY, pay_time: at + DAY })
      .where('order_id', '=', unsettled.order_id)
      .where('source', '=', 'payment_order')
      .execute();
    expect(await statusOf(paid.order_id)).toBe(0);

    await runSettlement(app.db, at);
    await openTransfers(app.db, at);
    const bank = new WatchingBank(paid.order_id);
    bank.failNext(1, '收款账户状态异常');
    await payTransfers(app.db, bank, at);
    expect(bank.seen).toEqual([2]);
    expect(await statusOf(paid.order_id)).toBe(-1);
    expect(await statusOf(refunded.order_id)).toBe(-2);

    await payTransfers(app.db, bank, at + 60);
    expect(bank.seen).toEqual([2, 2]);
    expect(await statusOf(paid.order_id)).toBe(1);
    expect(await statusOf(refunded.order_id)).toBe(-2);
    expect(await statusOf(unsettled.order_id)).toBe(0);
    const transfer = await app.db
      .selectFrom('transfer')
      .select('status')
      .where('merchant_id', '=', merchant.merchantId)
      .executeTakeFirstOrThrow();
    expect(transfer.status).toBe(1);
  });
});
