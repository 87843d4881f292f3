import { ENABLED_STATUS } from '../../../code-tables/enabled-status.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/**
 * 软件套餐: a software package sold to one customer (a merchant below the partner): which software,
 * for how many parks, at what price, for which period. The row belongs to the customer's tenant,
 * so the customer sees its own packages and the partner above it sees all of them.
 */
export const customerSetResource = defineResource({
  key: 'parking/customer-set',
  table: 'customer_software_set',
  label: '软件套餐',
  scope: 'merchant',
  permissions: {
    list: 'parking:customer:set:list',
    detail: 'parking:customer:set:list',
    create: 'parking:customer:set:create',
    update: 'parking:customer:set:update',
  },
  fields: {
    customer_id: field.ref('parking/customer', {
      label: '客户',
      required: true,
      immutable: true,
      search: 'eq',
      show: ['detail', 'form'],
    }),
    name: field.text({ label: '套餐名称', maxLength: 64, required: true, search: 'contains' }),
    software_id: field.ref('parking/software', { label: '软件', required: true, show: ['detail', 'form'] }),
    software_name: field.text({ label: '软件', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    park_quota: field.integer({ label: '可用车场数', minimum: 1, maximum: 10_000, required: true }),
    price: field.money({ label: '套餐价格', maximum: 100_000_000_00, required: true }),
    start_time: field.time({ label: '生效时间', required: true, sortable: true }),
    end_time: field.time({ label: '到期时间', required: true }),
    status: field.code(ENABLED_STATUS, { label: '状态', required: true, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: ['name', 'software_name', 'park_quota', 'price', 'start_time', 'end_time', 'status'],
    sort: ['start_time', 'desc'],
  },
});
