import {
  COUPON_PURCHASE_STATUS,
  COUPON_STOCK_SOURCE,
  PURCHASE_IN_USE,
  PURCHASE_REVOKED,
} from '../../code-tables/coupon.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';
import { COUPON_MAX_PURCHASE } from './coupon-rule.js';

const RO = { readOnly: true } as const;

/** The read-only columns of a purchase (a warehouse entry bought from a lot owner). */
const purchaseFields = {
  stock_no: field.text({ label: '购券单号', maxLength: 32, ...RO, search: 'eq' }),
  coupon_name: field.text({ label: '优惠券', virtual: true, ...RO, show: ['list', 'detail'] }),
  buyer_name: field.text({ label: '购券商户', virtual: true, ...RO, show: ['list', 'detail'] }),
  seller_name: field.text({ label: '售券商户', virtual: true, ...RO, show: ['detail'] }),
  source: field.code(COUPON_STOCK_SOURCE, { label: '来源', ...RO, show: ['list', 'detail'] }),
  granted_count: field.integer({ label: '已发放', ...RO }),
  used_count: field.integer({ label: '已使用', ...RO }),
  remaining: field.integer({ label: '剩余', virtual: true, ...RO, show: ['list', 'detail'] }),
  unit_price: field.money({ label: '单价', ...RO }),
  amount: field.money({ label: '支付金额', ...RO }),
  refund_amount: field.money({ label: '退款金额', ...RO, show: ['detail'] }),
  pay_no: field.text({ label: '支付单号', maxLength: 32, ...RO, show: ['detail'] }),
  paid_time: field.time({ label: '支付时间', ...RO, show: ['detail'] }),
  status: field.code(COUPON_PURCHASE_STATUS, { label: '状态', ...RO, search: 'eq' }),
  expire_time: field.time({ label: '到期时间', ...RO }),
  operator_name: field.text({ label: '操作人', maxLength: 64, ...RO, show: ['detail'] }),
  revoke_reason: field.text({ label: '撤销原因', maxLength: 255, ...RO, show: ['detail'] }),
  // (merchant_id, create_time) and (seller_id, create_time) are indexed: each side reads newest first.
  create_time: field.time({ label: '购买时间', ...RO, search: 'range', sortable: true }),
} as const;

const revoke = {
  label: '撤销',
  permission: 'coupon:purchase:revoke',
  states: { field: 'status', in: [PURCHASE_IN_USE] },
  to: { field: 'status', value: PURCHASE_REVOKED },
  input: { revoke_reason: field.text({ label: '撤销原因', maxLength: 255, required: true }) },
  summary: ['stock_no', 'coupon_name', 'quantity', 'granted_count', 'unit_price'],
  danger: true,
  done: '已撤销，未发放的券已按单价退款',
} as const;

const detailSections = [
  { title: '购券', fields: ['stock_no', 'coupon_name', 'buyer_name', 'seller_name', 'source', 'status'] },
  { title: '数量', fields: ['quantity', 'granted_count', 'used_count', 'remaining', 'expire_time'] },
  {
    title: '支付',
    fields: [
      'unit_price',
      'amount',
      'refund_amount',
      'pay_no',
      'paid_time',
      'operator_name',
      'revoke_reason',
    ],
  },
] as const;

const listColumns = [
  'stock_no',
  'coupon_name',
  'buyer_name',
  'source',
  'quantity',
  'granted_count',
  'used_count',
  'remaining',
  'amount',
  'status',
  'expire_time',
  'create_time',
] as const;

/**
 * 购券记录: a merchant's purchase of a lot owner's coupons, one warehouse entry (coupon_stock,
 * source 购买 or 批量购券). The buyer owns the row; the seller reads it and may 撤销 it (the coupons
 * not yet granted are refunded at the unit price, those granted stay valid). 购买优惠券 picks a
 * coupon on sale to the buyer (parking-coupon/offer) and a quantity; the server prices and pays.
 */
export const couponPurchaseResource = defineResource({
  key: 'parking-coupon/purchase',
  table: 'coupon_stock',
  label: '购券记录',
  scope: 'merchant',
  // A group's per-lot tab lists the purchases of coupons valid at one lot (park_id).
  lotLink: { column: 'coupon_id', table: 'coupon_park', key: 'coupon_id' },
  sharedWith: { column: 'seller_id', actions: ['revoke'] },
  permissions: {
    list: 'coupon:purchase:list',
    detail: 'coupon:purchase:detail',
    create: 'coupon:purchase:create',
    export: 'coupon:purchase:export',
  },
  fields: {
    ...purchaseFields,
    coupon_id: field.ref('parking-coupon/offer', {
      label: '优惠券',
      required: true,
      immutable: true,
      show: ['form'],
    }),
    quantity: field.integer({
      label: '购买数量',
      required: true,
      immutable: true,
      minimum: 1,
      maximum: COUPON_MAX_PURCHASE,
      unit: '张',
    }),
  },
  list: { columns: listColumns, sort: ['create_time', 'desc'] },
  actions: { revoke },
  detail: { sections: detailSections },
});

/**
 * 批量购券: purchases from an import file, one per row (优惠券编号 as 购买优惠券 lists it, and a
 * quantity), each through the same checks and payment as one 购买. The list shows the purchases
 * made this way; they are also in 购券记录.
 */
export const couponPurchaseBatchResource = defineResource({
  key: 'parking-coupon/purchase-batch',
  table: 'coupon_stock',
  label: '批量购券',
  scope: 'merchant',
  sharedWith: { column: 'seller_id', actions: ['revoke'] },
  permissions: {
    list: 'coupon:purchase:list',
    detail: 'coupon:purchase:detail',
    create: 'coupon:purchase:import',
    import: 'coupon:purchase:import',
  },
  fields: {
    ...purchaseFields,
    coupon_id: field.integer({
      label: '优惠券编号',
      required: true,
      immutable: true,
      minimum: 1,
      show: ['form'],
    }),
    quantity: field.integer({
      label: '购买数量',
      required: true,
      immutable: true,
      minimum: 1,
      maximum: COUPON_MAX_PURCHASE,
      unit: '张',
    }),
  },
  list: { columns: listColumns, sort: ['create_time', 'desc'] },
  actions: { revoke },
  detail: { sections: detailSections },
});
