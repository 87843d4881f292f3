import { BUSINESS, PAY_MODE, PAY_TYPE } from '../../code-tables/payment.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * 支付流水: one row per order paid through a payment channel (every business), written in the
 * transaction that made the order paid, with the channel's fee. Read-only: the ledger writes it. A
 * merchant sees its own, a partner its merchants', the platform all; the provider, trading-centre
 * and settlement-platform routes show this one resource.
 */
export const tradeResource = defineResource({
  key: 'settlement/trade/payment',
  table: 'trade',
  label: '支付流水',
  scope: 'merchant',
  permissions: {
    list: 'payment:trade:payment:list',
    detail: 'payment:trade:payment:detail',
    export: 'payment:trade:payment:export',
  },
  fields: {
    trade_no: field.text({ label: '交易流水号', maxLength: 32, ...RO, search: 'eq' }),
    order_no: field.text({ label: '订单号', maxLength: 32, ...RO, search: 'eq' }),
    merchant_name: field.text({ label: '商户', virtual: true, ...RO, show: ['list', 'detail'] }),
    // Carried for the names beside them (车场, 结算单号); not columns of their own.
    park_id: field.integer({ label: '车场', ...RO, show: ['list', 'detail'] }),
    settlement_id: field.integer({ label: '结算单', ...RO, show: ['list', 'detail'] }),
    park_name: field.text({ label: '车场', virtual: true, ...RO, show: ['list', 'detail'] }),
    plate: field.text({ label: '车牌号', maxLength: 10, ...RO, show: ['detail'] }),
    business: field.code(BUSINESS, { label: '业务类型', ...RO, search: 'eq' }),
    pay_type: field.code(PAY_TYPE, { label: '支付方式', ...RO, show: ['detail'] }),
    pay_mode: field.code(PAY_MODE, { label: '支付渠道', ...RO, search: 'eq' }),
    amount: field.money({ label: '交易金额', ...RO }),
    fee_rate: field.integer({ label: '费率（万分比）', ...RO, show: ['detail'] }),
    fee: field.money({ label: '手续费', ...RO }),
    refunded_amount: field.money({ label: '已退款', ...RO }),
    settle_no: field.text({ label: '结算单号', virtual: true, ...RO, show: ['list', 'detail'] }),
    // (merchant_id, pay_time) is indexed.
    pay_time: field.time({ label: '支付时间', ...RO, search: 'range', sortable: true }),
  },
  list: {
    columns: [
      'trade_no',
      'merchant_name',
      'park_name',
      'business',
      'pay_mode',
      'amount',
      'fee',
      'refunded_amount',
      'settle_no',
      'pay_time',
    ],
    sort: ['pay_time', 'desc'],
  },
  detail: {
    sections: [
      { title: '交易', fields: ['trade_no', 'order_no', 'business', 'merchant_name', 'park_name', 'plate'] },
      {
        title: '支付',
        fields: [
          'pay_type',
          'pay_mode',
          'amount',
          'fee_rate',
          'fee',
          'refunded_amount',
          'pay_time',
          'settle_no',
        ],
      },
    ],
  },
});

/** 退款记录: a refund of a trade (never more than paid and remaining), settled with the day it was made. */
export const tradeRefundResource = defineResource({
  key: 'settlement/trade/refund',
  table: 'trade_refund',
  label: '退款记录',
  scope: 'merchant',
  permissions: {
    list: 'payment:trade:refund:list',
    detail: 'payment:trade:refund:list',
    export: 'payment:trade:refund:export',
  },
  fields: {
    refund_no: field.text({ label: '退款单号', maxLength: 32, ...RO, search: 'eq' }),
    trade_no: field.text({ label: '交易流水号', maxLength: 32, ...RO, search: 'eq' }),
    order_no: field.text({ label: '订单号', maxLength: 32, ...RO, show: ['detail'] }),
    merchant_name: field.text({ label: '商户', virtual: true, ...RO, show: ['list', 'detail'] }),
    // Carried for the names beside them (车场, 结算单号); not columns of their own.
    park_id: field.integer({ label: '车场', ...RO, show: ['list', 'detail'] }),
    settlement_id: field.integer({ label: '结算单', ...RO, show: ['list', 'detail'] }),
    park_name: field.text({ label: '车场', virtual: true, ...RO, show: ['list', 'detail'] }),
    business: field.code(BUSINESS, { label: '业务类型', ...RO, search: 'eq' }),
    pay_mode: field.code(PAY_MODE, { label: '支付渠道', ...RO, search: 'eq' }),
    amount: field.money({ label: '退款金额', ...RO }),
    reason: field.text({ label: '退款原因', maxLength: 255, ...RO }),
    settle_no: field.text({ label: '结算单号', virtual: true, ...RO, show: ['list', 'detail'] }),
    // (merchant_id, refund_time) is indexed.
    refund_time: field.time({ label: '退款时间', ...RO, search: 'range', sortable: true }),
  },
  list: {
    columns: [
      'refund_no',
      'trade_no',
      'merchant_name',
      'park_name',
      'business',
      'pay_mode',
      'amount',
      'reason',
      'settle_no',
      'refund_time',
    ],
    sort: ['refund_time', 'desc'],
  },
});
