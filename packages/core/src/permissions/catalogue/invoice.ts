import { resourcePermissions as r } from '../define-permissions.js';

/** 发票服务 (spec 02 §2.7, §2.11, §2.16); the account's own invoices are `account:invoice:*`. */
export const INVOICE_PERMISSIONS = [
  ...r('invoice', 'service', '开票服务', ['list', 'create', 'update', 'renew']),
  ...r('invoice', 'trade', '开票消费记录', ['list']),
  ...r('invoice', 'invoice', '电子发票', ['list', 'detail', 'create', 'export']),
  ...r('invoice', 'setting', '开票设置', ['view', 'update']),
  ...r('invoice', 'apply', '开票申请', ['list', 'detail', 'update', 'audit']),
  ...r('invoice', 'merchant', '开票申请商户', ['list']),
  ...r('invoice', 'config', '开票软件配置', ['view', 'update']),
  ...r('invoice', 'rule', '开票规则', ['view', 'update']),
  ...r('invoice', 'software', '开票软件', ['list', 'detail', 'create', 'update']),
];
