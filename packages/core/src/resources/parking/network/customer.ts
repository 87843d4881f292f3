import { MERCHANT_STATUS } from '../../../code-tables/merchant.js';
import { defineView } from '../../define-view.js';
import { field } from '../../field.js';

const RO = { readOnly: true } as const;

/**
 * 客户: the parking merchants below the caller (never the caller itself), with how many of their
 * lots the caller sees. A view over the merchant table and a count of parks; each row is owned by
 * the customer itself, so the tenant scope is the customer's place in the tree.
 */
export const customerView = defineView({
  key: 'parking/customer',
  label: '客户',
  scope: 'merchant',
  permissions: { list: 'parking:customer:list', detail: 'parking:customer:detail' },
  fields: {
    name: field.text({ label: '客户名称', ...RO, maxLength: 64, search: 'contains' }),
    merchant_no: field.text({ label: '商户号', ...RO, maxLength: 32, search: 'eq' }),
    contact_name: field.text({ label: '联系人', ...RO, maxLength: 32 }),
    contact_mobile: field.mobile({ label: '联系电话', ...RO, maxLength: 20, show: ['detail'] }),
    status: field.code(MERCHANT_STATUS, { label: '状态', ...RO, show: ['detail'] }),
    park_count: field.integer({ label: '车场数', ...RO }),
    create_time: field.time({ label: '入驻时间', ...RO, sortable: true }),
  },
  list: {
    columns: ['name', 'merchant_no', 'contact_name', 'park_count', 'create_time'],
    sort: ['create_time', 'desc'],
  },
});
