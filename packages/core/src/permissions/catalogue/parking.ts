import { resourcePermissions as r, singlePermission } from '../define-permissions.js';

/**
 * 停车 (spec 02 §2.9, §2.10): one code per resource, shared by the provider's screens, the merchant's
 * screens and the group's per-lot tabs; which of them a user sees is decided by products and platform.
 */
export const PARKING_PERMISSIONS = [
  ...r('parking', 'park', '车场', ['list', 'detail', 'create', 'update', 'export']),
  ...r('parking', 'city', '城市', ['list', 'detail', 'create', 'update', 'delete']),
  ...r('parking', 'collection', '车场采集', ['list', 'detail', 'audit']),
  ...r('parking', 'order:payment', '临停订单', ['list', 'detail', 'export', 'refund']),
  ...r('parking', 'order:recharge', '月卡订单', ['list', 'detail', 'export']),
  ...r('parking', 'record', '停车记录', ['list', 'detail', 'export']),
  ...r('parking', 'software', '停车软件', ['list', 'detail', 'create', 'update']),
  ...r('parking', 'customer', '停车客户', ['list', 'detail']),
  ...r('parking', 'customer:software', '客户软件', ['list', 'create', 'update']),
  ...r('parking', 'customer:set', '客户软件套餐', ['list', 'create', 'update']),
  ...r('parking', 'dashboard', '停车数据大屏', ['view']),
  ...r('parking', 'in-parking', '在场车辆', ['list', 'detail']),
  ...r('parking', 'console', '车场控制台', ['view']),
  singlePermission('parking:console:open', '控制台远程开闸', '车场控制台'),
  ...r('parking', 'release', '放行记录', ['list', 'create', 'export']),
  ...r('parking', 'reserve', '预约记录', ['list', 'export']),
  ...r('parking', 'reserve:appointed', '预约车位', ['list']),
  ...r('parking', 'reserve:appeal', '预约申诉', ['list', 'audit']),
  ...r('parking', 'reserve-rule', '预约规则', ['view', 'update']),
  ...r('parking', 'acl', '车场访问授权', ['list', 'create', 'update', 'delete']),
  ...r('parking', 'config-log', '车场配置日志', ['list']),
  ...r('parking', 'invoice-config', '车场开票配置', ['list', 'detail', 'update']),
  ...r('parking', 'runtime', '车场运行配置', ['view', 'update']),
  // :update turns a token off and on (no edit screen: a token's terms are fixed once coupons exist).
  ...r('parking', 'mcoupon:token', '商户券', ['list', 'detail', 'create', 'update']),
  singlePermission('parking:mcoupon:token:issue', '发放商户券', '商户券'),
  ...r('parking', 'charge', '收费规则', ['list', 'detail', 'create', 'update']),
  ...r('parking', 'month-card', '月卡车辆', ['list', 'create', 'update', 'delete', 'export', 'import']),
  ...r('parking', 'value-card', '储值卡车辆', ['list', 'create', 'update', 'export']),
  ...r('parking', 'whitelist', '白名单', ['list', 'create', 'update', 'delete', 'import']),
  ...r('parking', 'blacklist', '黑名单', ['list', 'create', 'update', 'delete']),
  ...r('parking', 'passport', '无牌车通行证', ['list', 'detail', 'create']),
  ...r('parking', 'member', '会员车辆', ['list']),
  ...r('parking', 'vip:apply', '固定车申请', ['list', 'detail', 'audit']),
];
