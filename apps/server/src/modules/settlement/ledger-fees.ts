import { channelFeeRate, PAY_CHANNEL } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** PAY_MODE codes that are money through a payment channel (线上); 0 线下 and −1 未知 are not. */
const OFFLINE_MODES = new Set([0, -1]);
/**
 * PAY_TYPE codes that move no channel money: 现金 and 储值余额 (collected before). 优惠券 with money
 * left to pay through a channel is a trade of that money; one covering all of it has nothing paid.
 */
const NON_CHANNEL_TYPES = new Set([1, 4]);

export function isChannelPayment(payment: { pay_type: number | null; pay_mode: number | null }): boolean {
  if (payment.pay_type === null || payment.pay_mode === null) return false;
  return !OFFLINE_MODES.has(payment.pay_mode) && !NON_CHANNEL_TYPES.has(payment.pay_type);
}

/**
 * The channel's rate in ten-thousandths for a trade of this merchant and PAY_MODE: the merchant's own
 * 渠道费率 for that channel when its provider set one (支付商户 › 支付配置), else the channel table's
 * standard rate (core code-tables/payment-channel.ts, the same table 渠道进件 names its channels
 * from). Read in the caller's transaction, when the trade's fee is posted; the trade keeps the rate
 * it was charged (`trade.fee_rate`), so a later change of the rate never re-prices a posted trade.
 */
export async function feeRateOf(db: Kysely<Database>, merchantId: number, payMode: number): Promise<number> {
  const channel = PAY_CHANNEL.entries.find((entry) => entry.payMode === payMode);
  if (channel) {
    const own = await db
      .selectFrom('payment_merchant_fee_rate')
      .select('fee_rate')
      .where('merchant_id', '=', merchantId)
      .where('channel', '=', channel.value)
      .executeTakeFirst();
    if (own) return Number(own.fee_rate);
  }
  return channelFeeRate(payMode);
}

/** amount × rate / 10000 rounded half up, in integers only (no floating point on money). */
export function rateOf(amount: number, rate: number): number {
  return Math.floor((amount * rate + 5_000) / 10_000);
}
