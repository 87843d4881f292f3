import { resourcePermissions as r } from '../define-permissions.js';

/** 能源 (spec 02 §2.4, §2.5): shared by the provider's station tabs and the merchant's screens. */
export const ENERGY_PERMISSIONS = [
  ...r('energy', 'station', '充电站', ['list', 'detail', 'create', 'update']),
  ...r('energy', 'order:payment', '充电支付订单', ['list', 'detail', 'export']),
  ...r('energy', 'order:record', '充电记录', ['list', 'detail', 'export']),
  ...r('energy', 'runtime', '电站运行配置', ['view', 'update']),
  ...r('energy', 'device', '充电设备', ['list', 'detail', 'create', 'update']),
  ...r('energy', 'billing', '充电计费规则', ['view', 'update']),
  ...r('energy', 'prepayment', '预付费设置', ['view', 'update']),
  ...r('energy', 'customer', '能源客户', ['list', 'detail']),
  ...r('energy', 'customer:software', '客户软件套餐', ['list', 'create', 'update']),
  ...r('energy', 'software', '能源软件', ['list', 'detail', 'create', 'update']),
];
