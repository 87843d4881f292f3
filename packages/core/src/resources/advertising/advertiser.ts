import { AD_BID_MODE, AD_BILL_KIND, AD_SLOT_TYPE } from '../../code-tables/advertising.js';
import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;
const ADVERTISER = 'adverting/advertiser';

/**
 * 广告主: an advertiser record of a tenant (an advertiser tenant keeps its brands here; the platform
 * its direct clients). Its balance is not a column: it is the sum of its bill lines, each one journal
 * entry, so the shown balance can never drift from the ledger. Below `low_balance` serving stops.
 */
export const advertiserResource = defineResource({
  key: ADVERTISER,
  table: 'ad_advertiser',
  label: '广告主',
  scope: 'merchant',
  permissions: {
    list: 'advertising:advertiser:list',
    detail: 'advertising:advertiser:detail',
    create: 'advertising:advertiser:create',
    update: 'advertising:advertiser:update',
  },
  fields: {
    name: field.text({ label: '广告主名称', maxLength: 64, required: true, search: 'contains' }),
    industry: field.text({ label: '所属行业', maxLength: 32, required: true, search: 'eq' }),
    contact_name: field.text({ label: '联系人', maxLength: 32, required: true }),
    contact_mobile: field.mobile({ label: '联系电话', required: true }),
    address: field.text({ label: '联系地址', maxLength: 128, show: ['detail', 'form'] }),
    low_balance: field.money({
      label: '低余额停投阈值',
      required: true,
      maximum: 100_000_000,
      help: '余额低于此金额时广告停止投放',
    }),
    balance: field.money({ label: '账户余额', virtual: true, ...RO, show: ['list', 'detail'] }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    // (merchant_id, create_time) is indexed for the list's order.
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
  },
  list: {
    columns: [
      'name',
      'industry',
      'contact_name',
      'contact_mobile',
      'balance',
      'low_balance',
      'status',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'advertising:advertiser:update' },
  detail: {
    sections: [
      {
        title: '基本信息',
        fields: ['name', 'industry', 'contact_name', 'contact_mobile', 'address', 'remark'],
      },
      { title: '账户', fields: ['balance', 'low_balance', 'status', 'create_time'] },
    ],
  },
});

/** 出价设置: one bid per advertiser and slot type, per thousand impressions (CPM) or per click (CPC). */
export const adBidResource = defineResource({
  key: 'adverting/advertiser/price',
  table: 'ad_bid',
  label: '出价设置',
  scope: 'merchant',
  permissions: {
    list: 'advertising:advertiser:price:view',
    detail: 'advertising:advertiser:price:view',
    create: 'advertising:advertiser:price:update',
    update: 'advertising:advertiser:price:update',
  },
  fields: {
    advertiser_id: field.ref(ADVERTISER, {
      label: '广告主',
      required: true,
      immutable: true,
      search: 'eq',
      show: ['form', 'detail'],
    }),
    slot_type: field.code(AD_SLOT_TYPE, {
      label: '广告位类型',
      required: true,
      immutable: true,
      search: 'eq',
    }),
    bid_mode: field.code(AD_BID_MODE, { label: '出价方式', required: true }),
    bid: field.money({
      label: '出价',
      required: true,
      minimum: 1,
      maximum: 10_000_000,
      help: 'CPM 为每千次曝光的价格，CPC 为每次点击的价格',
    }),
    update_time: field.time({ label: '更新时间', ...RO, sortable: true }),
  },
  list: { columns: ['slot_type', 'bid_mode', 'bid', 'update_time'], sort: ['update_time', 'desc'] },
});

/**
 * 预付充值: money an advertiser pays in ahead. Saving one posts a journal entry (the platform's
 * clearing account to the advertiser's deposit) and its bill line in the same transaction.
 */
export const adRechargeResource = defineResource({
  key: 'adverting/advertiser/recharge',
  table: 'ad_recharge',
  label: '预付充值',
  scope: 'merchant',
  permissions: {
    list: 'advertising:advertiser:recharge:list',
    detail: 'advertising:advertiser:recharge:list',
    create: 'advertising:advertiser:recharge:create',
  },
  fields: {
    advertiser_id: field.ref(ADVERTISER, {
      label: '广告主',
      required: true,
      immutable: true,
      search: 'eq',
      show: ['form', 'detail'],
    }),
    recharge_no: field.text({ label: '充值单号', maxLength: 32, ...RO, search: 'eq' }),
    amount: field.money({
      label: '充值金额',
      required: true,
      minimum: 100,
      maximum: 100_000_000,
      help: '至少 1 元，单笔不超过 100 万元',
    }),
    remark: field.text({ label: '备注', maxLength: 128 }),
    operator_name: field.text({ label: '操作人', maxLength: 64, ...RO }),
    create_time: field.time({ label: '充值时间', ...RO, sortable: true, search: 'range' }),
  },
  list: {
    columns: ['recharge_no', 'amount', 'remark', 'operator_name', 'create_time'],
    sort: ['create_time', 'desc'],
  },
});

/**
 * 账单明细: the advertiser's sub-ledger, one line per journal entry that moves its deposit (a
 * recharge +, spend −, refund), written only by the postings themselves; nobody edits a bill.
 */
export const adBillResource = defineResource({
  key: 'adverting/advertiser/billing',
  table: 'ad_bill',
  label: '账单明细',
  scope: 'merchant',
  permissions: {
    list: 'advertising:advertiser:billing:list',
    detail: 'advertising:advertiser:billing:list',
  },
  fields: {
    advertiser_id: field.ref(ADVERTISER, { label: '广告主', ...RO, search: 'eq', show: ['detail'] }),
    kind: field.code(AD_BILL_KIND, { label: '账单类型', ...RO, search: 'eq' }),
    ref_no: field.text({ label: '业务单号', maxLength: 32, ...RO, search: 'eq' }),
    amount: field.money({ label: '变动金额', ...RO, help: '充值为正，消耗为负' }),
    memo: field.text({ label: '说明', maxLength: 128, ...RO }),
    entry_id: field.integer({ label: '记账凭证', ...RO, show: ['detail'] }),
    create_time: field.time({ label: '记账时间', ...RO, sortable: true, search: 'range' }),
  },
  list: { columns: ['kind', 'ref_no', 'amount', 'memo', 'create_time'], sort: ['create_time', 'desc'] },
});
