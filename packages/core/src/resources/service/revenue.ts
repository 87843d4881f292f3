import { s, type Infer } from '../../api/schema.js';
import { defineView } from '../define-view.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * 营收统计: paid temporary-parking orders summed per lot and per day (China time), with a totals row
 * over every matching day and lot. A day is the Unix second of its midnight in China time.
 */
export const revenueView = defineView({
  key: 'service/trade/revenue',
  label: '营收统计',
  scope: 'park',
  permissions: { list: 'payment:trade:revenue:list', export: 'payment:trade:revenue:export' },
  fields: {
    stat_day: field.time({ label: '日期', ...RO, search: 'range', sortable: true }),
    park_id: field.park({ label: '车场', ...RO, show: ['detail'], search: 'eq' }),
    park_name: field.text({ label: '车场', ...RO, maxLength: 64 }),
    order_count: field.integer({ label: '订单数', ...RO, sortable: true }),
    amount: field.money({ label: '订单金额', ...RO }),
    discount_amount: field.money({ label: '优惠金额', ...RO }),
    paid_amount: field.money({ label: '实收金额', ...RO, sortable: true }),
  },
  list: {
    columns: ['stat_day', 'park_name', 'order_count', 'amount', 'discount_amount', 'paid_amount'],
    sort: ['stat_day', 'desc'],
  },
  rowKey: ['stat_day', 'park_id'],
  totals: ['order_count', 'amount', 'discount_amount', 'paid_amount'],
});

/** How 营收统计's charts group the ledger's trades: by China day, by channel (PAY_MODE), by business. */
export const REVENUE_CHART_DIMENSIONS = ['day', 'channel', 'business'] as const;
export type RevenueChartDimension = (typeof REVENUE_CHART_DIMENSIONS)[number];

/**
 * GET service/trade/revenue/chart?dimension=: one chart's points, each a group of trades (支付流水) in
 * the caller's scope: its key (a day's midnight, a PAY_MODE, a BUSINESS key), how many, what was
 * paid, refunded of it and the channels' fees, in fen.
 */
export const REVENUE_CHART = s.object({
  dimension: s.string(),
  points: s.array(
    s.object({
      key: s.string(),
      trade_count: s.integer(),
      amount: s.integer(),
      refunded_amount: s.integer(),
      fee: s.integer(),
    }),
  ),
});
export type RevenueChart = Infer<typeof REVENUE_CHART>;
