import { PROFIT_BUSINESS, PROFIT_ROLE } from '../../code-tables/profit.js';
import type { PermissionCode } from '../../permissions/catalogue.js';
import { defineView } from '../define-view.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * The 分账 statistics are views over the share postings of the journal (profit_share joined to its
 * ledger entry's line): each settlement shares each business once per beneficiary. 支出 (payment)
 * views are the payer's (the merchant whose settlement paid the share: merchant_id is the payer),
 * 收入 (income) views the payee's (the provider or the platform: merchant_id is the payee), so the
 * engine's tenant scope gives each tenant only its own money.
 */
/** Who paid and who got the share; the other side (the counterpart) is the one searched by name. */
function partyFields(counterpart: 'payer' | 'payee') {
  const byName = (side: 'payer' | 'payee') => (counterpart === side ? { search: 'contains' as const } : {});
  return {
    payer_name: field.text({ label: '分账商户', maxLength: 64, ...RO, ...byName('payer') }),
    payee_name: field.text({ label: '分账对象', maxLength: 64, ...RO, ...byName('payee') }),
  };
}

function serialFields(counterpart: 'payer' | 'payee') {
  return {
    share_no: field.text({ label: '分账流水号', maxLength: 32, ...RO, search: 'eq' }),
    settle_no: field.text({ label: '结算单号', maxLength: 32, ...RO, search: 'eq' }),
    // (payer_id | payee_id, settle_day) is indexed: the scope and the range of every list.
    settle_day: field.time({ label: '结算日', ...RO, search: 'range', sortable: true }),
    business: field.code(PROFIT_BUSINESS, { label: '分账业务', ...RO, search: 'eq' }),
    ...partyFields(counterpart),
    role: field.code(PROFIT_ROLE, { label: '分账角色', ...RO, search: 'eq' }),
    basis: field.text({ label: '分账依据', maxLength: 64, ...RO }),
    base_amount: field.money({ label: '分账基数', ...RO }),
    rate: field.integer({ label: '分账比例（万分比）', ...RO }),
    amount: field.money({ label: '分账金额', ...RO, sortable: true }),
    create_time: field.time({ label: '记账时间', ...RO }),
    // The order a line belongs to (its detail page lists the order's lines by these).
    settlement_id: field.integer({ label: '结算单', ...RO, search: 'eq', show: ['detail'] }),
    payee_id: field.integer({ label: '分账对象', ...RO, search: 'eq', show: ['detail'] }),
  };
}

const SERIAL_COLUMNS = [
  'share_no',
  'settle_day',
  'business',
  'payer_name',
  'payee_name',
  'role',
  'basis',
  'base_amount',
  'rate',
  'amount',
  'create_time',
] as const;

function orderFields(counterpart: 'payer' | 'payee') {
  return {
    settle_no: field.text({ label: '结算单号', maxLength: 32, ...RO, search: 'eq' }),
    settle_day: field.time({ label: '结算日', ...RO, search: 'range', sortable: true }),
    // Filtered by a business, an order's sums are that business's alone.
    business: field.code(PROFIT_BUSINESS, { label: '分账业务', ...RO, search: 'eq', show: ['detail'] }),
    ...partyFields(counterpart),
    role: field.code(PROFIT_ROLE, { label: '分账角色', ...RO, search: 'eq' }),
    trade_amount: field.money({ label: '结算交易金额', ...RO }),
    line_count: field.integer({ label: '分账笔数', ...RO }),
    base_amount: field.money({ label: '分账基数', ...RO }),
    amount: field.money({ label: '分账金额', ...RO, sortable: true }),
    create_time: field.time({ label: '记账时间', ...RO }),
    settlement_id: field.integer({ label: '结算单', ...RO, search: 'eq', show: ['detail'] }),
    payee_id: field.integer({ label: '分账对象', ...RO, search: 'eq', show: ['detail'] }),
  };
}

const ORDER_COLUMNS = [
  'settle_no',
  'settle_day',
  'payer_name',
  'payee_name',
  'role',
  'trade_amount',
  'line_count',
  'base_amount',
  'amount',
  'create_time',
] as const;

const serialView = (
  key: string,
  label: string,
  counterpart: 'payer' | 'payee',
  codes: { list: PermissionCode; export: PermissionCode; orderDetail: PermissionCode },
) =>
  defineView({
    key,
    label,
    scope: 'merchant',
    permissions: { list: codes.list, export: codes.export },
    // An order's detail page lists its lines.
    alsoPermitted: [{ list: codes.orderDetail }],
    fields: serialFields(counterpart),
    list: { columns: SERIAL_COLUMNS, sort: ['settle_day', 'desc'] },
    totals: ['base_amount', 'amount'],
  });

const orderView = (
  key: string,
  label: string,
  counterpart: 'payer' | 'payee',
  codes: { list: PermissionCode; detail: PermissionCode; export: PermissionCode },
) =>
  defineView({
    key,
    label,
    scope: 'merchant',
    permissions: { list: codes.list, detail: codes.detail, export: codes.export },
    alsoPermitted: [{ list: codes.detail }],
    fields: orderFields(counterpart),
    list: { columns: ORDER_COLUMNS, sort: ['settle_day', 'desc'] },
    rowKey: ['settlement_id', 'payee_id'],
    totals: ['line_count', 'base_amount', 'amount'],
  });

/** 分账支出流水: every share the caller's settlements paid, one per business and beneficiary. */
export const profitPaymentSerialView = serialView(
  'profit/statistics/payment-serial',
  '分账支出流水',
  'payee',
  {
    list: 'profit:payment-serial:list',
    export: 'profit:payment-serial:export',
    orderDetail: 'profit:payment-order:detail',
  },
);

/** 分账收入流水: every share the caller got (as provider or platform). */
export const profitIncomeSerialView = serialView('profit/statistics/income-serial', '分账收入流水', 'payer', {
  list: 'profit:income-serial:list',
  export: 'profit:income-serial:export',
  orderDetail: 'profit:income-order:detail',
});

/** 分账支出订单: one settlement's shares to one beneficiary (its lines on the detail page). */
export const profitPaymentOrderView = orderView('profit/statistics/payment-order', '分账支出订单', 'payee', {
  list: 'profit:payment-order:list',
  detail: 'profit:payment-order:detail',
  export: 'profit:payment-order:export',
});

/** 分账收入订单: what one settlement of a merchant shared with the caller. */
export const profitIncomeOrderView = orderView('profit/statistics/income-order', '分账收入订单', 'payer', {
  list: 'profit:income-order:list',
  detail: 'profit:income-order:detail',
  export: 'profit:income-order:export',
});
