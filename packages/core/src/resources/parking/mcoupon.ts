import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import {
  COUPON_GRANT_STATUS,
  COUPON_USE_STATUS,
  MCOUPON_DURATION,
  MCOUPON_FREE,
  MCOUPON_TYPE,
} from '../../code-tables/coupon.js';
import { PLATE_COLOR } from '../../code-tables/plate.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/** A reduction of at most ¥1,000.00 or one day: beyond that a shop is giving away a monthly card. */
export const MCOUPON_MAX_AMOUNT = 100_000;
export const MCOUPON_MAX_MINUTES = 1440;
export const MCOUPON_MAX_QUANTITY = 100_000;

/**
 * Why a face value does not fit its type, or undefined: fen for 减免金额, minutes for 减免时长,
 * nothing for 全免 (stored 0). Checked by the form and by the server alike.
 */
export function mcouponFaceProblem(type: number, face: number): string | undefined {
  if (!Number.isInteger(face)) return '面额须为整数';
  if (type === MCOUPON_FREE) return face === 0 ? undefined : '全免券不设面额';
  if (type === MCOUPON_DURATION) {
    return face >= 1 && face <= MCOUPON_MAX_MINUTES
      ? undefined
      : `减免时长须为 1-${MCOUPON_MAX_MINUTES} 分钟`;
  }
  return face >= 1 && face <= MCOUPON_MAX_AMOUNT ? undefined : '减免金额须为 ￥0.01-￥1000.00';
}

/** A condition every read and write of a resource carries: [column, operator, value]. */
export type FixedCondition =
  | readonly [column: string, op: '=' | '!=' | '>', value: number | string]
  | readonly [column: string, op: 'is', value: null];

/**
 * The `coupon` rows that are 商户券: a lot's own coupon names its lot (the coupon screens' coupons do
 * not), and a 商户券 its shop (a red-packet activity's coupon has no issuer_name: NULL fails `<> ''`).
 * The routes and the demo-seed check read the table through it.
 */
export const MCOUPON_ROWS: readonly FixedCondition[] = [
  ['park_id', '>', 0],
  ['issuer_name', '!=', ''],
];

/** The `coupon` rows on sale (停车券 › 优惠券): a lot's own coupons (商户券, red packets') name their lot. */
export const COUPON_ON_SALE_ROWS: readonly FixedCondition[] = [['park_id', 'is', null]];

/** The `coupon_grant` rows handed out at a lot (a 商户券's and a red packet's name their lot when granted). */
export const COUPON_RECORD_ROWS: readonly FixedCondition[] = [['park_id', '>', 0]];

/**
 * 商户券: a lot's coupon that a shop of the mall hands to its customers' plates (发放). It is a
 * `coupon` of the coupon ledger (issue 16: one coupon model) naming its one lot in `park_id` (also
 * bound through coupon_park, as the exit gate reads) and the shop in `issuer_name`; its 发行总量 and
 * counters are its gift warehouse entry's (coupon_stock, source 赠送, held by the lot owner), read
 * onto the row and written by the server in SQL, never by a client. Its terms (type, face value,
 * total, validity) are fixed once created, since coupons already issued promise them.
 */
