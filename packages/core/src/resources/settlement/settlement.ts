import { SETTLEMENT_LINE_KIND, TRANSFER_STATUS } from '../../code-tables/payment.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;
/** A settled amount, a deficit carried and a line may be below zero. */
const SIGNED = { ...RO, minimum: Number.MIN_SAFE_INTEGER } as const;

/**
 * 结算记录: one merchant's day settled T+1 by the settlement job: its trades less refunds, channel
 * fees and the partner's share (plus any deficit carried from an earlier settlement) is what is
 * transferred. Read-only: the job writes it.
 */
export const settlementResource = defineResource({
  key: 'settlement/trade/settlement',
  table: 'settlement',
  label: '结算记录',
  scope: 'merchant',
  permissions: {
    list: 'payment:trade:settlement:list',
    detail: 'payment:trade:settlement:detail',
    export: 'payment:trade:settlement:export',
  },
  fields: {
    settle_no: field.text({ label: '结算单号', maxLength: 32, ...RO, search: 'eq' }),
    merchant_name: field.text({ label: '商户', virtual: true, ...RO, show: ['list', 'detail'] }),
    // (merchant_id, settle_day) is unique, settle_day indexed.
    settle_day: field.time({ label: '结算日', ...RO, search: 'range', sortable: true }),
    trade_count: field.integer({ label: '交易笔数', ...RO }),
    trade_amount: field.money({ label: '交易金额', ...RO }),
    refund_amount: field.money({ label: '退款金额', ...RO }),
    fee_amount: field.money({ label: '渠道手续费', ...RO }),
    share_amount: field.money({ label: '分账金额', ...RO }),
    partner_id: field.integer({ label: '服务商', ...RO, show: ['detail'] }),
    partner_name: field.text({ label: '服务商', virtual: true, ...RO, show: ['detail'] }),
    partner_rate: field.integer({ label: '服务商分账比例（万分比）', ...RO, show: ['detail'] }),
    carry_amount: field.money({ label: '上期结转', ...SIGNED, show: ['detail'] }),
    settled_amount: field.money({ label: '结算金额', ...SIGNED }),
    transfer_status: field.code(TRANSFER_STATUS, { label: '转账状态', ...RO, search: 'eq' }),
    create_time: field.time({ label: '结算时间', ...RO }),
  },
  list: {
    columns: [
      'settle_no',
      'merchant_name',
      'settle_day',
      'trade_count',
      'trade_amount',
      'refund_amount',
      'fee_amount',
      'share_amount',
      'settled_amount',
      'transfer_status',
    ],
    sort: ['settle_day', 'desc'],
  },
  detail: {
    sections: [
      {
        title: '结算',
        fields: ['settle_no', 'merchant_name', 'settle_day', 'create_time', 'transfer_status'],
      },
      {
        title: '金额',
        fields: [
          'trade_count',
          'trade_amount',
          'refund_amount',
          'fee_amount',
          'partner_name',
          'partner_rate',
          'share_amount',
          'carry_amount',
          'settled_amount',
        ],
      },
    ],
  },
});

/** 结算明细: the lines of a settlement (each trade, its fee, each refund, the share, a carried deficit). */
export const settlementLineResource = defineResource({
  key: 'settlement/trade/settlement-line',
  table: 'settlement_line',
  label: '结算明细',
  scope: 'merchant',
  permissions: {
    list: 'payment:trade:settlement:detail',
    detail: 'payment:trade:settlement:detail',
  },
  fields: {
    // (settlement_id, id) is indexed: a settlement's lines in order.
    settlement_id: field.integer({ label: '结算单', ...RO, search: 'eq', show: ['list', 'detail'] }),
    kind: field.code(SETTLEMENT_LINE_KIND, { label: '类型', ...RO, search: 'eq' }),
    ref_no: field.text({ label: '单号', maxLength: 32, ...RO, search: 'eq' }),
    amount: field.money({ label: '金额', ...SIGNED }),
    create_time: field.time({ label: '记账时间', ...RO, sortable: true }),
  },
  list: { columns: ['kind', 'ref_no', 'amount', 'create_time'], sort: ['create_time', 'asc'] },
});

/** 转账记录: a settlement's amount paid to the merchant's bank account, retried until paid. */
export const transferResource = defineResource({
  key: 'settlement/trade/transfer',
  table: 'transfer',
  label: '转账记录',
  scope: 'merchant',
  permissions: {
    list: 'payment:trade:transfer:list',
    detail: 'payment:trade:transfer:detail',
    export: 'payment:trade:transfer:export',
  },
  fields: {
    transfer_no: field.text({ label: '转账单号', maxLength: 32, ...RO, search: 'eq' }),
    settle_no: field.text({ label: '结算单号', maxLength: 32, ...RO, search: 'eq' }),
    merchant_name: field.text({ label: '商户', virtual: true, ...RO, show: ['list', 'detail'] }),
    amount: field.money({ label: '转账金额', ...RO }),
    account_name: field.text({ label: '收款户名', maxLength: 64, ...RO }),
    bank_account: field.text({ label: '收款账号', maxLength: 32, ...RO }),
    status: field.code(TRANSFER_STATUS, { label: '转账状态', ...RO, search: 'eq' }),
    attempts: field.integer({ label: '尝试次数', ...RO, show: ['detail'] }),
    bank_serial: field.text({ label: '银行流水号', maxLength: 64, ...RO, show: ['detail'] }),
    fail_reason: field.text({ label: '失败原因', maxLength: 255, ...RO, show: ['detail'] }),
    transfer_time: field.time({ label: '到账时间', ...RO }),
    // (merchant_id, create_time) is indexed.
    create_time: field.time({ label: '创建时间', ...RO, search: 'range', sortable: true }),
  },
  list: {
    columns: [
      'transfer_no',
      'settle_no',
      'merchant_name',
      'amount',
      'account_name',
      'bank_account',
      'status',
      'transfer_time',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  detail: {
    sections: [
      {
        title: '转账',
        fields: ['transfer_no', 'settle_no', 'merchant_name', 'amount', 'status', 'create_time'],
      },
      {
        title: '收款与到账',
        fields: ['account_name', 'bank_account', 'attempts', 'bank_serial', 'fail_reason', 'transfer_time'],
      },
    ],
  },
});
