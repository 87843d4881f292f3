import { okResponse, PARK_OPTION_LIST, parkResource, permittedCodes } from '@console/core';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { likeExpr } from '../../db/sql-helpers.js';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { Row, WriteHooks } from '../../engine/engine-types.js';
import { list } from '../../http/envelope.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import { visibleParks } from './visible-parks.js';

/** Exported so a park created by another flow (an approved collection) follows the same rules. */
export const parkHooks: WriteHooks = {
  beforeCreate(_ctx, { values }) {
    return { ...values, g_park_uuid: randomUUID(), status: 1 };
  },
  async decorateRows(ctx, rows: Row[]) {
    const ids = [...new Set(rows.map((row) => Number(row.merchant_id)))];
    const merchants = await ctx.db
      .selectFrom('merchant')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .execute();
    const names = new Map(merchants.map((m) => [Number(m.id), m.name]));
    for (const row of rows) row.merchant_name = names.get(Number(row.merchant_id)) ?? '';
  },
};

export const parkCrudRoutes = crudRoutes(parkResource, { hooks: parkHooks });

interface SimpleListQuery {
  keyword?: string;
  page_size?: number;
}

/**
 * GET /park/simple-list: the park selector's first 20 matches by name (whitespace already stripped
 * by the widget), operating parks only, within the caller's tenant and park grants.
 */
export async function parkSimpleListRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: SimpleListQuery }>(
    '/park/simple-list',
    {
      // Whoever may list parks (a group with its own code too) may pick one.
      config: { access: { permission: permittedCodes(parkResource, 'list') } },
      schema: {
        tags: ['车场'],
        summary: '车场选择器（前 20 个）',
        querystring: {
          type: 'object',
          properties: {
            keyword: { type: 'string', maxLength: 64 },
            page_size: { type: 'integer', minimum: 1, maximum: 20, default: 20 },
          },
          additionalProperties: false,
        },
        response: okResponse(PARK_OPTION_LIST),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const keyword = (request.query.keyword ?? '').replace(/\s+/g, '');
      let query = visibleParks(app.db, auth)
        .select(['park.id', 'park.name', 'park.g_park_uuid'])
        .where('park.status', '=', 1);
      if (keyword) query = query.where(likeExpr('park.name', keyword, 'contains'));
      const rows = await query
        .orderBy('park.name')
        .limit(request.query.page_size ?? 20)
        .execute();
      return list(request, rows, { total_count: rows.length, page_index: 1, page_size: 20 });
    },
  );
}
