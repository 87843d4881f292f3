import {
  ApiCode,
  CITY_PARK_LIST,
  cityAreaPrefix,
  cityResource,
  okResponse,
  OPEN_CITY_LIST,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { likeExpr } from '../../../db/sql-helpers.js';
import { crudRoutes } from '../../../engine/crud-routes.js';
import type { EngineContext, Row, WriteHooks } from '../../../engine/engine-types.js';
import { findRow } from '../../../engine/row-reader.js';
import { AppError } from '../../../http/app-error.js';
import { list } from '../../../http/envelope.js';
import { offsetOf, pagingQuerySchema, type PagingQuery } from '../../../http/paging.js';
import { decodeArea, displayCity } from '../../../platform/area/area-service.js';
import type { AuthContext } from '../../../platform/auth/auth-context.js';
import { authOf } from '../../../platform/auth/auth-hook.js';
import { visibleParks } from '../visible-parks.js';

/** The city's name and province from the area dataset; a code that is not a city is refused. */
async function cityNames(areaCode: string): Promise<{ name: string; province: string }> {
  const decoded = await decodeArea(areaCode);
  if (!decoded || decoded.type !== 2) {
    throw new AppError(ApiCode.VALIDATION, '请选择到“市”一级的城市', `area_code：${areaCode}`);
  }
  return { name: displayCity(decoded).slice(0, 32), province: decoded.province.slice(0, 32) };
}

const prefixOf = sql<string>`substr(park.area_code, 1, 4)`;

/** How many parks the caller sees in each city: one grouped query per page. */
async function addParkCounts(db: Kysely<Database>, auth: AuthContext, rows: Row[]): Promise<void> {
  const prefixes = [...new Set(rows.map((row) => cityAreaPrefix(String(row.area_code))))];
  if (prefixes.length === 0) return;
  const counts = await visibleParks(db, auth)
    .select([prefixOf.as('prefix'), (eb) => eb.fn.countAll<number>().as('total')])
    .where(prefixOf, 'in', prefixes)
    .groupBy(prefixOf)
    .execute();
  const byPrefix = new Map(counts.map((c) => [String(c.prefix), Number(c.total)]));
  for (const row of rows) row.park_count = byPrefix.get(cityAreaPrefix(String(row.area_code))) ?? 0;
}

const cityHooks: WriteHooks = {
  async beforeCreate(_ctx, { values }) {
    return { ...values, ...(await cityNames(String(values.area_code))), sort_no: values.sort_no ?? 0 };
  },
  async decorateRows(ctx: EngineContext, rows) {
    await addParkCounts(ctx.db, ctx.auth, rows);
  },
};

export const cityCrudRoutes = crudRoutes(cityResource, { hooks: cityHooks });

interface CityParkQuery extends PagingQuery {
  id: number;
  name?: string;
}

interface MineQuery {
  keyword?: string;
}

/**
 * GET /parking/city/park-list?id=: the parks of a city the caller serves, that the caller sees (a
 * park belongs to the city when its area code starts with the city's four-digit prefix).
 * GET /parking/city/mine: the merchant's read-only view: the cities its partner (or itself) opened,
 * each with the number of the caller's parks there.
 */
export async function cityCustomRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: CityParkQuery }>(
    '/parking/city/park-list',
    {
      config: { access: { permission: cityResource.permissions.detail } },
      schema: {
        tags: ['城市'],
        summary: '城市车场',
        querystring: {
          type: 'object',
          required: ['id'],
          properties: {
            ...pagingQuerySchema,
            id: { type: 'integer', minimum: 1 },
            name: { type: 'string', maxLength: 64 },
          },
          additionalProperties: false,
        },
        response: okResponse(CITY_PARK_LIST),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { query } = request;
      const city = await findRow(
        {
          ctx: { db: app.db, auth, request, now: 0, resource: cityResource },
          fixed: [],
          hooks: {},
          dialect: app.dbKind,
        },
        query.id,
      );
      if (!city) throw new AppError(ApiCode.NOT_FOUND, '城市不存在', `id：${query.id}`);
      let parks = visibleParks(app.db, auth).where(
        likeExpr('park.area_code', cityAreaPrefix(String(city.area_code)), 'prefix'),
      );
      const name = (query.name ?? '').trim();
      if (name) parks = parks.where(likeExpr('park.name', name, 'contains'));
      const counted = await parks.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await parks
        .innerJoin('merchant', 'merchant.id', 'park.merchant_id')
        .select([
          'park.id',
          'park.name',
          'park.g_park_uuid',
          'park.area_code',
          'park.address',
          'park.total_spaces',
          'park.charge_mode',
          'park.status',
          'park.create_time',
          'merchant.name as merchant_name',
        ])
        .orderBy('park.create_time', 'desc')
        .orderBy('park.id', 'desc')
        .limit(query.page_size)
        .offset(offsetOf(query))
        .execute();
      return list(request, rows, {
        total_count: Number(counted?.total ?? 0),
        page_index: query.page_index,
        page_size: query.page_size,
      });
    },
  );

  app.get<{ Querystring: MineQuery }>(
    '/parking/city/mine',
    {
      config: { access: { permission: cityResource.permissions.list } },
      schema: {
        tags: ['城市'],
        summary: '本商户可用的城市',
        querystring: {
          type: 'object',
          properties: { keyword: { type: 'string', maxLength: 32 } },
          additionalProperties: false,
        },
        response: okResponse(OPEN_CITY_LIST),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const ancestors = auth.merchantPath.split('/').filter(Boolean).map(Number);
      let query = app.db
        .selectFrom('park_city')
        .select(['id', 'name', 'area_code', 'province', 'status', 'sort_no', 'create_time'])
        .where('merchant_id', 'in', ancestors.length > 0 ? ancestors : [auth.merchantId]);
      const keyword = (request.query.keyword ?? '').trim();
      if (keyword) query = query.where(likeExpr('name', keyword, 'contains'));
      const found = await query.orderBy('sort_no').orderBy('id').limit(500).execute();
      // Two tenants above the caller may both open a city: show it once.
      const byCode = new Map<string, Row>();
      for (const row of found) if (!byCode.has(row.area_code)) byCode.set(row.area_code, { ...row });
      const rows = [...byCode.values()];
      await addParkCounts(app.db, auth, rows);
      return list(request, rows, { total_count: rows.length, page_index: 1, page_size: rows.length });
    },
  );
}
