import { PAY_CHANNEL } from '../../../code-tables/payment-channel.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/** The highest rate a provider may set: 10 % (a channel's standard is 0.38 %). */
export const MAX_MERCHANT_FEE_RATE = 1000;

/**
 * 渠道费率 of one 支付商户 (the provider's 支付配置 tab): what a channel charges this merchant, in
 * ten-thousandths (38 = 0.38 %), instead of the channel's standard rate (PAY_CHANNEL.feeRate). The
 * ledger reads it when it posts a trade's fee. Set by the provider above the merchant, never by the
 * merchant itself; one row per merchant and channel.
 */
export const merchantFeeRateResource = defineResource({
  key: 'service/payment/merchant-fee-rate',
  table: 'payment_merchant_fee_rate',
  label: '渠道费率',
  scope: 'merchant',
  permissions: {
    list: 'payment:channel:view',
    detail: 'payment:channel:view',
    create: 'payment:fee-rate:update',
    update: 'payment:fee-rate:update',
  },
  fields: {
    channel: field.code(PAY_CHANNEL, { label: '支付渠道', required: true, immutable: true, search: 'eq' }),
    fee_rate: field.integer({
      label: '费率（万分比）',
      minimum: 0,
      maximum: MAX_MERCHANT_FEE_RATE,
      required: true,
      help: '如 30 表示 0.30%；未设置的渠道按渠道标准费率 0.38% 收取',
    }),
    remark: field.text({ label: '备注', maxLength: 255 }),
    create_time: field.time({ label: '创建时间', readOnly: true, show: ['detail'] }),
    update_time: field.time({ label: '更新时间', readOnly: true, sortable: true }),
  },
  list: {
    columns: ['channel', 'fee_rate', 'remark', 'update_time'],
    sort: ['update_time', 'desc'],
  },
});
