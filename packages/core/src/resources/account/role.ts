import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/** 角色: a named set of permission codes of one merchant; accounts hold roles. */
export const roleResource = defineResource({
  key: 'account/role',
  table: 'role',
  label: '角色',
  scope: 'merchant',
  // The catalogue has no role detail code: whoever lists roles may open one.
  permissions: {
    list: 'account:role:list',
    detail: 'account:role:list',
    create: 'account:role:create',
    update: 'account:role:update',
    delete: 'account:role:delete',
  },
  fields: {
    // (merchant_id, name) is unique, so sorting by name is served by that index.
    name: field.text({
      label: '角色名称',
      maxLength: 64,
      required: true,
      search: 'contains',
      sortable: true,
    }),
    description: field.text({ label: '角色描述', maxLength: 255 }),
    permissions: field.permissions({ label: '权限', show: ['detail', 'form'] }),
    // Data permission: the parks this role's holders see; none chosen means every park of the merchant.
    park_ids: field.ref('park', {
      label: '可见车场（不选为全部车场）',
      multiple: true,
      virtual: true,
      show: ['detail', 'form'],
    }),
    create_time: field.time({ label: '创建时间', readOnly: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: { columns: ['name', 'description', 'create_time'], sort: ['name', 'asc'] },
  detail: {
    sections: [
      { title: '基本信息', fields: ['name', 'description', 'create_time', 'update_time'] },
      { title: '权限', fields: ['permissions'] },
      { title: '数据权限', fields: ['park_ids'] },
    ],
  },
});
