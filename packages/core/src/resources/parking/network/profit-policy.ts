import { ENABLED_STATUS } from '../../../code-tables/enabled-status.js';
import { SETTLE_CYCLE } from '../../../code-tables/parking-network.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/** Shares are kept in basis points (1/100 of a percent), integers like money in fen. */
export const RATE_SCALE = 10_000;

/**
 * 分账政策: one profit-sharing policy per customer: the partner's share of the customer's parking
 * income in basis points (3000 = 30.00%), how often it is settled and the least amount worth a
 * transfer. (customer_id) is unique. It may name a 分账政策 (profit/setting/policy) of a parking
 * business: the server then takes partner_rate from the policy's provider share, so the ledger
 * keeps reading partner_rate alone.
 */
export const profitPolicyResource = defineResource({
  key: 'parking/profit-policy',
  table: 'customer_profit_policy',
  label: '分账政策',
  scope: 'merchant',
  permissions: {
    list: 'profit:policy:list',
    detail: 'profit:policy:list',
    create: 'profit:policy:create',
    update: 'profit:policy:update',
  },
  // 分账管理 (/profit/setting/manage) lists the same rows: customers with their policy.
  alsoPermitted: [
    { list: 'profit:manage:list', detail: 'profit:manage:list', update: 'profit:manage:update' },
  ],
  fields: {
    customer_id: field.ref('parking/customer', {
      label: '客户',
      required: true,
      immutable: true,
      search: 'eq',
      show: ['detail', 'form'],
    }),
    customer_name: field.text({
      label: '客户',
      maxLength: 64,
      virtual: true,
      readOnly: true,
      show: ['list'],
    }),
    // The customer's merchant number: 分账管理's 分账设置 opens the customer's page by it (g_code).
    customer_no: field.text({
      label: '客户编号',
      maxLength: 32,
      virtual: true,
      readOnly: true,
      show: ['list'],
    }),
    policy_id: field.ref('profit/setting/policy', {
      label: '套用分账政策',
      search: 'eq',
      show: ['form'],
      help: '选择后服务商分成取该政策的服务商比例',
    }),
    policy_name: field.text({
      label: '套用分账政策',
      maxLength: 32,
      virtual: true,
      readOnly: true,
      show: ['list', 'detail'],
    }),
    partner_rate: field.integer({
      label: '服务商分成（万分比）',
      minimum: 0,
      maximum: RATE_SCALE,
      required: true,
    }),
    settle_cycle: field.code(SETTLE_CYCLE, { label: '结算周期', required: true }),
    min_settle_amount: field.money({ label: '起结金额', maximum: 100_000_000, required: true }),
    status: field.code(ENABLED_STATUS, { label: '状态', required: true }),
    effective_time: field.time({ label: '生效时间', required: true }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    update_time: field.time({ label: '更新时间', readOnly: true, sortable: true }),
  },
  list: {
    columns: [
      'customer_name',
      'customer_no',
      'policy_name',
      'partner_rate',
      'settle_cycle',
      'min_settle_amount',
      'status',
      'effective_time',
    ],
    sort: ['update_time', 'desc'],
  },
});