export const mcouponTokenResource = defineResource({
  key: 'parking/mcoupon',
  table: 'coupon',
  label: '商户券',
  scope: 'park',
  permissions: {
    list: 'parking:mcoupon:token:list',
    detail: 'parking:mcoupon:token:detail',
    create: 'parking:mcoupon:token:create',
  },
  fields: {
    park_id: field.park({
      label: '车场',
      required: true,
      immutable: true,
      search: 'eq',
      show: ['detail', 'form'],
    }),
    park_name: field.text({ label: '车场', virtual: true, ...RO, show: ['list', 'detail'] }),
    name: field.text({ label: '券名称', maxLength: 32, required: true, immutable: true, search: 'contains' }),
    issuer_name: field.text({
      label: '发券商户',
      maxLength: 64,
      required: true,
      immutable: true,
      search: 'contains',
    }),
    coupon_type: field.code(MCOUPON_TYPE, { label: '券类型', required: true, immutable: true, search: 'eq' }),
    face_value: field.integer({
      label: '面额',
      required: true,
      immutable: true,
      minimum: 0,
      maximum: MCOUPON_MAX_AMOUNT,
      face: { typeField: 'coupon_type', inputs: 'mcoupon' },
    }),
    // The warehouse entry's: written there on create, read from it (one query per page).
    quantity: field.integer({
      label: '发行总量',
      required: true,
      immutable: true,
      minimum: 1,
      maximum: MCOUPON_MAX_QUANTITY,
      virtual: true,
    }),
    // Out with plates now: a 作废 coupon goes back to the warehouse, as any revoked grant.
    issued_count: field.integer({ label: '已发放', virtual: true, ...RO, show: ['list', 'detail'] }),
    used_count: field.integer({ label: '已使用', virtual: true, ...RO, show: ['list', 'detail'] }),
    remaining: field.integer({ label: '剩余', virtual: true, ...RO, show: ['list', 'detail'] }),
    start_time: field.time({ label: '生效时间', required: true, immutable: true }),
    end_time: field.time({ label: '到期时间', required: true, immutable: true, sortable: true }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, immutable: true, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: [
      'name',
      'issuer_name',
      'coupon_type',
      'face_value',
      'quantity',
      'issued_count',
      'used_count',
      'remaining',
      'end_time',
      'status',
    ],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'parking:mcoupon:token:update' },
  actions: {
    // No states: the server names the reason (停用, not yet valid, expired, exhausted) itself.
    issue: { label: '发放', permission: 'parking:mcoupon:token:issue' },
  },
  detail: {
    sections: [
      {
        title: '券信息',
        fields: ['name', 'issuer_name', 'park_name', 'coupon_type', 'face_value', 'status', 'remark'],
      },
      { title: '有效期', fields: ['start_time', 'end_time', 'create_time', 'update_time'] },
    ],
  },
});

/**
 * 优惠券记录: the coupons handed to plates at a lot — a 商户券's 发放 and a red packet (红包活动) —
 * as grants of the coupon ledger (`coupon_grant`, park_id = the lot, set when granted). 状态 is the
 * grant's use_status (未使用/已使用/已过期) and 发放状态 its status (发放成功/已撤销: 作废 revokes it
 * and the coupon goes back to its warehouse entry). Name, issuer, type and face value are read from
 * the coupon (a red packet's random amount from the grant's own face). A shop's grant of a coupon the
 * lot owner sold joins once it is spent at the lot (the spend sets park_id): the holder owns the row,
 * and the seller, whose lots are the only ones its coupons are valid at, reads it (sharedWith). 作废
 * stays the holder's.
 */
export const mcouponRecordResource = defineResource({
  key: 'parking/coupon-record',
  table: 'coupon_grant',
  label: '优惠券',
  scope: 'park',
  sharedWith: { column: 'seller_id' },
  permissions: { list: 'coupon:record:list', detail: 'coupon:record:list' },
  // Searches follow this order, the first two unfolded: plate and status are what a booth asks first.
  fields: {
    plate: field.plate({ label: '车牌号', ...RO, search: 'prefix' }),
    plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', ...RO, show: ['detail'] }),
    use_status: field.code(COUPON_USE_STATUS, { label: '状态', ...RO, search: 'eq' }),
    grant_no: field.text({ label: '券码', maxLength: 32, ...RO, search: 'eq' }),
    status: field.code(COUPON_GRANT_STATUS, { label: '发放状态', ...RO, search: 'eq' }),
    park_id: field.park({ label: '车场', ...RO, search: 'eq', show: ['detail'] }),
    park_name: field.text({ label: '车场', virtual: true, ...RO, show: ['detail'] }),
    // Read on list pages too: the coupon's terms are added to each row from it.
    coupon_id: field.ref('parking/mcoupon', {
      label: '商户券',
      ...RO,
      search: 'eq',
      show: ['list', 'detail'],
    }),
    coupon_name: field.text({ label: '券名称', virtual: true, ...RO, show: ['list', 'detail'] }),
    issuer_name: field.text({ label: '发券商户', virtual: true, ...RO, show: ['list', 'detail'] }),
    coupon_type: field.code(MCOUPON_TYPE, { label: '券类型', virtual: true, ...RO, show: ['detail'] }),
    face_value: field.integer({
      label: '面额',
      virtual: true,
      ...RO,
      show: ['list', 'detail'],
      face: { typeField: 'coupon_type', inputs: 'mcoupon' },
    }),
    // (merchant_id, grant_time) and (stock_id, grant_time) are indexed.
    grant_time: field.time({ label: '发放时间', ...RO, search: 'range', sortable: true }),
    expire_time: field.time({ label: '到期时间', ...RO }),
    operator_name: field.text({ label: '发放人', maxLength: 64, ...RO, show: ['detail'] }),
    use_time: field.time({ label: '使用时间', ...RO }),
    discount_amount: field.money({ label: '抵扣金额', ...RO }),
    order_no: field.text({ label: '订单号', maxLength: 32, ...RO, show: ['list', 'detail'] }),
    record_id: field.ref('parking/record', { label: '停车记录', ...RO, show: ['detail'] }),
  },
  list: {
    columns: [
      'grant_no',
      'coupon_name',
      'issuer_name',
      'face_value',
      'plate',
      'use_status',
      'status',
      'grant_time',
      'expire_time',
      'use_time',
      'discount_amount',
      'order_no',
    ],
    sort: ['grant_time', 'desc'],
  },
  actions: {
    // Only 发放成功; the server also refuses a used one (revokeGrant's guard).
    void: { label: '作废', permission: 'coupon:record:void', states: { field: 'status', in: [1] } },
  },
  detail: {
    sections: [
      {
        title: '优惠券',
        fields: [
          'grant_no',
          'coupon_name',
          'issuer_name',
          'coupon_type',
          'face_value',
          'park_name',
          'use_status',
          'status',
        ],
      },
      { title: '发放', fields: ['plate', 'plate_color', 'grant_time', 'expire_time', 'operator_name'] },
      { title: '使用', fields: ['use_time', 'discount_amount', 'order_no', 'record_id'] },
    ],
  },
});
