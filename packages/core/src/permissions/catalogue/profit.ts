import { resourcePermissions as r } from '../define-permissions.js';

/** 分账 (spec 02 §2.8). */
export const PROFIT_PERMISSIONS = [
  ...r('profit', 'policy', '分账政策', ['list', 'create', 'update']),
  ...r('profit', 'strategy', '分账策略', ['list', 'create', 'update']),
  ...r('profit', 'manage', '客户分账', ['list', 'update']),
  ...r('profit', 'payment-serial', '分账支出流水', ['list', 'export']),
  ...r('profit', 'payment-order', '分账支出订单', ['list', 'detail', 'export']),
  ...r('profit', 'income-serial', '分账收入流水', ['list', 'export']),
  ...r('profit', 'income-order', '分账收入订单', ['list', 'detail', 'export']),
];
