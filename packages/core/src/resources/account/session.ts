import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/**
 * 登录会话: the live sessions of the caller's tenants. The catalogue has no session codes; listing
 * sessions is part of managing accounts (sub-account list), and ending one changes an account
 * (sub-account update).
 */
export const sessionResource = defineResource({
  key: 'account/session',
  table: 'session',
  label: '登录会话',
  scope: 'merchant',
  permissions: { list: 'account:sub-account:list', detail: 'account:sub-account:list' },
  fields: {
    manager_id: field.ref('account/sub-account', {
      label: '账号ID',
      readOnly: true,
      show: ['list', 'detail'],
    }),
    account: field.text({ label: '账号', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    name: field.text({ label: '姓名', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    ip: field.text({ label: 'IP 地址', maxLength: 64, readOnly: true }),
    user_agent: field.text({ label: '客户端', maxLength: 512, readOnly: true }),
    // (merchant_id, create_time) is indexed.
    create_time: field.time({ label: '登录时间', readOnly: true, search: 'range', sortable: true }),
    last_seen_time: field.time({ label: '最近活动时间', readOnly: true }),
    expire_time: field.time({ label: '过期时间', readOnly: true, show: ['detail'] }),
    revoked_time: field.time({ label: '下线时间', readOnly: true, show: ['detail'] }),
    // Set by the server on the caller's own session (1), so the list can mark it; never a column.
    current: field.boolean({ label: '当前会话', virtual: true, readOnly: true, show: [] }),
  },
  list: {
    columns: ['account', 'name', 'ip', 'user_agent', 'create_time', 'last_seen_time'],
    sort: ['create_time', 'desc'],
  },
  actions: { revoke: { label: '强制下线', permission: 'account:sub-account:update' } },
});
