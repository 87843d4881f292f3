import { AUDIT_ACTION } from '../../code-tables/account.js';
import { PARK_CONFIG_SOURCE } from '../../code-tables/parking-operations.js';
import { defineView } from '../define-view.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * 配置日志: the audit rows that changed one lot's configuration (its park row, settings documents,
 * charge rules, access grants, invoice configurations), newest first, with the snapshots for a diff.
 */
export const configLogView = defineView({
  key: 'parking/config-log',
  label: '配置日志',
  scope: 'park',
  permissions: { list: 'parking:config-log:list' },
  fields: {
    park_id: field.park({ label: '车场', ...RO, show: ['detail'], search: 'eq' }),
    create_time: field.time({ label: '操作时间', ...RO, search: 'range', sortable: true }),
    resource: field.code(PARK_CONFIG_SOURCE, { label: '配置项', ...RO, search: 'eq' }),
    action: field.code(AUDIT_ACTION, { label: '操作', ...RO, search: 'eq' }),
    row_id: field.integer({ label: '数据ID', ...RO }),
    account: field.text({ label: '操作人', ...RO, maxLength: 64 }),
    ip: field.text({ label: 'IP 地址', ...RO, maxLength: 64 }),
    before_json: field.text({ label: '变更前', ...RO, maxLength: 1_000_000, show: ['detail'] }),
    after_json: field.text({ label: '变更后', ...RO, maxLength: 1_000_000, show: ['detail'] }),
  },
  list: {
    columns: ['create_time', 'resource', 'action', 'row_id', 'account', 'ip'],
    sort: ['create_time', 'desc'],
  },
  required: ['park_id'],
});
