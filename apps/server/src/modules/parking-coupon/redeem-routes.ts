import rateLimit from '@fastify/rate-limit';
import { ApiCode, okResponse, PLATE_COLOR, s } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { databaseRateLimitStore } from '../../plugins/rate-limit-store.js';
import { redeemInfo, redeemPublic } from './code-redeem.js';

const KEY_PROPERTIES = {
  code: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$', title: '固定券码' },
  token: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', title: '动态码' },
} as const;

const INFO = s.object({
  merchant_name: s.string({ title: '商户' }),
  name: s.string({ title: '券码名称' }),
  coupon_name: s.string({ title: '优惠券' }),
  coupon_type: s.integer({ title: '券类型' }),
  face_value: s.integer({ title: '面额' }),
  reason: s.nullable(s.string({ title: '不能领取的原因' })),
  expire_time: s.integer({ title: '码失效时间' }),
});
const REDEEMED = s.object({
  grant_no: s.string({ title: '发券单号' }),
  plate: s.string({ title: '车牌号' }),
  coupon_name: s.string({ title: '优惠券' }),
  expire_time: s.integer({ title: '券到期时间' }),
});

interface RedeemBody {
  code?: string;
  token?: string;
  plate: string;
  plate_color?: number;
  request_id: string;
}

/** Exactly one of the two keys, in the words of the page. */
function oneKey(key: { code?: string; token?: string }): void {
  if (!key.code === !key.token) throw new AppError(ApiCode.VALIDATION, '请扫描商户的券码');
}

/**
 * The customer's side of 固定券码 and 动态码 (no sign-in): what a scanned code gives, and 领取 for a
 * plate. Limited per client address like sign-in, counted in the database so every process shares
 * the limit; the code itself (80 random bits) or token (192) is what authorises a grant, and the
 * code's own limits bound what it gives.
 */
export async function redeemRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });

  app.get<{ Querystring: { code?: string; token?: string } }>(
    '/parking-coupon/redeem/info',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['领取停车券'],
        summary: '扫码领券：券码信息（无需登录，按 IP 限流）',
        querystring: { type: 'object', properties: KEY_PROPERTIES, additionalProperties: false },
        response: okResponse(INFO),
      },
    },
    async (request) => {
      oneKey(request.query);
      return ok(request, await redeemInfo(app.db, request.query, nowSeconds()));
    },
  );

  app.post<{ Body: RedeemBody }>(
    '/parking-coupon/redeem',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['领取停车券'],
        summary: '扫码领券：为车牌领取一张停车券（无需登录，按 IP 限流；同一 request_id 只领一次）',
        body: {
          type: 'object',
          properties: {
            ...KEY_PROPERTIES,
            plate: { type: 'string', minLength: 1, maxLength: 10, title: '车牌号' },
            plate_color: {
              type: 'integer',
              enum: PLATE_COLOR.entries.map((e) => e.value),
              title: '车牌颜色',
            },
            request_id: {
              type: 'string',
              minLength: 8,
              maxLength: 64,
              pattern: '^[A-Za-z0-9_-]+$',
              title: '请求编号',
            },
          },
          required: ['plate', 'request_id'],
          additionalProperties: false,
        },
        response: okResponse(REDEEMED),
      },
    },
    async (request) => {
      const body = request.body;
      oneKey(body);
      const now = nowSeconds();
      const redeemed = await app.db.transaction().execute((tx) =>
        redeemPublic(tx, {
          code: body.code,
          token: body.token,
          plate: body.plate,
          plateColor: body.plate_color ?? 1,
          requestId: body.request_id,
          now,
        }),
      );
      return ok(request, redeemed);
    },
  );
}
