import { resourcePermissions as r } from '../define-permissions.js';

/**
 * 停车集团 (spec 02 §2.15). The group platform has its own codes rather than the parking ones: a
 * group account is on the partner platform, and sharing `parking:*` would open the provider's
 * parking menus to it. The per-lot coupon tabs use the `coupon:*` codes of the coupon product.
 */
export const GROUP_PERMISSIONS = [
  ...r('group', 'console', '集团项目概览', ['view']),
  ...r('group', 'order:payment', '集团临停订单', ['list', 'detail', 'export']),
  ...r('group', 'order:recharge', '集团月卡订单', ['list', 'detail', 'export']),
  ...r('group', 'record', '集团停车记录', ['list', 'detail', 'export']),
  ...r('group', 'abnormal', '异常通行', ['list', 'export']),
  ...r('group', 'account', '车场结算账户', ['view']),
  ...r('group', 'reserve', '集团预约记录', ['list', 'export']),
  ...r('group', 'reserve-rule', '预约规则', ['view', 'update']),
  ...r('group', 'package', '月卡套餐', ['list', 'detail', 'create', 'update']),
  ...r('group', 'month-card', '集团月卡车辆', ['list', 'detail', 'export', 'create', 'renew']),
  ...r('group', 'value-card', '集团储值卡车辆', ['list', 'export']),
  ...r('group', 'whitelist', '集团白名单', ['list', 'detail', 'create', 'delete']),
  ...r('group', 'blacklist', '集团黑名单', ['list', 'create', 'delete']),
  ...r('group', 'passport', '集团无牌车通行证', ['list', 'detail']),
  ...r('group', 'member', '集团会员车辆', ['list']),
  ...r('group', 'renewal', '续费记录', ['list', 'detail', 'export']),
  ...r('group', 'statistics', '集团统计概览', ['view']),
  ...r('group', 'overview', '集团数据大屏', ['view']),
];
