import { MERCHANT_STATUS } from '../../../code-tables/merchant.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/**
 * 项目: groups a merchant's parks and business for one property customer. 授权 lets other tenants of
 * the caller's scope work on the project (table project_grant); the list itself is the owner's.
 */
export const projectResource = defineResource({
  key: 'account/project',
  table: 'project',
  label: '项目',
  scope: 'merchant',
  permissions: {
    list: 'account:project:list',
    detail: 'account:project:list',
    create: 'account:project:create',
  },
  fields: {
    project_no: field.text({ label: '项目编号', maxLength: 32, readOnly: true, search: 'eq' }),
    name: field.text({ label: '项目名称', maxLength: 128, required: true, search: 'contains' }),
    customer_name: field.text({ label: '物业客户', maxLength: 128, required: true, search: 'contains' }),
    area_code: field.area({ label: '所在城市', show: ['detail', 'form'] }),
    address: field.text({ label: '项目地址', maxLength: 255, show: ['detail', 'form'] }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    authorized_names: field.text({
      label: '已授权商户',
      virtual: true,
      readOnly: true,
      show: ['list', 'detail'],
    }),
    // The same grants as ids, for the 项目授权 form's initial choice; never shown as such.
    authorized_ids: field.ref('account/merchant', {
      label: '已授权商户',
      multiple: true,
      virtual: true,
      readOnly: true,
      show: [],
    }),
    status: field.code(MERCHANT_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    // (merchant_id, create_time) is indexed: projects are read newest first within a tenant.
    create_time: field.time({ label: '创建时间', readOnly: true, sortable: true }),
  },
  list: {
    columns: ['project_no', 'name', 'customer_name', 'authorized_names', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  actions: {
    authorize: { label: '授权', permission: 'account:project:authorize' },
  },
});
