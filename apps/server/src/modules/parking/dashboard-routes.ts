import { DASHBOARD_OVERVIEW, okResponse } from '@console/core';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import { cstDateOfDayNumber, cstDayStart, CST_OFFSET_SECONDS, DAY_SECONDS } from './cst-day.js';
import { visibleParks } from './visible-parks.js';

// The busiest parks are shown; a platform with thousands of parks still answers one small payload.
const PARK_LIMIT = 50;

interface ParkToday {
  id: number;
  name: string;
  total_spaces: number;
  in_lot: number;
  entries: number;
  exits: number;
  income: number;
}

/** Counts per park_id from one grouped query. */
function byPark(rows: { park_id: number; n: number | string | null }[]): Map<number, number> {
  return new Map(rows.map((row) => [Number(row.park_id), Number(row.n ?? 0)]));
}

/**
 * 数据大屏 (/parking/dashboard): today's entries, exits, income and occupancy per park, and the daily
 * trend of the last days, for every park the caller sees. Each figure is one grouped query served
 * by a (park_id, time) index.
 */
export async function parkDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { days?: number } }>(
    '/parking/dashboard/overview',
    {
      config: { access: { permission: 'parking:dashboard:view' } },
      schema: {
        tags: ['数据大屏'],
        summary: '停车数据大屏',
        querystring: {
          type: 'object',
          properties: { days: { type: 'integer', minimum: 1, maximum: 31, default: 7, title: '趋势天数' } },
          additionalProperties: false,
        },
        response: okResponse(DASHBOARD_OVERVIEW),
      },
    },
    async (request) => {
      const db = app.db;
      const now = nowSeconds();
      const today = cstDayStart(now);
      const days = request.query.days ?? 7;
      const since = today - (days - 1) * DAY_SECONDS;
      const parks = await visibleParks(db, authOf(request))
        .select(['park.id', 'park.name', 'park.total_spaces'])
        .orderBy('park.id')
        .execute();
      const ids = parks.map((park) => Number(park.id));
      const scope = ids.length > 0 ? ids : [-1];
      const count = (column: 'entry_time' | 'exit_time') =>
        db
          .selectFrom('parking_record')
          .select(['park_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('park_id', 'in', scope)
          .where(column, '>=', today)
          .groupBy('park_id')
          .execute();
      // Literals, not parameters: PostgreSQL matches the GROUP BY to the select list by its text,
      // and better-sqlite3 binds numbers as REAL, which would make the division a fraction.
      const dayOf = (column: string) =>
        sql<number>`(${sql.ref(column)} + ${sql.lit(CST_OFFSET_SECONDS)}) / ${sql.lit(DAY_SECONDS)}`;
      const [inLot, entries, exits, income, entryTrend, exitTrend, incomeTrend] = await Promise.all([
        db
          .selectFrom('parking_record')
          .select(['park_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('park_id', 'in', scope)
          .where('status', '=', 1)
          .groupBy('park_id')
          .execute(),
        count('entry_time'),
        count('exit_time'),
        db
          .selectFrom('payment_order')
          .select(['park_id', (eb) => eb.fn.sum<number>('paid_amount').as('n')])
          .where('park_id', 'in', scope)
          .where('create_time', '>=', today)
          .where('status', '=', 1)
          .groupBy('park_id')
          .execute(),
        db
          .selectFrom('parking_record')
          .select([dayOf('entry_time').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
          .where('park_id', 'in', scope)
          .where('entry_time', '>=', since)
          .groupBy(dayOf('entry_time'))
          .execute(),
        db
          .selectFrom('parking_record')
          .select([dayOf('exit_time').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
          .where('park_id', 'in', scope)
          .where('exit_time', '>=', since)
          .groupBy(dayOf('exit_time'))
          .execute(),
        db
          .selectFrom('payment_order')
          .select([dayOf('create_time').as('day'), (eb) => eb.fn.sum<number>('paid_amount').as('n')])
          .where('park_id', 'in', scope)
          .where('create_time', '>=', since)
          .where('status', '=', 1)
          .groupBy(dayOf('create_time'))
          .execute(),
      ]);
      const maps = {
        inLot: byPark(inLot),
        entries: byPark(entries),
        exits: byPark(exits),
        income: byPark(income),
      };
      const rows: ParkToday[] = parks.map((park) => {
        const id = Number(park.id);
        return {
          id,
          name: park.name,
          total_spaces: park.total_spaces,
          in_lot: maps.inLot.get(id) ?? 0,
          entries: maps.entries.get(id) ?? 0,
          exits: maps.exits.get(id) ?? 0,
          income: maps.income.get(id) ?? 0,
        };
      });
      const perDay = (list: { day: number; n: number | string | null }[]) =>
        new Map(list.map((row) => [Number(row.day), Number(row.n ?? 0)]));
      const trendMaps = {
        entries: perDay(entryTrend),
        exits: perDay(exitTrend),
        income: perDay(incomeTrend),
      };
      const firstDay = (since + CST_OFFSET_SECONDS) / DAY_SECONDS;
      const trend = Array.from({ length: days }, (_, i) => {
        const day = firstDay + i;
        return {
          date: cstDateOfDayNumber(day),
          entries: trendMaps.entries.get(day) ?? 0,
          exits: trendMaps.exits.get(day) ?? 0,
          income: trendMaps.income.get(day) ?? 0,
        };
      });
      const sum = (key: keyof Pick<ParkToday, 'in_lot' | 'entries' | 'exits' | 'income' | 'total_spaces'>) =>
        rows.reduce((total, row) => total + row[key], 0);
      rows.sort((a, b) => b.entries - a.entries || a.id - b.id);
      return ok(request, {
        totals: {
          parks: rows.length,
          total_spaces: sum('total_spaces'),
          in_lot: sum('in_lot'),
          entries: sum('entries'),
          exits: sum('exits'),
          income: sum('income'),
        },
        parks: rows.slice(0, PARK_LIMIT),
        trend,
        refreshed_at: now,
      });
    },
  );
}
