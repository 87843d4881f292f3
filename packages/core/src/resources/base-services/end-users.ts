import { defineCodeTable } from '../../code-tables/define-code-table.js';
import { BUSINESS, PAY_MODE, PAY_TYPE } from '../../code-tables/payment.js';
import { defineView } from '../define-view.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/** How a payer is known: by the car's plate (parking, and charging with a plate), or by the charging card (id_tag). */
export const PAYER_IDENTITY_KIND = defineCodeTable([
  { value: 1, label: '车牌', color: 'processing' },
  { value: 2, label: '充电卡', color: 'cyan' },
]);

/**
 * 用户列表: the end users who paid at the caller's lots and stations, as the payments ledger knows
 * them. A user is one payer identity at one merchant (the plate, or the charging card when the
 * session had no plate), so each tenant sees only who paid it; the figures are sums of its trades
 * (支付流水, channel payments). The phone number is the merchant's registered car owner's, masked.
 */
export const endUserView = defineView({
  key: 'base/services/user',
  label: '用户',
  scope: 'merchant',
  permissions: { list: 'user:user:list', detail: 'user:user:detail' },
  alsoPermitted: [{ list: 'user:user:detail' }],
  fields: {
    user_key: field.text({ label: '用户编号', maxLength: 80, ...RO, show: ['detail'] }),
    identity: field.text({ label: '用户标识', maxLength: 48, ...RO, search: 'eq' }),
    identity_kind: field.code(PAYER_IDENTITY_KIND, { label: '标识类型', ...RO, search: 'eq' }),
    mobile: field.text({ label: '手机号', maxLength: 16, ...RO }),
    merchant_name: field.text({ label: '所属商户', maxLength: 64, ...RO }),
    pay_count: field.integer({ label: '支付笔数', ...RO, sortable: true }),
    pay_amount: field.money({ label: '支付金额', ...RO, sortable: true }),
    refunded_amount: field.money({ label: '退款金额', ...RO }),
    first_pay_time: field.time({ label: '首次支付', ...RO, show: ['detail'] }),
    last_pay_time: field.time({ label: '最近支付', ...RO, search: 'range', sortable: true }),
  },
  list: {
    columns: [
      'identity',
      'identity_kind',
      'mobile',
      'merchant_name',
      'pay_count',
      'pay_amount',
      'last_pay_time',
    ],
    sort: ['last_pay_time', 'desc'],
  },
  rowKey: ['user_key'],
  totals: ['pay_count', 'pay_amount', 'refunded_amount'],
});

/**
 * 支付记录: a user's trades (支付流水 of the payments ledger), each with where it was paid, what for,
 * through which channel, and what was refunded of it. One row per trade; its detail is the trade.
 */
export const endUserPaymentView = defineView({
  key: 'base/services/user/payment',
  label: '用户支付记录',
  scope: 'merchant',
  permissions: { list: 'user:payment:list', detail: 'user:payment:detail' },
  alsoPermitted: [{ list: 'user:payment:detail' }],
  fields: {
    trade_id: field.integer({ label: '流水ID', ...RO, search: 'eq', show: ['detail'] }),
    trade_no: field.text({ label: '交易流水号', maxLength: 40, ...RO, search: 'eq' }),
    order_no: field.text({ label: '订单号', maxLength: 40, ...RO, search: 'eq', show: ['detail'] }),
    identity: field.text({ label: '用户标识', maxLength: 48, ...RO, search: 'eq', show: ['detail'] }),
    site_name: field.text({ label: '车场/充电站', maxLength: 64, ...RO }),
    business: field.code(BUSINESS, { label: '业务类型', ...RO, search: 'eq' }),
    pay_type: field.code(PAY_TYPE, { label: '支付方式', ...RO, show: ['detail'] }),
    pay_mode: field.code(PAY_MODE, { label: '支付渠道', ...RO, search: 'eq' }),
    amount: field.money({ label: '支付金额', ...RO, sortable: true }),
    refunded_amount: field.money({ label: '已退金额', ...RO }),
    fee: field.money({ label: '渠道手续费', ...RO, show: ['detail'] }),
    pay_time: field.time({ label: '支付时间', ...RO, search: 'range', sortable: true }),
    merchant_name: field.text({ label: '收款商户', maxLength: 64, ...RO, show: ['detail'] }),
  },
  list: {
    columns: ['trade_no', 'site_name', 'business', 'pay_mode', 'amount', 'refunded_amount', 'pay_time'],
    sort: ['pay_time', 'desc'],
  },
  rowKey: ['trade_id'],
  totals: ['amount', 'refunded_amount'],
});
