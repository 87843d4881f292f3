import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { PROFIT_BUSINESS } from '../../code-tables/profit.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * 分账策略: when and to whom a policy applies. A strategy names a policy (its business comes with
 * it), one customer or every customer of the owner (customer_id empty), and an effective period
 * (no end: until further notice). Two enabled strategies of one owner for the same business and
 * the same customer (or both for every customer) may not overlap in time: the server refuses it,
 * so at any moment at most one strategy decides a customer's business.
 */
export const profitStrategyResource = defineResource({
  key: 'profit/setting/strategy',
  table: 'profit_strategy',
  label: '分账策略',
  scope: 'merchant',
  permissions: {
    list: 'profit:strategy:list',
    detail: 'profit:strategy:list',
    create: 'profit:strategy:create',
    update: 'profit:strategy:update',
  },
  fields: {
    name: field.text({ label: '策略名称', maxLength: 32, required: true, search: 'contains' }),
    policy_id: field.ref('profit/setting/policy', {
      label: '分账政策',
      required: true,
      show: ['form', 'detail'],
    }),
    policy_name: field.text({ label: '分账政策', maxLength: 32, virtual: true, ...RO, show: ['list'] }),
    business: field.code(PROFIT_BUSINESS, { label: '分账业务', ...RO, search: 'eq' }),
    customer_id: field.ref('parking/customer', {
      label: '适用客户',
      search: 'eq',
      show: ['form', 'detail'],
      help: '不选则适用于全部客户',
    }),
    customer_name: field.text({ label: '适用客户', maxLength: 64, virtual: true, ...RO, show: ['list'] }),
    // (merchant_id, business, start_time) is indexed: the overlap check and the sort read it.
    start_time: field.time({ label: '生效时间', required: true, sortable: true }),
    end_time: field.time({ label: '失效时间', help: '不填则长期有效' }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: ['name', 'policy_name', 'business', 'customer_name', 'start_time', 'end_time', 'status'],
    sort: ['start_time', 'desc'],
  },
  enableDisable: { permission: 'profit:strategy:update' },
});
