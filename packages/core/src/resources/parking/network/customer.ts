import { MERCHANT_STATUS } from '../../../code-tables/merchant.js';
import { defineView } from '../../define-view.js';
import { field } from '../../field.js';

const RO = { readOnly: true } as const;

/**
 * The fields every product's 客户 shows: who the customer is. Each product's view adds the count of
 * what the customer runs in it (parks, stations); the rows come from one query shape on the server
 * (`customersOf(db, auth, product)`).
 */
const CUSTOMER_FIELDS = {
  name: field.text({ label: '客户名称', ...RO, maxLength: 64, search: 'contains' }),
  merchant_no: field.text({ label: '商户号', ...RO, maxLength: 32, search: 'eq' }),
  contact_name: field.text({ label: '联系人', ...RO, maxLength: 32 }),
  contact_mobile: field.mobile({ label: '联系电话', ...RO, maxLength: 20, show: ['detail'] }),
  status: field.code(MERCHANT_STATUS, { label: '状态', ...RO, show: ['detail'] }),
  create_time: field.time({ label: '入驻时间', ...RO, sortable: true }),
};

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
  fields: { ...CUSTOMER_FIELDS, park_count: field.integer({ label: '车场数', ...RO }) },
  list: {
    columns: ['name', 'merchant_no', 'contact_name', 'park_count', 'create_time'],
    sort: ['create_time', 'desc'],
  },
});

/**
 * 客户 of 能源服务商: the merchants below the caller that run charging (hold the energy product or
 * own a station), with their station count. The same fields and query shape as parking's.
 */
export const energyCustomerView = defineView({
  key: 'energy/customer',
  label: '客户',
  scope: 'merchant',
  permissions: { list: 'energy:customer:list', detail: 'energy:customer:detail' },
  fields: { ...CUSTOMER_FIELDS, station_count: field.integer({ label: '充电站数', ...RO }) },
  list: {
    columns: ['name', 'merchant_no', 'contact_name', 'station_count', 'create_time'],
    sort: ['create_time', 'desc'],
  },
});
