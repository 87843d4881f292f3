import { CONSOLE_OVERVIEW, DONE_RESPONSE, okResponse } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { ok, done } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import { cstDayStart } from './cst-day.js';
import { findVisiblePark } from './park-lookup.js';
import { writeParkEvent } from './park-events.js';

const PARK_QUERY = {
  type: 'object',
  properties: { park_id: { type: 'integer', minimum: 1, title: '车场' } },
  required: ['park_id'],
  additionalProperties: false,
} as const;

/**
 * 车场控制台: one park's live state (occupancy, today's traffic and income, the latest cars in the
 * lot, the gate feed) in one call the page polls every 65 s, plus 远程开闸.
 */
export async function parkConsoleRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { park_id: number } }>(
    '/parking/console/overview',
    {
      config: { access: { permission: ['parking:console:view'] } },
      schema: {
        tags: ['车场控制台'],
        summary: '控制台概况',
        querystring: PARK_QUERY,
        response: okResponse(CONSOLE_OVERVIEW),
      },
    },
    async (request) => {
      const park = await findVisiblePark(app.db, authOf(request), request.query.park_id);
      const now = nowSeconds();
      const today = cstDayStart(now);
      const db = app.db;
      const [inLot, entries, exits, income, cars, events] = await Promise.all([
        db
          .selectFrom('parking_record')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('park_id', '=', park.id)
          .where('status', '=', 1)
          .executeTakeFirst(),
        db
          .selectFrom('parking_record')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('park_id', '=', park.id)
          .where('entry_time', '>=', today)
          .executeTakeFirst(),
        db
          .selectFrom('parking_record')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('park_id', '=', park.id)
          .where('exit_time', '>=', today)
          .executeTakeFirst(),
        db
          .selectFrom('payment_order')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('paid_amount'), eb.lit(0)).as('n'))
          .where('park_id', '=', park.id)
          .where('create_time', '>=', today)
          .where('status', '=', 1)
          .executeTakeFirst(),
        db
          .selectFrom('parking_record')
          .select(['id', 'plate', 'plate_color', 'car_type', 'entry_time', 'entry_gate'])
          .where('park_id', '=', park.id)
          .where('status', '=', 1)
          .orderBy('entry_time', 'desc')
          .limit(10)
          .execute(),
        db
          .selectFrom('park_event')
          .select(['id', 'kind', 'plate', 'plate_color', 'gate', 'content', 'create_time'])
          .where('park_id', '=', park.id)
          .orderBy('create_time', 'desc')
          .orderBy('id', 'desc')
          .limit(20)
          .execute(),
      ]);
      const occupied = Number(inLot?.n ?? 0);
      return ok(request, {
        park: {
          id: park.id,
          name: park.name,
          total_spaces: park.total_spaces,
          charge_mode: park.charge_mode,
          status: park.status,
        },
        in_lot: occupied,
        free_spaces: Math.max(0, park.total_spaces - occupied),
        entries_today: Number(entries?.n ?? 0),
        exits_today: Number(exits?.n ?? 0),
        income_today: Number(income?.n ?? 0),
        cars,
        events,
        refreshed_at: now,
      });
    },
  );

  app.post<{ Body: { park_id: number; gate: string; reason: string } }>(
    '/parking/console/open',
    {
      config: { access: { permission: 'parking:console:open' } },
      schema: {
        tags: ['车场控制台'],
        summary: '远程开闸',
        body: {
          type: 'object',
          properties: {
            park_id: { type: 'integer', minimum: 1, title: '车场' },
            gate: { type: 'string', minLength: 1, maxLength: 32, title: '通道' },
            reason: { type: 'string', minLength: 1, maxLength: 128, title: '开闸原因' },
          },
          required: ['park_id', 'gate', 'reason'],
          additionalProperties: false,
        },
        response: DONE_RESPONSE,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const park = await findVisiblePark(app.db, auth, request.body.park_id);
      const { gate, reason } = request.body;
      await writeParkEvent(app.db, {
        park,
        kind: 'open',
        plate: '',
        plate_color: 0,
        gate,
        at: nowSeconds(),
        content: `${auth.name} 远程开闸（${gate}）：${reason}`,
      });
      return done(request);
    },
  );
}
