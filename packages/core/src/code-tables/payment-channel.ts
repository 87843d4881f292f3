import { defineCodeTable } from './define-code-table.js';

/**
 * The channels a merchant applies to (渠道进件) and collects through, the one place that says which
 * PAY_MODE each is on the wire and what it charges: its standard fee in ten-thousandths (38 =
 * 0.38 %). The ledger's fee (channelFeeRate) and the channel part (PAY_CHANNEL on 渠道进件 and
 * 渠道配置) both read this table. The local simulator stands in for both channels.
 */
export const PAY_CHANNEL = defineCodeTable([
  { value: 1, label: '支付宝', color: 'processing', payMode: 4, feeRate: 38 },
  { value: 2, label: '微信支付', color: 'success', payMode: 3, feeRate: 38 },
]);

/** PAY_CHANNEL 支付宝 (the only channel with an authorisation callback). */
export const PAY_CHANNEL_ALIPAY = 1;
/** PAY_CHANNEL 微信支付. */
export const PAY_CHANNEL_WECHAT = 2;

/**
 * PAY_MODE codes collected through a bank's own channel (一网通, 建设银行, 工商银行, 银联, 农业银行):
 * no 渠道进件 here, 0.30 %.
 */
const BANK_FEE_RATES: Readonly<Record<number, number>> = { 5: 30, 6: 30, 8: 30, 9: 30, 10: 30 };
/** Any other channel PAY_MODE (默认, 积分, 云支付): the common 0.38 %. */
export const DEFAULT_FEE_RATE = 38;

/** The channel's standard fee for a trade of this PAY_MODE, in ten-thousandths. */
export function channelFeeRate(payMode: number): number {
  const channel = PAY_CHANNEL.entries.find((entry) => entry.payMode === payMode);
  return channel?.feeRate ?? BANK_FEE_RATES[payMode] ?? DEFAULT_FEE_RATE;
}

/** The PAY_MODE a PAY_CHANNEL collects as (undefined for a code the table does not know). */
export function payModeOfChannel(channel: number): number | undefined {
  return PAY_CHANNEL.entries.find((entry) => entry.value === channel)?.payMode;
}
