import {
  COUPON_GRANT_CHANNEL,
  COUPON_GRANT_STATUS,
  COUPON_TYPE,
  COUPON_USE_STATUS,
} from '../../code-tables/coupon.js';
import { PLATE_COLOR } from '../../code-tables/plate.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * 发券记录: every coupon a holder handed to a plate (coupon_grant), by any channel — by hand, a
 * 批量发券 job, a fixed or dynamic code, an event. The seller of the coupon reads them too. 撤销
 * gives an unused one back to its warehouse entry (coupon-ledger revokeGrant); only the holder may.
 */
export const couponGrantResource = defineResource({
  key: 'parking-coupon/grant',
  table: 'coupon_grant',
  label: '发券记录',
  scope: 'merchant',
  sharedWith: { column: 'seller_id' },
  permissions: { list: 'coupon:grant:list', detail: 'coupon:grant:list', export: 'coupon:grant:export' },
  fields: {
    // (merchant_id, plate, grant_time) is indexed: a holder looks a car up by the start of its plate.
    plate: field.plate({ label: '车牌号', ...RO, search: 'prefix' }),
    plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', ...RO, show: ['detail'] }),
    status: field.code(COUPON_GRANT_STATUS, { label: '发放状态', ...RO, search: 'eq' }),
    use_status: field.code(COUPON_USE_STATUS, { label: '使用状态', ...RO, search: 'eq' }),
    channel: field.code(COUPON_GRANT_CHANNEL, { label: '发放渠道', ...RO, search: 'eq' }),
    grant_no: field.text({ label: '发券单号', maxLength: 32, ...RO, search: 'eq' }),
    // Read on list pages too (not default columns): the coupon's terms and the lot's name come from them.
    coupon_id: field.integer({ label: '优惠券编号', ...RO, search: 'eq', show: ['list', 'detail'] }),
    stock_id: field.integer({ label: '入库记录编号', ...RO, search: 'eq', show: ['detail'] }),
    coupon_name: field.text({ label: '优惠券', virtual: true, ...RO, show: ['list', 'detail'] }),
    coupon_type: field.code(COUPON_TYPE, { label: '券类型', virtual: true, ...RO, show: ['detail'] }),
    coupon_value: field.text({ label: '面额', virtual: true, ...RO, show: ['list', 'detail'] }),
    holder_name: field.text({ label: '发券商户', virtual: true, ...RO, show: ['detail'] }),
    grant_time: field.time({ label: '发放时间', ...RO, search: 'range', sortable: true }),
    expire_time: field.time({ label: '到期时间', ...RO }),
    operator_name: field.text({ label: '发放人', maxLength: 64, ...RO, show: ['detail'] }),
    fail_reason: field.text({ label: '失败原因', maxLength: 255, ...RO, show: ['list', 'detail'] }),
    use_time: field.time({ label: '使用时间', ...RO }),
    park_id: field.integer({ label: '使用车场编号', ...RO, show: ['list', 'detail'] }),
    park_name: field.text({ label: '使用车场', virtual: true, ...RO, show: ['list', 'detail'] }),
    // 发券记录 has no detail route in the catalogue: where a coupon was spent shows in the list.
    order_no: field.text({ label: '订单号', maxLength: 32, ...RO, show: ['list', 'detail'] }),
    record_id: field.integer({ label: '停车记录编号', ...RO, show: ['detail'] }),
    discount_amount: field.money({ label: '抵扣金额', ...RO }),
  },
  list: {
    columns: [
      'grant_no',
      'plate',
      'coupon_name',
      'coupon_value',
      'channel',
      'status',
      'use_status',
      'grant_time',
      'expire_time',
      'use_time',
      'park_name',
      'order_no',
      'discount_amount',
      'fail_reason',
    ],
    sort: ['grant_time', 'desc'],
  },
  actions: {
    // Only the holder (sharedWith names no action). The server also needs it unused: a spent coupon
    // paid an exit and cannot come back.
    revoke: {
      label: '撤销',
      permission: 'coupon:grant:revoke',
      states: { field: 'status', in: [1] },
      danger: true,
      done: '已撤销，券已退回入库记录；所属购券已撤销的，按单价退款',
      refreshes: ['parking-coupon/warehouse'],
    },
  },
  detail: {
    sections: [
      {
        title: '发放',
        fields: [
          'grant_no',
          'plate',
          'plate_color',
          'coupon_name',
          'coupon_type',
          'coupon_value',
          'holder_name',
          'channel',
          'status',
          'fail_reason',
          'grant_time',
          'expire_time',
          'operator_name',
        ],
      },
      {
        title: '使用',
        fields: ['use_status', 'use_time', 'park_name', 'order_no', 'record_id', 'discount_amount'],
      },
    ],
  },
});
