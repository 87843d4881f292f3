/** PAY_MODE codes that are money through a payment channel (线上); 0 线下 and −1 未知 are not. */
const OFFLINE_MODES = new Set([0, -1]);
/**
 * PAY_TYPE codes that move no channel money: 现金 and 储值余额 (collected before). 优惠券 with money
 * left to pay through a channel is a trade of that money; one covering all of it has nothing paid.
 */
const NON_CHANNEL_TYPES = new Set([1, 4]);

/**
 * The channel's rate in ten-thousandths (38 = 0.38 %), per PAY_MODE. Until the channel part keeps
 * a rate per 支付商户, these are the standard rates: 微信 and 支付宝 0.38 %, bank channels 0.30 %.
 */
const FEE_RATES: Record<number, number> = { 3: 38, 4: 38, 5: 30, 6: 30, 8: 30, 9: 30, 10: 30 };
const DEFAULT_RATE = 38;

export function isChannelPayment(payment: { pay_type: number | null; pay_mode: number | null }): boolean {
  if (payment.pay_type === null || payment.pay_mode === null) return false;
  return !OFFLINE_MODES.has(payment.pay_mode) && !NON_CHANNEL_TYPES.has(payment.pay_type);
}

export function feeRateOf(payMode: number): number {
  return FEE_RATES[payMode] ?? DEFAULT_RATE;
}

/** amount × rate / 10000 rounded half up, in integers only (no floating point on money). */
export function rateOf(amount: number, rate: number): number {
  return Math.floor((amount * rate + 5_000) / 10_000);
}
