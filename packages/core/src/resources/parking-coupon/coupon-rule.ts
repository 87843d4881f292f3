import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;
/** The most coupons one purchase may hold; also a rule's ceiling. */
export const COUPON_MAX_PURCHASE = 100_000;

/**
 * 优惠券规则: how a lot owner limits the purchase of one of its coupons: at least and at most so many
 * per purchase, and at most so many per buyer in a calendar month (China time; 0 = no cap). One
 * rule per coupon; a 停用 rule limits nothing. The purchase checks it.
 */
export const couponRuleResource = defineResource({
  key: 'parking-coupon/rule',
  table: 'coupon_rule',
  label: '优惠券规则',
  scope: 'merchant',
  permissions: {
    list: 'coupon:rule:list',
    detail: 'coupon:rule:list',
    create: 'coupon:rule:create',
    update: 'coupon:rule:update',
  },
  fields: {
    coupon_id: field.ref('parking-coupon/coupon', {
      label: '优惠券',
      required: true,
      immutable: true,
      search: 'eq',
      show: ['list', 'detail', 'form'],
    }),
    coupon_name: field.text({ label: '优惠券', virtual: true, ...RO, show: ['list'] }),
    min_quantity: field.integer({
      label: '单次最少购买',
      required: true,
      minimum: 1,
      maximum: COUPON_MAX_PURCHASE,
      unit: '张',
    }),
    max_quantity: field.integer({
      label: '单次最多购买',
      required: true,
      minimum: 1,
      maximum: COUPON_MAX_PURCHASE,
      unit: '张',
    }),
    monthly_limit: field.integer({
      label: '每商户每月限购',
      required: true,
      minimum: 0,
      maximum: 10_000_000,
      unit: '张',
      help: '0 为不限',
    }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: ['coupon_name', 'min_quantity', 'max_quantity', 'monthly_limit', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'coupon:rule:update' },
});
