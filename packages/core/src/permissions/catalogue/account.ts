import { resourcePermissions as r, singlePermission } from '../define-permissions.js';

/** 账户 (spec 02 §2.3): roles, sub-accounts, merchants, my merchant, invoices, logs, applications. */
export const ACCOUNT_PERMISSIONS = [
  ...r('account', 'sub-account', '子账号', ['list', 'create', 'update', 'delete', 'export']),
  ...r('account', 'role', '角色', ['list', 'create', 'update', 'delete']),
  ...r('account', 'department', '组织架构', ['list', 'create', 'update', 'delete']),
  ...r('account', 'merchant', '商户', ['list', 'detail', 'create', 'update']),
  ...r('account', 'merchant:product', '商户开通产品', ['list', 'update']),
  ...r('account', 'project', '项目', ['list', 'create', 'authorize']),
  ...r('account', 'batch', '批量导入', ['list', 'detail', 'create', 'abort']),
  ...r('account', 'info', '商户信息', ['view', 'detail', 'update']),
  ...r('account', 'wallet', '我的钱包', ['view']),
  singlePermission('account:wallet:recharge', '申请钱包充值', '我的钱包'),
  ...r('account', 'product', '我的产品', ['list']),
  ...r('account', 'contract', '我的合同', ['list', 'detail']),
  singlePermission('account:contract:sign', '签署合同', '我的合同'),
  ...r('account', 'invoice-title', '发票抬头', ['list', 'create', 'update', 'delete']),
  ...r('account', 'invoice-trade', '可开票消费记录', ['list']),
  ...r('account', 'invoice', '开票记录', ['list', 'detail', 'create']),
  ...r('account', 'logging', '操作日志', ['list', 'export']),
  ...r('account', 'property', '入驻申请', ['list', 'create', 'audit']),
];
