import { revenueView } from '@console/core';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { viewRoutes } from '../../engine/view-routes.js';
import { revenueChartRoutes } from './revenue-chart-routes.js';

// China has one time zone and no daylight saving: a day starts at 16:00 UTC of the day before.
const CHINA_OFFSET = 8 * 3600;
const DAY = 86_400;

/**
 * GET /service/trade/revenue/list: 营收统计, paid temporary-parking orders (status 正常) per lot and
 * per China day of payment. Integer division gives the same day on SQLite and PostgreSQL. A date
 * range or a lot narrows the orders before grouping, so only those days are summed; the engine still
 * applies its own checks on the groups' stat_day and park_id, and scopes the groups to the caller.
 */
const revenueListRoutes = viewRoutes(revenueView, {
  source: ({ db, query }) => {
    const day = sql<number>`((o.pay_time + ${sql.lit(CHINA_OFFSET)}) / ${sql.lit(DAY)}) * ${sql.lit(DAY)} - ${sql.lit(CHINA_OFFSET)}`;
    let orders = db
      .selectFrom('payment_order as o')
      .innerJoin('park', 'park.id', 'o.park_id')
      .where('o.status', '=', 1)
      .where('o.pay_time', '>', 0);
    if (typeof query.stat_day_start === 'number')
      orders = orders.where('o.pay_time', '>=', query.stat_day_start);
    // A day's groups hold payments up to its last second.
    if (typeof query.stat_day_end === 'number')
      orders = orders.where('o.pay_time', '<', query.stat_day_end + DAY);
    if (typeof query.park_id === 'number') orders = orders.where('o.park_id', '=', query.park_id);
    return orders
      .select((eb) => [
        day.as('stat_day'),
        'o.park_id',
        'park.name as park_name',
        'o.merchant_id',
        eb.fn.countAll<number>().as('order_count'),
        eb.fn.sum<number>('o.amount').as('amount'),
        eb.fn.sum<number>('o.discount_amount').as('discount_amount'),
        eb.fn.sum<number>('o.paid_amount').as('paid_amount'),
      ])
      .groupBy([day, 'o.park_id', 'park.name', 'o.merchant_id']);
  },
});

/** 营收统计: the list (paid orders per lot and day) and its charts (the ledger's trades). */
export async function revenueRoutes(app: FastifyInstance): Promise<void> {
  await app.register(revenueListRoutes);
  await app.register(revenueChartRoutes);
}
