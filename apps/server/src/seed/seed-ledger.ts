import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  openTransfers,
  payTransfers,
  recordTrade,
  refundTrade,
  runSettlement,
} from '../modules/settlement/index.js';
import { syncRecordPayment } from '../modules/parking/index.js';
import type { BankAdapter } from '../platform/bank/index.js';

const DAY = 86_400;
/**
 * The demo's ledger went live this many days ago: older paid orders have no 支付流水. Each trade is
 * a few statements of the console's own code; over all 30 days of the default demo that was most of
 * the demo seed on PostgreSQL (11 s of it at 2,000 records).
 */
const LEDGER_DAYS = 7;
/** Refunded in the demo: each merchant's newest channel-paid 临停订单s paid at least this long ago. */
const REFUNDS_PER_MERCHANT = 2;
const REFUND_REASONS = ['车主重复支付', '道闸故障，车主申请退款'];

/**
 * The demo bank: pays at once with a serial made from the transfer number (deterministic), and
 * refuses the very first transfer once, so the demo shows a 转账失败 the job retries.
 */
function demoBank(): BankAdapter {
  let calls = 0;
  return {
    async transfer(request) {
      calls += 1;
      if (calls === 1) return { ok: false, reason: '收款银行系统维护中，稍后自动重试' };
      return { ok: true, bank_serial: `BK${request.transfer_no.slice(2)}` };
    },
  };
}

/**
 * 退款 as the order's refund action does it, on each merchant's newest channel-paid orders of three
 * days ago and more, refunded a day after payment: the trade was settled by then, so the refund is
 * deducted from the next day's settlement.
 */
async function seedRefunds(db: Kysely<Database>, now: number): Promise<void> {
  const merchants = await db
    .selectFrom('trade')
    .select('merchant_id')
    .distinct()
    .orderBy('merchant_id')
    .execute();
  for (const { merchant_id: merchantId } of merchants) {
    const picked = await db
      .selectFrom('trade as t')
      .innerJoin('payment_order as o', 'o.id', 't.order_id')
      .select(['o.id', 'o.record_id', 'o.paid_amount', 'o.pay_time'])
      .where('t.source', '=', 'payment_order')
      .where('t.merchant_id', '=', merchantId)
      .where('t.refunded_amount', '=', 0)
      .where('t.pay_time', '<', now - 3 * DAY)
      .orderBy('t.pay_time', 'desc')
      .orderBy('t.id', 'desc')
      .limit(REFUNDS_PER_MERCHANT)
      .execute();
    for (const [index, order] of picked.entries()) {
      const reason = REFUND_REASONS[index % REFUND_REASONS.length]!;
      await db
        .updateTable('payment_order')
        .set({ status: -2, transfer_status: -2, refund_reason: reason })
        .where('id', '=', order.id)
        .execute();
      if (order.record_id !== null) await syncRecordPayment(db, Number(order.record_id));
      await refundTrade(db, 'payment_order', Number(order.id), {
        amount: Number(order.paid_amount),
        reason,
        at: Number(order.pay_time) + DAY,
      });
    }
  }
}

/**
 * The ledger over the demo's paid orders of its last LEDGER_DAYS days, by the same code the console runs: each channel-paid
 * order (临停 and 月卡) becomes its 支付流水 as the exit or renewal would have written it, each
 * refunded one gets its 退款记录 an hour after payment (before now), then the T+1 settlement job
 * settles every past day per merchant and the transfers go out (one refused, left for the job's
 * retry). Deterministic: the orders are a deterministic simulation, read by id.
 */
export async function seedLedger(db: Kysely<Database>, now: number): Promise<void> {
  const orders = await db
    .selectFrom('payment_order')
    .select([
      'id',
      'merchant_id',
      'park_id',
      'order_no',
      'plate',
      'business',
      'pay_type',
      'pay_mode',
      'paid_amount',
      'pay_time',
      'status',
      'refund_reason',
    ])
    .where('status', 'in', [1, -2])
    .where('paid_amount', '>', 0)
    .where('pay_time', '>', now - LEDGER_DAYS * DAY)
    .orderBy('id')
    .execute();
  for (const order of orders) {
    const tradeId = await recordTrade(db, 'payment_order', {
      ...order,
      id: Number(order.id),
      merchant_id: Number(order.merchant_id),
      park_id: Number(order.park_id),
      paid_amount: Number(order.paid_amount),
      pay_time: Number(order.pay_time),
    });
    if (tradeId === null || order.status !== -2) continue;
    await refundTrade(db, 'payment_order', Number(order.id), {
      amount: Number(order.paid_amount),
      reason: order.refund_reason ?? '车主申请退款',
      at: Math.min(now, Number(order.pay_time) + DAY),
    });
  }
  await seedRefunds(db, now);
  const renewals = await db
    .selectFrom('recharge_order')
    .select([
      'id',
      'merchant_id',
      'park_id',
      'order_no',
      'plate',
      'business',
      'pay_type',
      'pay_mode',
      'paid_amount',
      'pay_time',
    ])
    .where('status', '=', 1)
    .where('paid_amount', '>', 0)
    .where('pay_time', '>', now - LEDGER_DAYS * DAY)
    .orderBy('id')
    .execute();
  for (const order of renewals) {
    await recordTrade(db, 'recharge_order', {
      ...order,
      id: Number(order.id),
      merchant_id: Number(order.merchant_id),
      park_id: order.park_id === null ? null : Number(order.park_id),
      paid_amount: Number(order.paid_amount),
      pay_time: Number(order.pay_time),
    });
  }
  await runSettlement(db, now);
  await openTransfers(db, now);
  await payTransfers(db, demoBank(), now);
}
