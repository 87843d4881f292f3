import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { PROFIT_BUSINESS } from '../../code-tables/profit.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';
import { RATE_SCALE } from '../parking/network/profit-policy.js';

const RO = { readOnly: true } as const;
const rate = (label: string) => field.integer({ label, minimum: 0, maximum: RATE_SCALE, required: true });

/**
 * 分账政策: who gets which share of one business's income. The beneficiaries are the roles of the
 * tenant tree, one line each: the platform and the service provider (服务商) take their shares in
 * basis points (3000 = 30.00 %), the merchant keeps the rest (merchant_rate, worked out, never
 * typed). The server refuses shares that add up to more than 100 %. A policy is a template: a
 * customer's 分账设置 (customer_profit_policy) or a 分账策略 names it, and the customer row keeps
 * the provider's share in its partner_rate, which the ledger reads.
 */
export const profitSharePolicyResource = defineResource({
  key: 'profit/setting/policy',
  table: 'profit_policy',
  label: '分账政策',
  scope: 'merchant',
  permissions: {
    list: 'profit:policy:list',
    detail: 'profit:policy:list',
    create: 'profit:policy:create',
    update: 'profit:policy:update',
  },
  fields: {
    name: field.text({ label: '政策名称', maxLength: 32, required: true, search: 'contains' }),
    // (merchant_id, business, update_time) is indexed for the filter and the sort.
    // Fixed once saved: strategies keep a copy of it.
    business: field.code(PROFIT_BUSINESS, {
      label: '分账业务',
      required: true,
      immutable: true,
      search: 'eq',
    }),
    platform_rate: rate('平台分成（万分比）'),
    partner_rate: rate('服务商分成（万分比）'),
    merchant_rate: field.integer({
      label: '商户留存（万分比）',
      virtual: true,
      ...RO,
      show: ['list', 'detail'],
    }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    update_time: field.time({ label: '更新时间', ...RO, sortable: true }),
  },
  list: {
    columns: ['name', 'business', 'platform_rate', 'partner_rate', 'merchant_rate', 'status', 'update_time'],
    sort: ['update_time', 'desc'],
  },
  enableDisable: { permission: 'profit:policy:update' },
});
