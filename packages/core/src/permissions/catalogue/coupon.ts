import { resourcePermissions as r, singlePermission } from '../define-permissions.js';

/** 停车券 (spec 02 §2.17) and the lots' coupon tabs. */
export const COUPON_PERMISSIONS = [
  ...r('coupon', 'record', '优惠券使用记录', ['list', 'export']),
  singlePermission('coupon:record:void', '作废优惠券', '优惠券使用记录'),
  ...r('coupon', 'grant', '发券记录', ['list', 'export', 'revoke']),
  ...r('coupon', 'event-record', '活动券记录', ['list', 'detail']),
  ...r('coupon', 'coupon', '优惠券', ['list', 'create', 'update']),
  ...r('coupon', 'purchase', '购券记录', ['list', 'detail', 'create', 'import', 'revoke', 'export']),
  ...r('coupon', 'warehouse', '入库记录', ['list', 'detail']),
  singlePermission('coupon:warehouse:send', '发券', '入库记录'),
  ...r('coupon', 'fixed-code', '固定券码', ['list', 'detail', 'create', 'update', 'dispatch']),
  ...r('coupon', 'rule', '优惠券规则', ['list', 'create', 'update']),
  ...r('coupon', 'merchant-rule', '商户券规则', ['list', 'detail', 'create']),
  singlePermission('coupon:merchant-rule:update', '启停商户券规则', '商户券规则'),
  ...r('coupon', 'event-rule', '活动规则', ['list', 'detail', 'create', 'update']),
  ...r('coupon', 'merchant', '券商户', ['list', 'create', 'update', 'authorize']),
  // A cashier or POS reports a plate's spend; the 消费满额 rules give their coupons.
  singlePermission('coupon:event-rule:report', '上报消费', '活动规则'),
];
