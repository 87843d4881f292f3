import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/** Sign-in names: unique platform-wide, shared by sub-accounts and main accounts. */
export const ACCOUNT_NAME_RULE = {
  test: (value: string) => /^[A-Za-z0-9_.@-]{4,64}$/.test(value),
  message: '账号为 4-64 位字母、数字或 _ . @ -',
};

/** 子账号: the non-main accounts of a merchant (table manager, is_main = 0). */
export const subAccountResource = defineResource({
  key: 'account/sub-account',
  table: 'manager',
  label: '子账号',
  scope: 'merchant',
  // The catalogue has no sub-account detail code: whoever lists sub-accounts may open one.
  permissions: {
    list: 'account:sub-account:list',
    detail: 'account:sub-account:list',
    create: 'account:sub-account:create',
    import: 'account:batch:create',
    update: 'account:sub-account:update',
    delete: 'account:sub-account:delete',
    export: 'account:sub-account:export',
  },
  fields: {
    // Unique across the platform (sign-in names no merchant), hence indexed and sortable.
    account: field.text({
      label: '账号',
      maxLength: 64,
      required: true,
      immutable: true,
      search: 'contains',
      sortable: true,
      validators: [ACCOUNT_NAME_RULE],
    }),
    name: field.text({ label: '姓名', maxLength: 64, required: true, search: 'contains' }),
    mobile: field.mobile({ label: '手机号' }),
    password: field.password({ label: '登录密码', required: true }),
    role_ids: field.ref('account/role', {
      label: '角色',
      multiple: true,
      virtual: true,
      show: ['detail', 'form'],
    }),
    role_names: field.text({ label: '角色', virtual: true, readOnly: true, show: ['list'] }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    last_login_time: field.time({ label: '最后登录时间', readOnly: true }),
    create_time: field.time({ label: '创建时间', readOnly: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: ['account', 'name', 'mobile', 'role_names', 'status', 'last_login_time', 'create_time'],
    sort: ['account', 'asc'],
  },
  enableDisable: { permission: 'account:sub-account:update' },
});
