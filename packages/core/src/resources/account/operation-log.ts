import { AUDIT_ACTION } from '../../code-tables/account.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/** 操作日志: the audit log every change writes; read-only. */
export const operationLogResource = defineResource({
  key: 'account/logging',
  table: 'audit_log',
  label: '操作日志',
  scope: 'merchant',
  permissions: {
    list: 'account:logging:list',
    detail: 'account:logging:list',
    export: 'account:logging:export',
  },
  fields: {
    account: field.text({ label: '操作人账号', maxLength: 64, readOnly: true, search: 'contains' }),
    manager_id: field.ref('account/sub-account', { label: '操作人ID', readOnly: true, show: ['detail'] }),
    action: field.code(AUDIT_ACTION, { label: '操作', readOnly: true, search: 'eq' }),
    resource: field.text({ label: '操作对象', maxLength: 64, readOnly: true, search: 'eq' }),
    row_id: field.integer({ label: '数据ID', readOnly: true, search: 'eq' }),
    ip: field.text({ label: 'IP 地址', maxLength: 64, readOnly: true }),
    // (merchant_id, create_time) is indexed: the log is read newest first within a tenant.
    create_time: field.time({ label: '操作时间', readOnly: true, search: 'range', sortable: true }),
    before_json: field.text({ label: '变更前', maxLength: 65_535, readOnly: true, show: ['detail'] }),
    after_json: field.text({ label: '变更后', maxLength: 65_535, readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: ['account', 'action', 'resource', 'row_id', 'ip', 'create_time'],
    sort: ['create_time', 'desc'],
  },
});
