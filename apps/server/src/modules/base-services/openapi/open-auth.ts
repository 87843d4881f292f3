import { ApiCode, labelOf, OPENAPI_MODULE } from '@console/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import type { JobHandler } from '../../../platform/jobs/index.js';
import { nowSeconds } from '../../../lib/clock.js';
import { lotGranted } from './lot-grants.js';
import { secretBoxOf } from './secret-box.js';
import { canonicalRequest, OPEN_HEADERS, sign, signatureMatches, TIMESTAMP_WINDOW_S } from './signature.js';

export type OpenModule = 'record' | 'in_parking' | 'order';

/** The app behind a verified call. */
export interface OpenCaller {
  appId: number;
  appKey: string;
  merchantId: number;
}

/**
 * Why a call is refused: the Chinese message for the developer, and a stable reason (the envelope's
 * hint) for their code. Authentication failures are 401, grants 403.
 */
export const OPEN_REFUSALS = {
  MISSING_HEADERS: {
    code: ApiCode.UNAUTHENTICATED,
    message: '缺少签名请求头（X-App-Id、X-Timestamp、X-Nonce、X-Signature）',
  },
  BAD_NONCE: { code: ApiCode.UNAUTHENTICATED, message: 'X-Nonce 须为 16 到 64 位字母、数字、下划线或连字符' },
  UNKNOWN_APP: { code: ApiCode.UNAUTHENTICATED, message: 'AppID 不存在或应用已停用' },
  NO_SECRET: { code: ApiCode.UNAUTHENTICATED, message: '应用尚未生成密钥，请在控制台重置密钥' },
  STALE_TIMESTAMP: {
    code: ApiCode.UNAUTHENTICATED,
    message: '请求时间戳与服务器时间相差超过 5 分钟，请校准时间后重新签名',
  },
  BAD_SIGNATURE: { code: ApiCode.UNAUTHENTICATED, message: '签名错误，请检查签名串与密钥' },
  REPLAYED_NONCE: { code: ApiCode.UNAUTHENTICATED, message: '该 X-Nonce 已使用过，疑似重放请求，已拒绝' },
  MODULE_NOT_GRANTED: { code: ApiCode.FORBIDDEN, message: '应用未开通该模块' },
  LOT_NOT_GRANTED: { code: ApiCode.FORBIDDEN, message: '该车场未向应用授权此数据' },
} as const;

export type OpenRefusal = keyof typeof OPEN_REFUSALS;

export function refuse(reason: OpenRefusal, detail?: string): AppError {
  const { code, message } = OPEN_REFUSALS[reason];
  return new AppError(code, detail ? `${message}：${detail}` : message, reason);
}

const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Checks a signed call: the app, the timestamp window, the HMAC over method, path with query,
 * timestamp, nonce and body hash, then records the nonce (a second use of it within the window is a
 * replay), and the module. The nonce is recorded only after the signature holds, so nobody can
 * burn an app's nonces; a row unique per app and nonce makes the check hold across processes.
 */
export async function verifyOpenCall(
  app: FastifyInstance,
  request: FastifyRequest,
  rawBody: Buffer,
  module: OpenModule,
): Promise<OpenCaller> {
  const appKey = header(request, OPEN_HEADERS.appId);
  const timestamp = header(request, OPEN_HEADERS.timestamp);
  const nonce = header(request, OPEN_HEADERS.nonce);
  const signature = header(request, OPEN_HEADERS.signature);
  if (!appKey || !timestamp || !nonce || !signature) throw refuse('MISSING_HEADERS');
  if (!NONCE.test(nonce)) throw refuse('BAD_NONCE');
  const found = await app.db
    .selectFrom('openapi_app')
    .innerJoin('merchant', 'merchant.id', 'openapi_app.merchant_id')
    .select(['openapi_app.id', 'openapi_app.merchant_id', 'openapi_app.secret_cipher'])
    .where('openapi_app.app_key', '=', appKey)
    .where('openapi_app.status', '=', 1)
    .where('merchant.status', '=', 1)
    .executeTakeFirst();
  if (!found) throw refuse('UNKNOWN_APP');
  const secret = found.secret_cipher ? secretBoxOf(app).open(found.secret_cipher) : undefined;
  if (!secret) throw refuse('NO_SECRET');
  const now = nowSeconds();
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > TIMESTAMP_WINDOW_S)
    throw refuse('STALE_TIMESTAMP');
  const expected = sign(
    secret,
    canonicalRequest({ method: request.method, path: request.url, timestamp, nonce, body: rawBody }),
  );
  if (!signatureMatches(signature, expected)) throw refuse('BAD_SIGNATURE');
  const appId = Number(found.id);
  const used = await app.db
    .insertInto('openapi_nonce')
    // Kept past the window on both sides, so a replay is refused as long as its timestamp passes.
    .values({ app_id: appId, nonce, expire_time: now + 2 * TIMESTAMP_WINDOW_S })
    .onConflict((oc) => oc.columns(['app_id', 'nonce']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!used) throw refuse('REPLAYED_NONCE');
  const granted = await app.db
    .selectFrom('openapi_app_module')
    .select('id')
    .where('app_id', '=', appId)
    .where('module', '=', module)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!granted) throw refuse('MODULE_NOT_GRANTED', labelOf(OPENAPI_MODULE, module));
  return { appId, appKey, merchantId: Number(found.merchant_id) };
}

/** Refuses a lot the app holds no live grant of the module's scope for. */
export async function assertLotGranted(
  app: FastifyInstance,
  caller: OpenCaller,
  parkId: number,
  module: OpenModule,
): Promise<void> {
  if (!(await lotGranted(app.db, { appKey: caller.appKey, parkId, scope: module, now: nowSeconds() })))
    throw refuse('LOT_NOT_GRANTED', labelOf(OPENAPI_MODULE, module));
}

/** Nonces past their window; a scheduled job removes them. */
export async function purgeOldNonces(app: FastifyInstance): Promise<void> {
  await app.db.deleteFrom('openapi_nonce').where('expire_time', '<', nowSeconds()).execute();
}

export const OPENAPI_NONCE_QUEUE = 'openapi-nonce-purge';
export const OPENAPI_NONCE_CRON = '*/10 * * * *';

/** Every 10 minutes: the nonces no replay could pass the timestamp window with any more. */
export function openapiNonceJob(app: FastifyInstance): JobHandler<unknown> {
  return { queue: OPENAPI_NONCE_QUEUE, run: () => purgeOldNonces(app) };
}
