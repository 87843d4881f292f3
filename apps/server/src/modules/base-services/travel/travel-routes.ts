import {
  ApiCode,
  okResponse,
  parkingRecordResource,
  TRAVEL_MAX_DAYS,
  TRAVEL_SUMMARY,
  TRAVEL_TOP_PARKS,
  type TravelSummary,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { engineDb } from '../../../engine/engine-db.js';
import { rowScope } from '../../../engine/tenant-scope.js';
import { AppError } from '../../../http/app-error.js';
import { ok } from '../../../http/envelope.js';
import { decodeArea, displayCity } from '../../../platform/area/area-service.js';
import { authOf } from '../../../platform/auth/auth-hook.js';

const DAY = 86_400;
const HOUR = 3_600;
// China has one time zone and no daylight saving.
const CHINA_OFFSET = 8 * HOUR;

interface TravelQuery {
  start_date: string;
  end_date: string;
}

/** The Unix second a China day (YYYY-MM-DD) starts, or undefined for a date that does not exist. */
function chinaMidnight(date: string): number | undefined {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, day);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return undefined;
  return utc / 1000 - CHINA_OFFSET;
}

/** Integer division gives the same hour on SQLite and PostgreSQL. */
const hourOf = (column: 'entry_time' | 'exit_time') =>
  sql<number>`((${sql.ref(`r.${column}`)} + ${sql.lit(CHINA_OFFSET)}) / ${sql.lit(HOUR)}) % 24`;

const STAY_SECONDS = sql<number>`r.exit_time - r.entry_time`;
const CITY_PREFIX = sql<string>`substr(park.area_code, 1, 4)`;

/** The name of a city by the first four digits of an area code, or 未知城市. */
async function cityName(prefix: string): Promise<string> {
  const decoded = prefix.length === 4 ? await decodeArea(`${prefix}00`) : undefined;
  return decoded ? displayCity(decoded) : '未知城市';
}

const minutes = (seconds: number, trips: number) => (trips > 0 ? Math.round(seconds / trips / 60) : 0);

/**
 * GET /base/services/travel/summary: 出行数据, the trips (finished stays) of the caller's lots whose
 * exit falls in the range, summed on the server by hour of the day, by city and by lot. The stays are
 * read under the parking records' scope (a tenant its own lots, a partner its merchants', a
 * sub-account its granted lots), so the counts equal the records the caller may list.
 */
export async function travelRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: TravelQuery }>(
    '/base/services/travel/summary',
    {
      config: { access: { permission: 'user:travel:view' } },
      schema: {
        tags: ['出行数据'],
        summary: '出行数据汇总',
        querystring: {
          type: 'object',
          required: ['start_date', 'end_date'],
          additionalProperties: false,
          properties: {
            start_date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            end_date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
          },
        },
        response: okResponse(TRAVEL_SUMMARY),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { start_date, end_date } = request.query;
      const start = chinaMidnight(start_date);
      const end = chinaMidnight(end_date);
      if (start === undefined || end === undefined) throw new AppError(ApiCode.VALIDATION, '日期无效');
      if (end < start) throw new AppError(ApiCode.VALIDATION, '结束日期不能早于开始日期');
      if ((end - start) / DAY + 1 > TRAVEL_MAX_DAYS)
        throw new AppError(ApiCode.VALIDATION, `统计范围最多 ${TRAVEL_MAX_DAYS} 天`);
      const db = engineDb(app.db);
      // The finished stays of the range in the caller's scope; exits are indexed per lot and per tenant.
      const stays = db
        .selectFrom('parking_record')
        .where(rowScope(db, app.dbKind, parkingRecordResource, auth, []))
        .where('status', '=', 0)
        .where('exit_time', '>=', start)
        .where('exit_time', '<', end + DAY)
        .select(['id', 'park_id', 'entry_time', 'exit_time']);
      const trips = db.selectFrom(stays.as('r'));
      const [total, entries, exits, cities, parks] = await Promise.all([
        trips
          .select((eb) => [
            eb.fn.countAll<number>().as('trips'),
            eb.fn.sum<number>(STAY_SECONDS).as('seconds'),
          ])
          .executeTakeFirst(),
        trips
          .select((eb) => [hourOf('entry_time').as('hour'), eb.fn.countAll<number>().as('trips')])
          .groupBy(hourOf('entry_time'))
          .execute(),
        trips
          .select((eb) => [hourOf('exit_time').as('hour'), eb.fn.countAll<number>().as('trips')])
          .groupBy(hourOf('exit_time'))
          .execute(),
        trips
          .innerJoin('park', 'park.id', 'r.park_id')
          .select((eb) => [CITY_PREFIX.as('prefix'), eb.fn.countAll<number>().as('trips')])
          .groupBy(CITY_PREFIX)
          .execute(),
        trips
          .innerJoin('park', 'park.id', 'r.park_id')
          .select((eb) => [
            'r.park_id',
            'park.name',
            eb.fn.countAll<number>().as('trips'),
            eb.fn.sum<number>(STAY_SECONDS).as('seconds'),
          ])
          .groupBy(['r.park_id', 'park.name'])
          .orderBy(sql`count(*)`, 'desc')
          .orderBy('r.park_id')
          .limit(TRAVEL_TOP_PARKS)
          .execute(),
      ]);
      const tripCount = Number(total?.trips ?? 0);
      const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, entries: 0, exits: 0 }));
      for (const row of entries) byHour[Number(row.hour)]!.entries = Number(row.trips);
      for (const row of exits) byHour[Number(row.hour)]!.exits = Number(row.trips);
      const byCity = await Promise.all(
        cities.map(async (row) => {
          const prefix = String(row.prefix ?? '');
          return { area_code: `${prefix}00`, city: await cityName(prefix), trip_count: Number(row.trips) };
        }),
      );
      byCity.sort((a, b) => b.trip_count - a.trip_count || a.area_code.localeCompare(b.area_code));
      const summary: TravelSummary = {
        start_date,
        end_date,
        trip_count: tripCount,
        avg_minutes: minutes(Number(total?.seconds ?? 0), tripCount),
        by_hour: byHour,
        by_city: byCity,
        by_park: parks.map((row) => ({
          park_id: Number(row.park_id),
          park_name: String(row.name),
          trip_count: Number(row.trips),
          avg_minutes: minutes(Number(row.seconds), Number(row.trips)),
        })),
      };
      return ok(request, summary);
    },
  );
}
