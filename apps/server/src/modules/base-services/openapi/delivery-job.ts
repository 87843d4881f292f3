import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../../lib/clock.js';
import type { JobHandler } from '../../../platform/jobs/index.js';
import { CALLBACK_MAX_ATTEMPTS, OPENAPI_CALLBACK_QUEUE } from './open-events.js';
import { secretBoxOf } from './secret-box.js';
import { canonicalRequest, OPEN_HEADERS, sign } from './signature.js';

interface DeliveryPayload {
  event_row_id: number;
}

const TIMEOUT_MS = 10_000;

const DELIVERED = 1;
const FAILED = 2;

/** Headers of a signed callback: the same scheme as a call, signed with the app's own secret. */
export function signedCallbackHeaders(
  secret: string,
  args: { appKey: string; eventId: string; url: URL; body: string; at: number },
): Record<string, string> {
  const timestamp = String(args.at);
  const nonce = randomBytes(16).toString('hex');
  const canonical = canonicalRequest({
    method: 'POST',
    path: `${args.url.pathname}${args.url.search}`,
    timestamp,
    nonce,
    body: args.body,
  });
  return {
    'content-type': 'application/json; charset=utf-8',
    [OPEN_HEADERS.appId]: args.appKey,
    [OPEN_HEADERS.eventId]: args.eventId,
    [OPEN_HEADERS.timestamp]: timestamp,
    [OPEN_HEADERS.nonce]: nonce,
    [OPEN_HEADERS.signature]: sign(secret, canonical),
  };
}

/**
 * Delivers one event to its app's callback URL: POST the event, signed; a 2xx answer acknowledges it
 * and it is never sent again; anything else (an error status, a refused connection, a timeout)
 * throws, and the job runner retries with exponential backoff. Each try is logged on the event row.
 */
export function openapiCallbackJob(app: FastifyInstance): JobHandler<DeliveryPayload> {
  const db = app.db;
  const note = async (id: number, values: { status?: number; http?: number; error: string | null }) => {
    const now = nowSeconds();
    await db
      .updateTable('openapi_event')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        last_http_status: values.http ?? 0,
        last_error: values.error?.slice(0, 255) ?? null,
        last_try_time: now,
        ...(values.status === DELIVERED && { status: DELIVERED, delivered_time: now }),
      }))
      .where('id', '=', id)
      .where('status', '!=', DELIVERED)
      .execute();
  };
  return {
    queue: OPENAPI_CALLBACK_QUEUE,
    maxAttempts: CALLBACK_MAX_ATTEMPTS,
    async run({ payload, signal }) {
      const event = await db
        .selectFrom('openapi_event')
        .innerJoin('openapi_app', 'openapi_app.id', 'openapi_event.app_id')
        .leftJoin('openapi_callback', (join) =>
          join
            .onRef('openapi_callback.app_id', '=', 'openapi_event.app_id')
            .onRef('openapi_callback.event_type', '=', 'openapi_event.event_type'),
        )
        .select([
          'openapi_event.id',
          'openapi_event.event_id',
          'openapi_event.payload',
          'openapi_event.status',
          'openapi_app.app_key',
          'openapi_app.secret_cipher',
          'openapi_app.status as app_status',
          'openapi_callback.url',
          'openapi_callback.status as callback_status',
        ])
        .where('openapi_event.id', '=', payload.event_row_id)
        .executeTakeFirst();
      // Acknowledged already (a job run again after a crash): once per event id.
      if (!event || Number(event.status) === DELIVERED) return;
      const secret = event.secret_cipher ? secretBoxOf(app).open(event.secret_cipher) : undefined;
      const stop = (error: string) =>
        db
          .updateTable('openapi_event')
          .set({ status: FAILED, last_error: error, last_try_time: nowSeconds() })
          .where('id', '=', Number(event.id))
          .where('status', '!=', DELIVERED)
          .execute();
      // Nothing a retry could change: the app or its URL was switched off, or it has no secret to sign with.
      if (Number(event.app_status) !== 1) return void (await stop('应用已停用，不再投递'));
      if (!event.url || Number(event.callback_status) !== 1)
        return void (await stop('回调地址已删除或停用，不再投递'));
      if (!secret) return void (await stop('应用尚未生成密钥，无法签名'));
      // The URL as configured now: a corrected address is used by the next try.
      const url = new URL(event.url);
      const body = event.payload;
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: signedCallbackHeaders(secret, {
            appKey: event.app_key,
            eventId: event.event_id,
            url,
            body,
            at: nowSeconds(),
          }),
          body,
          redirect: 'manual',
          signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
        });
        await response.arrayBuffer().catch(() => undefined);
      } catch (error) {
        const message =
          error instanceof Error ? (error.cause as Error)?.message || error.message : String(error);
        await note(Number(event.id), { error: `请求失败：${message}` });
        throw new Error(`回调请求失败：${message}`, { cause: error });
      }
      if (response.status >= 200 && response.status < 300) {
        await db
          .updateTable('openapi_event')
          .set({ url: event.url })
          .where('id', '=', Number(event.id))
          .execute();
        await note(Number(event.id), { status: DELIVERED, http: response.status, error: null });
        return;
      }
      await note(Number(event.id), { http: response.status, error: `回调返回 HTTP ${response.status}` });
      throw new Error(`回调返回 HTTP ${response.status}`);
    },
    async onGiveUp({ payload, reason }) {
      await db
        .updateTable('openapi_event')
        .set({ status: FAILED, last_error: `已停止重试：${reason.error}`.slice(0, 255) })
        .where('id', '=', payload.event_row_id)
        .where('status', '!=', DELIVERED)
        .execute();
    },
  };
}
