import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/**
 * 组织架构: one department tree per merchant. The parent is set on create and changed only through
 * the `move` action, which refuses cycles; members are sub-accounts (manager.department_id), set as a
 * whole through `assign-members`.
 */
export const departmentResource = defineResource({
  key: 'account/department',
  table: 'department',
  label: '部门',
  scope: 'merchant',
  // The catalogue has no department detail code: whoever sees the chart may open a node.
  permissions: {
    list: 'account:department:list',
    detail: 'account:department:list',
    create: 'account:department:create',
    update: 'account:department:update',
    delete: 'account:department:delete',
  },
  fields: {
    // (merchant_id, name) is indexed, so the flat list sorts by name.
    name: field.text({
      label: '部门名称',
      maxLength: 64,
      required: true,
      search: 'contains',
      sortable: true,
    }),
    parent_id: field.ref('account/department', { label: '上级部门', immutable: true, search: 'eq' }),
    leader_id: field.ref('account/sub-account', { label: '负责人' }),
    leader_name: field.text({ label: '负责人', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    sort: field.integer({ label: '排序', minimum: 0, maximum: 9999 }),
    member_count: field.integer({ label: '成员数', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    member_ids: field.ref('account/sub-account', {
      label: '成员',
      multiple: true,
      virtual: true,
      readOnly: true,
      show: ['detail'],
    }),
    create_time: field.time({ label: '创建时间', readOnly: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: { columns: ['name', 'leader_name', 'member_count', 'sort', 'create_time'], sort: ['name', 'asc'] },
  actions: {
    move: { label: '移动', permission: 'account:department:update' },
    'assign-members': { label: '设置成员', permission: 'account:department:update' },
  },
});
