import { COUPON_PURCHASE_STATUS, COUPON_STOCK_SOURCE, COUPON_TYPE } from '../../code-tables/coupon.js';
import { PLATE_COLOR } from '../../code-tables/plate.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/** 批量发券 takes at most this many plates at once: one job, one page of progress. */
export const BULK_SEND_MAX_PLATES = 500;

/**
 * Splits a pasted list of plates (lines, commas, spaces, 、 or ；) into plates, upper-cased, blanks
 * dropped. Duplicates stay: two lines of one plate mean two coupons for it.
 */
export function splitPlates(text: string): string[] {
  return text
    .split(/[\s,，、;；]+/u)
    .map((plate) => plate.trim().toUpperCase())
    .filter((plate) => plate.length > 0);
}

/**
 * 入库记录: the coupons a holder has in its warehouse, one row per purchase, batch purchase or gift
 * (coupon_stock). The holder grants from it (发券, 批量发券); the seller (the coupon's owner) reads
 * it. The counters are the ledger's, moved in SQL by coupon-ledger.ts, never sent by a client:
 * 已发放 = successful grants not revoked, 已使用 = spent at a gate, 剩余 = 总数 − 已发放.
 */
export const couponWarehouseResource = defineResource({
  key: 'parking-coupon/warehouse',
  table: 'coupon_stock',
  label: '入库记录',
  scope: 'merchant',
  // A group's per-lot tab lists the entries of coupons valid at one lot (park_id).
  lotLink: { column: 'coupon_id', table: 'coupon_park', key: 'coupon_id' },
  sharedWith: { column: 'seller_id' },
  permissions: { list: 'coupon:warehouse:list', detail: 'coupon:warehouse:detail' },
  fields: {
    stock_no: field.text({ label: '入库单号', maxLength: 32, ...RO, search: 'eq' }),
    // What a select naming an entry shows (商户券规则's 入库记录): the coupon and the entry's number.
    name: field.text({ label: '入库记录', virtual: true, ...RO, show: ['detail'] }),
    // Read on list pages too (not a default column): the coupon's terms and the seller's name come from them.
    coupon_id: field.integer({ label: '优惠券编号', ...RO, search: 'eq', show: ['list', 'detail'] }),
    seller_id: field.integer({ label: '售券方编号', ...RO, show: ['list', 'detail'] }),
    coupon_name: field.text({ label: '优惠券', virtual: true, ...RO, show: ['list', 'detail'] }),
    coupon_type: field.code(COUPON_TYPE, { label: '券类型', virtual: true, ...RO, show: ['list', 'detail'] }),
    coupon_value: field.text({ label: '面额', virtual: true, ...RO, show: ['list', 'detail'] }),
    holder_name: field.text({ label: '持有商户', virtual: true, ...RO, show: ['detail'] }),
    seller_name: field.text({ label: '售券方', virtual: true, ...RO, show: ['list', 'detail'] }),
    source: field.code(COUPON_STOCK_SOURCE, { label: '来源', ...RO, search: 'eq' }),
    quantity: field.integer({ label: '总数', ...RO }),
    granted_count: field.integer({ label: '已发放', ...RO }),
    used_count: field.integer({ label: '已使用', ...RO }),
    remaining: field.integer({ label: '剩余', virtual: true, ...RO, show: ['list', 'detail'] }),
    // Grants of a 批量发券 still waiting for the job: the progress of a batch.
    pending_count: field.integer({ label: '发放中', virtual: true, ...RO, show: ['detail'] }),
    unit_price: field.money({ label: '单价', ...RO, show: ['detail'] }),
    amount: field.money({ label: '金额', ...RO, show: ['detail'] }),
    status: field.code(COUPON_PURCHASE_STATUS, { label: '状态', ...RO, search: 'eq' }),
    expire_time: field.time({ label: '有效期至', ...RO }),
    revoke_reason: field.text({ label: '撤销原因', maxLength: 255, ...RO, show: ['detail'] }),
    // (merchant_id, create_time) and (seller_id, create_time) are indexed.
    create_time: field.time({ label: '入库时间', ...RO, search: 'range', sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: [
      'stock_no',
      'coupon_name',
      'coupon_type',
      'coupon_value',
      'source',
      'quantity',
      'granted_count',
      'used_count',
      'remaining',
      'status',
      'expire_time',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  actions: {
    // Only the holder: sharedWith names no action, so the seller reads and never grants.
    send: {
      label: '发券',
      permission: 'coupon:warehouse:send',
      states: { field: 'status', in: [1] },
      input: {
        plate: field.plate({ label: '车牌号', required: true }),
        plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', required: true }),
      },
      defaults: { plate_color: 1 },
      summary: ['coupon_name', 'coupon_value', 'remaining', 'expire_time'],
      requestId: true,
      done: '发券成功',
      refreshes: ['parking-coupon/grant'],
    },
    'bulk-send': {
      label: '批量发券',
      permission: 'coupon:warehouse:send',
      states: { field: 'status', in: [1] },
      input: {
        plates: field.text({
          label: '车牌号',
          required: true,
          maxLength: 6000,
          help: `每行一个车牌（也可用逗号或空格分隔），最多 ${BULK_SEND_MAX_PLATES} 个；同一车牌写两次发两张`,
        }),
        plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', required: true }),
      },
      defaults: { plate_color: 1 },
      summary: ['coupon_name', 'remaining', 'expire_time'],
      requestId: true,
      done: '已提交批量发券，正在后台发放',
      refreshes: ['parking-coupon/grant'],
    },
  },
  detail: {
    sections: [
      {
        title: '入库信息',
        fields: [
          'stock_no',
          'coupon_name',
          'coupon_type',
          'coupon_value',
          'holder_name',
          'seller_name',
          'source',
          'status',
          'revoke_reason',
        ],
      },
      {
        title: '数量',
        fields: ['quantity', 'granted_count', 'used_count', 'remaining', 'pending_count'],
      },
      { title: '金额与时间', fields: ['unit_price', 'amount', 'expire_time', 'create_time', 'update_time'] },
    ],
  },
});
