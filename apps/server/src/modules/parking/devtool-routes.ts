import { ApiCode, ENTRY_OUTCOME, EXIT_OUTCOME, isPlate, okResponse, PLATE_MESSAGE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import type { Payment } from './gate-order.js';
import { enterCar, exitCar, prepay } from './gate-service.js';
import { findVisiblePark } from './park-lookup.js';

const ACCESS = { access: { permission: 'system:devtool:parking' } } as const;
const TAGS = ['开发工具'];

const PAYMENT = {
  pay_type: { type: 'integer', enum: [1, 2, 3, 4, 5, 6, 8], title: '支付方式' },
  pay_mode: { type: 'integer', minimum: -1, maximum: 10, title: '支付渠道' },
} as const;

/** A coupon shown at the gate: its 券码 (the grant number), as a real gate passes a scanned code. */
const GRANT_NO = {
  grant_no: { type: 'string', maxLength: 32, title: '券码' },
} as const;

/** The 券码 trimmed; blank means none was shown. */
function grantNoOf(body: CarBody): string | undefined {
  const code = body.grant_no?.trim().toUpperCase();
  return code ? code : undefined;
}

const CAR = {
  park_id: { type: 'integer', minimum: 1, title: '车场' },
  plate: { type: 'string', minLength: 1, maxLength: 10, title: '车牌号' },
  gate: { type: 'string', maxLength: 32, title: '通道' },
} as const;

interface CarBody {
  park_id: number;
  plate: string;
  gate?: string;
  plate_color?: number;
  minutes_ago?: number;
  pay_type?: number;
  pay_mode?: number;
  grant_no?: string;
}

function plateOf(body: CarBody): string {
  const plate = body.plate.trim().toUpperCase();
  if (!isPlate(plate)) throw new AppError(ApiCode.VALIDATION, PLATE_MESSAGE, body.plate);
  return plate;
}

function paymentOf(body: CarBody): Payment | undefined {
  if (body.pay_type === undefined) return undefined;
  return { pay_type: body.pay_type, pay_mode: body.pay_mode ?? 0 };
}

/**
 * 模拟进出场 (spec 02 §2.14): drives the same gate service as real gates, inside the caller's park
 * scope, so a mocked car shows in 在场车辆, the console, records, orders and the dashboard.
 * `minutes_ago` backdates an entry so a fee can be tried without waiting.
 */
export async function devtoolParkingRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: CarBody }>(
    '/devtool/parking/entry',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: '模拟车辆入场',
        body: {
          type: 'object',
          properties: {
            ...CAR,
            plate_color: { type: 'integer', minimum: 1, maximum: 9, default: 1, title: '车牌颜色' },
            minutes_ago: {
              type: 'integer',
              minimum: 0,
              maximum: 43_200,
              default: 0,
              title: '入场于多少分钟前',
            },
          },
          required: ['park_id', 'plate'],
          additionalProperties: false,
        },
        response: okResponse(ENTRY_OUTCOME),
      },
    },
    async (request) => {
      const { body } = request;
      const park = await findVisiblePark(app.db, authOf(request), body.park_id);
      const plate = plateOf(body);
      const at = nowSeconds() - (body.minutes_ago ?? 0) * 60;
      const outcome = await app.db
        .transaction()
        .execute((trx) =>
          enterCar(
            trx,
            { park_id: park.id, plate, plate_color: body.plate_color ?? 1, gate: body.gate || '1号入口' },
            at,
          ),
        );
      return ok(request, outcome);
    },
  );

  app.post<{ Body: CarBody }>(
    '/devtool/parking/exit',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: '模拟车辆出场',
        body: {
          type: 'object',
          properties: { ...CAR, ...PAYMENT, ...GRANT_NO },
          required: ['park_id', 'plate'],
          additionalProperties: false,
        },
        response: okResponse(EXIT_OUTCOME),
      },
    },
    async (request) => {
      const { body } = request;
      const park = await findVisiblePark(app.db, authOf(request), body.park_id);
      const plate = plateOf(body);
      const payment = paymentOf(body);
      const grantNo = grantNoOf(body);
      const outcome = await app.db.transaction().execute((trx) =>
        exitCar(
          trx,
          {
            park_id: park.id,
            plate,
            gate: body.gate || '1号出口',
            ...(payment && { payment }),
            ...(grantNo && { grant_no: grantNo }),
          },
          nowSeconds(),
        ),
      );
      return ok(request, outcome);
    },
  );

  app.post<{ Body: CarBody }>(
    '/devtool/parking/pay',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: '模拟场内缴费',
        body: {
          type: 'object',
          properties: { park_id: CAR.park_id, plate: CAR.plate, ...PAYMENT, ...GRANT_NO },
          required: ['park_id', 'plate', 'pay_type'],
          additionalProperties: false,
        },
        response: okResponse(EXIT_OUTCOME),
      },
    },
    async (request) => {
      const { body } = request;
      const park = await findVisiblePark(app.db, authOf(request), body.park_id);
      const plate = plateOf(body);
      const payment = paymentOf(body) ?? { pay_type: 2, pay_mode: 3 };
      const grantNo = grantNoOf(body);
      const outcome = await app.db
        .transaction()
        .execute((trx) =>
          prepay(
            trx,
            { park_id: park.id, plate, payment, ...(grantNo && { grant_no: grantNo }) },
            nowSeconds(),
          ),
        );
      return ok(request, outcome);
    },
  );
}
