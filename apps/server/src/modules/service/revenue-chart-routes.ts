import {
  REVENUE_CHART,
  REVENUE_CHART_DIMENSIONS,
  okResponse,
  revenueView,
  type RevenueChartDimension,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { engineDb } from '../../engine/engine-db.js';
import { assertResourceReachable, rowScope } from '../../engine/tenant-scope.js';
import { ok } from '../../http/envelope.js';
import { authOf } from '../../platform/auth/auth-hook.js';

const CHINA_OFFSET = 8 * 3600;
const DAY = 86_400;

interface ChartQuery {
  dimension: RevenueChartDimension;
  stat_day_start?: number;
  stat_day_end?: number;
  park_id?: number;
}

/**
 * GET /service/trade/revenue/chart: 营收统计's charts, each one query summing the ledger's trades
 * (支付流水: paid through a channel, with what was refunded of them and the channel fee) by China day
 * of payment, by channel or by business. Same permission, date range, lot filter and scope as the
 * list (a tenant its own lots, a partner its merchants', a sub-account only its granted lots).
 */
export async function revenueChartRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ChartQuery }>(
    '/service/trade/revenue/chart',
    {
      config: { access: { permission: revenueView.permissions.list } },
      schema: {
        tags: [revenueView.label],
        summary: '营收统计图表',
        querystring: {
          type: 'object',
          required: ['dimension'],
          additionalProperties: false,
          properties: {
            dimension: { type: 'string', enum: [...REVENUE_CHART_DIMENSIONS] },
            stat_day_start: { type: 'integer', minimum: 0 },
            stat_day_end: { type: 'integer', minimum: 0 },
            park_id: { type: 'integer', minimum: 1 },
          },
        },
        response: okResponse(REVENUE_CHART),
      },
    },
    async (request) => {
      const auth = authOf(request);
      assertResourceReachable(revenueView, auth);
      const { dimension, stat_day_start, stat_day_end, park_id } = request.query;
      const db = engineDb(app.db);
      const day = sql<number>`((pay_time + ${sql.lit(CHINA_OFFSET)}) / ${sql.lit(DAY)}) * ${sql.lit(DAY)} - ${sql.lit(CHINA_OFFSET)}`;
      const column = dimension === 'channel' ? 'pay_mode' : 'business';
      const key = dimension === 'day' ? sql<string>`${day}` : sql<string>`${sql.ref(column)}`;
      let trades = db.selectFrom('trade').where(rowScope(db, app.dbKind, revenueView, auth, []));
      // (park_id, pay_time) and (merchant_id, pay_time) are indexed.
      if (stat_day_start !== undefined) trades = trades.where('pay_time', '>=', stat_day_start);
      if (stat_day_end !== undefined) trades = trades.where('pay_time', '<', stat_day_end + DAY);
      if (park_id !== undefined) trades = trades.where('park_id', '=', park_id);
      const rows = await trades
        .select((eb) => [
          key.as('key'),
          eb.fn.countAll<number>().as('trade_count'),
          eb.fn.sum<number>('amount').as('amount'),
          eb.fn.sum<number>('refunded_amount').as('refunded_amount'),
          eb.fn.sum<number>('fee').as('fee'),
        ])
        .groupBy(key)
        .orderBy(key)
        .execute();
      return ok(request, {
        dimension,
        points: rows.map((row) => ({
          key: String(row.key),
          trade_count: Number(row.trade_count),
          amount: Number(row.amount),
          refunded_amount: Number(row.refunded_amount),
          fee: Number(row.fee),
        })),
      });
    },
  );
}
