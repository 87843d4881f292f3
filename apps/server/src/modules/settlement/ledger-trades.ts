import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { serialTail } from '../../lib/serial-tail.js';
import { ACCOUNT, move, post } from './ledger.js';
import { chinaDay } from './ledger-day.js';
import { feeRateOf, isChannelPayment, rateOf } from './ledger-fees.js';

type Db = Kysely<Database>;

/** energy_order: a charging session's 支付订单 (issue 19), its own id space beside parking's orders. */
export type TradeSource = 'payment_order' | 'recharge_order' | 'energy_order';

const TRADE_PREFIX: Record<TradeSource, string> = {
  payment_order: 'TP',
  recharge_order: 'TR',
  energy_order: 'TE',
};

/** A paid order as the trade needs it. */
export interface PaidOrder {
  id: number;
  merchant_id: number;
  park_id: number | null;
  order_no: string;
  plate: string | null;
  business: string;
  pay_type: number | null;
  pay_mode: number | null;
  paid_amount: number;
  pay_time: number;
}

/**
 * Writes the 支付流水 of an order that has just become paid, in the caller's transaction (the one
 * marking the order paid), with its journal entry: the channel holds the money for the merchant,
 * less the channel's fee. Only channel money is a trade (cash, stored balance and coupons are not);
 * a second call for the same order writes nothing (unique source + order id, idempotency key).
 */
export async function recordTrade(db: Db, source: TradeSource, order: PaidOrder): Promise<number | null> {
  if (order.paid_amount <= 0 || !isChannelPayment(order)) return null;
  const payMode = order.pay_mode ?? -1;
  const feeRate = await feeRateOf(db, order.merchant_id, payMode);
  const fee = rateOf(order.paid_amount, feeRate);
  const inserted = await db
    .insertInto('trade')
    .values({
      merchant_id: order.merchant_id,
      park_id: order.park_id,
      trade_no: `${TRADE_PREFIX[source]}${order.order_no.slice(1)}`,
      business: order.business,
      source,
      order_id: order.id,
      order_no: order.order_no,
      plate: order.plate,
      pay_type: order.pay_type ?? 0,
      pay_mode: payMode,
      amount: order.paid_amount,
      fee_rate: feeRate,
      fee,
      pay_time: order.pay_time,
      trade_day: chinaDay(order.pay_time),
      create_time: order.pay_time,
    })
    .onConflict((oc) => oc.columns(['source', 'order_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const tradeId = Number(inserted.id);
  const merchant = order.merchant_id;
  const clearing = { account: ACCOUNT.clearing, merchant_id: merchant };
  const unsettled = { account: ACCOUNT.unsettled, merchant_id: merchant };
  await post(
    db,
    {
      merchant_id: merchant,
      kind: 'trade',
      idem_key: `trade:${tradeId}`,
      lines: move(clearing, unsettled, order.paid_amount),
    },
    order.pay_time,
  );
  // The fee is a posting of its own: the channel keeps it out of the merchant's money.
  await post(
    db,
    { merchant_id: merchant, kind: 'fee', idem_key: `fee:${tradeId}`, lines: move(unsettled, clearing, fee) },
    order.pay_time,
  );
  return tradeId;
}

/**
 * 退款: gives back `amount` of the order's trade, in the caller's transaction, as a 退款记录 and a
 * journal entry reversing it. Refused when more than what was paid and remains; the remaining amount
 * is taken by a guarded update, so two refunds at once cannot both pass. A refund of a trade
 * already settled is settled with the day it was made, so the next settlement deducts it. An order
 * that made no trade (cash, stored balance, coupon) has nothing to give back: returns null.
 */
export async function refundTrade(
  db: Db,
  source: TradeSource,
  orderId: number,
  refund: { amount: number; reason: string | null; at: number },
): Promise<number | null> {
  const trade = await db
    .selectFrom('trade')
    .selectAll()
    .where('source', '=', source)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!trade) return null;
  const amount = refund.amount;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new AppError(ApiCode.BUSINESS_RULE, '退款金额必须大于 0');
  const taken = await db
    .updateTable('trade')
    .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', amount) }))
    .where('id', '=', trade.id)
    .where((eb) => eb(eb('refunded_amount', '+', amount), '<=', eb.ref('amount')))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) {
    const left = Number(trade.amount) - Number(trade.refunded_amount);
    throw new AppError(ApiCode.BUSINESS_RULE, `退款金额超过可退金额（可退 ${(left / 100).toFixed(2)} 元）`);
  }
  const inserted = await db
    .insertInto('trade_refund')
    .values({
      merchant_id: trade.merchant_id,
      park_id: trade.park_id,
      trade_id: trade.id,
      refund_no: `RF${String(refund.at)}${serialTail()}`,
      trade_no: trade.trade_no,
      order_no: trade.order_no,
      business: trade.business,
      pay_mode: trade.pay_mode,
      amount,
      reason: refund.reason,
      refund_time: refund.at,
      refund_day: chinaDay(refund.at),
      create_time: refund.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refundId = Number(inserted.id);
  const merchant = Number(trade.merchant_id);
  await post(
    db,
    {
      merchant_id: merchant,
      kind: 'refund',
      idem_key: `refund:${refundId}`,
      lines: move(
        { account: ACCOUNT.unsettled, merchant_id: merchant },
        { account: ACCOUNT.clearing, merchant_id: merchant },
        amount,
      ),
    },
    refund.at,
  );
  return refundId;
}
