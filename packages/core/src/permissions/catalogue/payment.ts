import { resourcePermissions as r } from '../define-permissions.js';

/**
 * 支付服务 (spec 02 §2.6, §2.12, §2.18): the trade flows are one resource whether the provider, the
 * trading centre or the settlement platform shows them (`payment:trade:payment:list` is the spec's).
 */
export const PAYMENT_PERMISSIONS = [
  ...r('payment', 'channel-apply', '渠道进件', ['list', 'detail', 'create', 'audit']),
  ...r('payment', 'merchant', '支付商户', ['list', 'detail']),
  ...r('payment', 'channel', '支付渠道配置', ['view', 'update']),
  ...r('payment', 'acl', '支付访问授权', ['list', 'create', 'update', 'delete']),
  ...r('payment', 'fee-rate', '渠道费率', ['update']),
  ...r('payment', 'withdraw', '提现设置', ['view', 'update']),
  ...r('payment', 'account', '结算账户', ['view', 'update']),
  ...r('payment', 'setting', '结算设置', ['view', 'update']),
  ...r('payment', 'trade:payment', '支付流水', ['list', 'detail', 'export']),
  ...r('payment', 'trade:settlement', '结算记录', ['list', 'detail', 'export']),
  ...r('payment', 'trade:transfer', '转账记录', ['list', 'detail', 'export']),
  ...r('payment', 'trade:refund', '退款记录', ['list', 'export']),
  ...r('payment', 'trade:revenue', '营收统计', ['list', 'export']),
];

/** 物料 (spec 02 §2.6 materiel, §2.12 material): merchants apply, providers review. */
export const MATERIEL_PERMISSIONS = [...r('materiel', 'apply', '物料申请', ['list', 'create', 'audit'])];
