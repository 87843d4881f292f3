import { ApiCode } from '@console/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { list, ok } from '../../../http/envelope.js';
import { assertLotGranted, verifyOpenCall, type OpenCaller, type OpenModule } from './open-auth.js';
import { OPEN_API_DOCUMENT } from './open-api-document.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An /open/v1 route: the module a signed call to it needs (absent: the public document). */
    openModule?: OpenModule;
  }
}

const rawBodies = new WeakMap<FastifyRequest, Buffer>();
const callers = new WeakMap<FastifyRequest, OpenCaller>();

function callerOf(request: FastifyRequest): OpenCaller {
  const caller = callers.get(request);
  if (!caller) throw new AppError(ApiCode.UNAUTHENTICATED);
  return caller;
}

const PAGING = {
  page_index: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
  page_size: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

const PARK_PARAMS = {
  type: 'object',
  properties: { park_uuid: { type: 'string', minLength: 1, maxLength: 36 } },
  required: ['park_uuid'],
} as const;

interface Paging {
  page_index: number;
  page_size: number;
}

const ORDER_COLUMNS = [
  'payment_order.order_no',
  'payment_order.park_id',
  'payment_order.plate',
  'payment_order.status',
  'payment_order.amount',
  'payment_order.discount_amount',
  'payment_order.paid_amount',
  'payment_order.pay_type',
  'payment_order.pay_time',
  'payment_order.entry_time',
  'payment_order.exit_time',
  'park.g_park_uuid as park_uuid',
] as const;

/** The lot the call names, when the app holds a live grant of it for the module; unknown reads the same. */
async function grantedPark(app: FastifyInstance, request: FastifyRequest, uuid: string, module: OpenModule) {
  const park = await app.db
    .selectFrom('park')
    .select(['id'])
    .where('g_park_uuid', '=', uuid)
    .executeTakeFirst();
  const caller = callerOf(request);
  if (!park) throw new AppError(ApiCode.FORBIDDEN, '该车场未向应用授权此数据', 'LOT_NOT_GRANTED');
  await assertLotGranted(app, caller, Number(park.id), module);
  return Number(park.id);
}

const numberish = (row: Record<string, unknown>, keys: readonly string[]) => {
  const out: Record<string, unknown> = { ...row };
  for (const key of keys) if (out[key] !== null && out[key] !== undefined) out[key] = Number(out[key]);
  return out;
};

/**
 * The open API (ARCHITECTURE §5b), at /open/v1: signed calls of an app to read the lots granted to
 * it. Every route but the document checks the signature, the nonce and the module before its input
 * (preValidation), then the lot's grant in its handler. Bodies are kept raw for the body hash.
 */
export async function openRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    try {
      done(null, (body as Buffer).length === 0 ? undefined : JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(new AppError(ApiCode.VALIDATION, '请求体不是合法的 JSON'), undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    const module = request.routeOptions.config?.openModule;
    if (!module) return;
    callers.set(
      request,
      await verifyOpenCall(app, request, rawBodies.get(request) ?? Buffer.alloc(0), module),
    );
  });

  app.get('/openapi.json', async () => OPEN_API_DOCUMENT);

  app.get<{
    Params: { park_uuid: string };
    Querystring: Paging & { begin_time?: number; end_time?: number };
  }>(
    '/parks/:park_uuid/records',
    {
      config: { openModule: 'record', plainBody: true },
      schema: {
        params: PARK_PARAMS,
        querystring: {
          type: 'object',
          properties: {
            ...PAGING,
            begin_time: { type: 'integer', minimum: 0 },
            end_time: { type: 'integer', minimum: 0 },
          },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const parkId = await grantedPark(app, request, request.params.park_uuid, 'record');
      const { page_index, page_size, begin_time, end_time } = request.query;
      let query = app.db.selectFrom('parking_record').where('park_id', '=', parkId);
      if (begin_time !== undefined) query = query.where('entry_time', '>=', begin_time);
      if (end_time !== undefined) query = query.where('entry_time', '<', end_time);
      const [rows, total] = await Promise.all([
        query
          .select([
            'id as record_id',
            'plate',
            'plate_color',
            'car_type',
            'status',
            'entry_time',
            'entry_gate',
            'exit_time',
            'exit_gate',
            'amount',
            'paid_amount',
          ])
          .orderBy('entry_time', 'desc')
          .orderBy('id', 'desc')
          .limit(page_size)
          .offset((page_index - 1) * page_size)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const keys = [
        'record_id',
        'plate_color',
        'car_type',
        'status',
        'entry_time',
        'exit_time',
        'amount',
        'paid_amount',
      ];
      return list(
        request,
        rows.map((row) => numberish(row, keys)),
        { total_count: Number(total.n), page_index, page_size },
      );
    },
  );

  app.get<{ Params: { park_uuid: string }; Querystring: Paging }>(
    '/parks/:park_uuid/in-parking',
    {
      config: { openModule: 'in_parking', plainBody: true },
      schema: {
        params: PARK_PARAMS,
        querystring: { type: 'object', properties: PAGING, additionalProperties: false },
      },
    },
    async (request) => {
      const parkId = await grantedPark(app, request, request.params.park_uuid, 'in_parking');
      const { page_index, page_size } = request.query;
      const query = app.db.selectFrom('parking_record').where('park_id', '=', parkId).where('status', '=', 1);
      const [rows, total] = await Promise.all([
        query
          .select(['id as record_id', 'plate', 'plate_color', 'car_type', 'entry_time', 'entry_gate'])
          .orderBy('entry_time', 'desc')
          .orderBy('id', 'desc')
          .limit(page_size)
          .offset((page_index - 1) * page_size)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const keys = ['record_id', 'plate_color', 'car_type', 'entry_time'];
      return list(
        request,
        rows.map((row) => numberish(row, keys)),
        { total_count: Number(total.n), page_index, page_size },
      );
    },
  );

  const orderKeys = [
    'status',
    'amount',
    'discount_amount',
    'paid_amount',
    'pay_type',
    'pay_time',
    'entry_time',
    'exit_time',
  ];
  /** The orders among `numbers` at lots that granted the app their orders. */
  const grantedOrders = async (request: FastifyRequest, numbers: readonly string[]) => {
    const caller = callerOf(request);
    const rows = await app.db
      .selectFrom('payment_order')
      .innerJoin('park', 'park.id', 'payment_order.park_id')
      .select(ORDER_COLUMNS)
      .where('payment_order.order_no', 'in', numbers)
      .execute();
    const out = [];
    for (const row of rows) {
      try {
        await assertLotGranted(app, caller, Number(row.park_id), 'order');
      } catch {
        continue;
      }
      const { park_id: _park, ...rest } = row;
      out.push(numberish(rest, orderKeys));
    }
    return out;
  };

  app.get<{ Params: { order_no: string } }>(
    '/orders/:order_no',
    {
      config: { openModule: 'order', plainBody: true },
      schema: {
        params: {
          type: 'object',
          properties: { order_no: { type: 'string', minLength: 1, maxLength: 40 } },
          required: ['order_no'],
        },
      },
    },
    async (request) => {
      const [order] = await grantedOrders(request, [request.params.order_no]);
      // An order at a lot without a grant reads as missing: the app learns nothing of others' orders.
      if (!order)
        throw new AppError(ApiCode.NOT_FOUND, '订单不存在，或其车场未向应用授权订单数据', 'ORDER_NOT_FOUND');
      return ok(request, order);
    },
  );

  app.post<{ Body: { order_nos: string[] } }>(
    '/orders/query',
    {
      config: { openModule: 'order', plainBody: true },
      schema: {
        body: {
          type: 'object',
          properties: {
            order_nos: {
              type: 'array',
              minItems: 1,
              maxItems: 50,
              items: { type: 'string', minLength: 1, maxLength: 40 },
            },
          },
          required: ['order_nos'],
          additionalProperties: false,
        },
      },
    },
    async (request) => ok(request, { row: await grantedOrders(request, request.body.order_nos) }),
  );
}
