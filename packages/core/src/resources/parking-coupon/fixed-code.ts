import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

export const FIXED_CODE_MAX_PER_PLATE = 100;
export const FIXED_CODE_MAX_DAILY = 100_000;

/**
 * 固定券码: a code a coupon holder prints at its counter for one of its warehouse entries. A customer
 * who scans it enters a plate on the public page and receives one coupon (channel 3), within the
 * code's per-plate and daily limits and validity. The code itself is made by the server (random,
 * unguessable, unique), so it is never sent by a form; the cashier's 动态码派发 page makes
 * single-use codes from it.
 */
export const fixedCodeResource = defineResource({
  key: 'parking-coupon/fixed-code',
  table: 'coupon_fixed_code',
  label: '固定券码',
  scope: 'merchant',
  permissions: {
    list: 'coupon:fixed-code:list',
    detail: 'coupon:fixed-code:detail',
    create: 'coupon:fixed-code:create',
    update: 'coupon:fixed-code:update',
  },
  fields: {
    name: field.text({ label: '券码名称', maxLength: 32, required: true, search: 'contains' }),
    code: field.text({ label: '券码', maxLength: 32, ...RO, search: 'eq' }),
    // The warehouse entry is fixed once created: grants already made name it.
    stock_id: field.ref('parking-coupon/warehouse', {
      label: '入库记录',
      required: true,
      immutable: true,
      show: ['detail', 'form'],
      help: '本商户使用中的入库记录',
    }),
    stock_no: field.text({ label: '入库单号', virtual: true, ...RO, show: ['detail'] }),
    coupon_name: field.text({ label: '优惠券', virtual: true, ...RO, show: ['list', 'detail'] }),
    stock_left: field.integer({ label: '库存剩余', virtual: true, ...RO, show: ['list', 'detail'] }),
    plate_limit: field.integer({
      label: '每车限领',
      required: true,
      minimum: 1,
      maximum: FIXED_CODE_MAX_PER_PLATE,
      unit: '张',
    }),
    daily_limit: field.integer({
      label: '每日限领',
      required: true,
      minimum: 0,
      maximum: FIXED_CODE_MAX_DAILY,
      unit: '张',
      help: '全部车辆每日合计，0 表示不限',
    }),
    start_time: field.time({ label: '生效时间', required: true }),
    end_time: field.time({ label: '失效时间', required: true, sortable: true }),
    granted_count: field.integer({ label: '已领取', ...RO }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: [
      'name',
      'code',
      'coupon_name',
      'stock_left',
      'plate_limit',
      'daily_limit',
      'granted_count',
      'end_time',
      'status',
    ],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'coupon:fixed-code:update' },
  detail: {
    sections: [
      { title: '券码', fields: ['name', 'code', 'status', 'granted_count', 'remark'] },
      { title: '优惠券', fields: ['stock_id', 'stock_no', 'coupon_name', 'stock_left'] },
      {
        title: '领取限制',
        fields: ['plate_limit', 'daily_limit', 'start_time', 'end_time', 'create_time', 'update_time'],
      },
    ],
  },
});
