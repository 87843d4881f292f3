import { APPLICATION_STATUS } from '../../code-tables/merchant.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;
const PENDING = { field: 'status', in: [0] } as const;
const REVIEWER = { by: 'auditor_name', at: 'audit_time' } as const;

/** A recharge a merchant asks for, as both sides read it. */
const rechargeFields = {
  recharge_no: field.text({ label: '充值单号', maxLength: 32, ...RO, search: 'eq' }),
  amount: field.money({
    label: '充值金额',
    required: true,
    minimum: 1,
    maximum: 100_000_000,
    immutable: true,
  }),
  voucher: field.image({ label: '转账凭证', immutable: true, show: ['detail', 'form'] }),
  remark: field.text({
    label: '充值说明',
    maxLength: 255,
    immutable: true,
    show: ['list', 'detail', 'form'],
  }),
  status: field.code(APPLICATION_STATUS, { label: '审核状态', ...RO, search: 'eq' }),
  reject_reason: field.text({ label: '驳回原因', maxLength: 128, ...RO, show: ['detail'] }),
  applicant_name: field.text({ label: '申请人', maxLength: 64, ...RO, show: ['detail'] }),
  auditor_name: field.text({ label: '审核人', maxLength: 64, ...RO, show: ['detail'] }),
  audit_time: field.time({ label: '审核时间', ...RO, show: ['detail'] }),
  // (merchant_id, create_time) and (status, create_time) are indexed.
  create_time: field.time({ label: '申请时间', ...RO, search: 'range', sortable: true }),
};

/**
 * 申请充值 under 我的钱包: a merchant asks to top up its wallet by the amount it transferred to the
 * platform (with the transfer's voucher). It reads only its own requests.
 */
export const accountWalletRechargeResource = defineResource({
  key: 'account/wallet/recharge',
  table: 'wallet_recharge',
  label: '充值申请',
  scope: 'merchant',
  permissions: {
    list: 'account:wallet:view',
    detail: 'account:wallet:view',
    create: 'account:wallet:recharge',
  },
  fields: rechargeFields,
  list: {
    columns: ['recharge_no', 'amount', 'remark', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
});

/**
 * 钱包充值记录 (`/base/services/audit/list`): the platform approves a merchant's request (the wallet
 * is credited and the journal posts it once) or rejects it with a reason.
 */
export const walletRechargeAuditResource = defineResource({
  key: 'base/services/wallet/recharge',
  table: 'wallet_recharge',
  label: '钱包充值',
  scope: 'merchant',
  permissions: { list: 'wallet:recharge:list', detail: 'wallet:recharge:list' },
  fields: {
    merchant_name: field.text({
      label: '商户',
      maxLength: 128,
      virtual: true,
      ...RO,
      show: ['list', 'detail'],
    }),
    ...rechargeFields,
  },
  list: {
    columns: ['recharge_no', 'merchant_name', 'amount', 'remark', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  actions: {
    approve: {
      label: '通过',
      permission: 'wallet:recharge:audit',
      states: PENDING,
      to: { field: 'status', value: 1 },
      stamp: REVIEWER,
      done: '审核通过，已入账',
    },
    reject: {
      label: '驳回',
      permission: 'wallet:recharge:audit',
      states: PENDING,
      input: { reject_reason: field.text({ label: '驳回原因', maxLength: 128, required: true }) },
      to: { field: 'status', value: -1 },
      stamp: REVIEWER,
      danger: true,
      done: '已驳回',
    },
  },
});
