import rateLimit from '@fastify/rate-limit';
import {
  ApiCode,
  CHANNEL_APPLY_EDITABLE,
  CHANNEL_APPLY_FILL,
  CHANNEL_LINK_VIEW,
  DONE_RESPONSE,
  okResponse,
} from '@console/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { checkActionInput } from '../../engine/input-check.js';
import { AppError } from '../../http/app-error.js';
import { done, ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { bearerFrom, hashAccessToken } from '../../platform/auth/access-token.js';
import { databaseRateLimitStore } from '../../plugins/rate-limit-store.js';
import { linkView } from './channel-apply-routes.js';

const WRONG = '链接无效，请向服务商索取新的链接';
const EXPIRED = '链接已过期，请向服务商索取新的链接';

const ID = { id: { type: 'integer', minimum: 1, title: '进件' } } as const;

/**
 * The link's token, sent as the /external pages send theirs (the temporary token, as a bearer token:
 * spec 01 §3), never in the URL of a call, so it stays out of access logs.
 */
function linkToken(request: FastifyRequest): string {
  const token = bearerFrom(request.headers.authorization);
  if (!token || !/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw new AppError(ApiCode.NOT_FOUND, WRONG);
  return token;
}

/**
 * The one application a link opens, for the page's purpose. The token must hash to a stored link of
 * this application and this purpose and be unexpired; anything else is refused with one message, so
 * a guess learns nothing about which part was wrong (an expired link says so: its holder had it).
 */
async function openLink(
  db: Kysely<Database>,
  key: { id: number; token: string },
  purpose: string,
  now: number,
) {
  const link = await db
    .selectFrom('channel_apply_link')
    .selectAll()
    .where('token_hash', '=', hashAccessToken(key.token))
    .executeTakeFirst();
  if (!link || Number(link.application_id) !== key.id || link.purpose !== purpose) {
    throw new AppError(ApiCode.NOT_FOUND, WRONG);
  }
  if (Number(link.expire_time) <= now) throw new AppError(ApiCode.BUSINESS_RULE, EXPIRED);
  const row = await db
    .selectFrom('channel_application')
    .innerJoin('merchant', 'merchant.id', 'channel_application.merchant_id')
    .selectAll('channel_application')
    .select('merchant.name as merchant_name')
    .where('channel_application.id', '=', key.id)
    .executeTakeFirstOrThrow();
  return { link, row };
}

const FILL_PROPERTIES = Object.fromEntries(
  Object.entries(CHANNEL_APPLY_FILL).map(([name, def]) => [name, { type: 'string', title: def.label }]),
);

/**
 * The temporary-token pages' calls (/external/payment/channel/config, /apply, /detail): no sign-in, a
 * per-IP limit, and each grants only its own application's view, or for 填写进件 its fill and send.
 */
export async function channelLinkRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });

  app.get<{ Querystring: { id: number; purpose: string } }>(
    '/external/payment/channel/view',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['渠道进件'],
        summary: '外部链接：查看链接所指的进件（无需登录，令牌单一用途、有效期内）',
        querystring: {
          type: 'object',
          properties: { ...ID, purpose: { type: 'string', enum: ['apply', 'detail', 'config'] } },
          required: ['id', 'purpose'],
          additionalProperties: false,
        },
        response: okResponse(CHANNEL_LINK_VIEW),
      },
    },
    async (request) => {
      const { id, purpose } = request.query;
      const { link, row } = await openLink(app.db, { id, token: linkToken(request) }, purpose, nowSeconds());
      const view = linkView(row, purpose);
      return ok(request, {
        id: Number(row.id),
        purpose,
        merchant_name: row.merchant_name,
        channel: row.channel,
        status: row.status,
        apply_no: row.apply_no,
        reject_reason: row.reject_reason,
        licence_no: row.licence_no,
        legal_person: row.legal_person,
        contact_name: row.contact_name,
        contact_phone: view.contact_phone as string | null,
        bank_name: row.bank_name,
        bank_account: view.bank_account as string | null,
        expire_time: Number(link.expire_time),
      });
    },
  );

  app.post<{ Body: { id: number } & Record<string, unknown> }>(
    '/external/payment/channel/apply',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['渠道进件'],
        summary: '外部链接：填写并提交进件（无需登录，仅“填写进件”链接）',
        body: {
          type: 'object',
          properties: { ...ID, ...FILL_PROPERTIES },
          required: ['id'],
          additionalProperties: false,
        },
        response: DONE_RESPONSE,
      },
    },
    async (request) => {
      const now = nowSeconds();
      const { id, ...rest } = request.body;
      const { row } = await openLink(app.db, { id, token: linkToken(request) }, 'apply', now);
      if (!CHANNEL_APPLY_EDITABLE.includes(Number(row.status))) {
        throw new AppError(ApiCode.BUSINESS_RULE, '进件已提交审核，无需重复提交');
      }
      const values = checkActionInput({ input: CHANNEL_APPLY_FILL }, rest);
      await app.db.transaction().execute(async (tx) => {
        // Only a draft or a rejected application is sent; a second send racing this one changes nothing.
        const changed = await tx
          .updateTable('channel_application')
          .set({
            licence_no: String(values.licence_no),
            legal_person: String(values.legal_person),
            contact_name: String(values.contact_name),
            contact_phone: String(values.contact_phone),
            bank_name: String(values.bank_name),
            bank_account: String(values.bank_account),
            licence_image: values.licence_image ? String(values.licence_image) : null,
            status: 1,
            reject_reason: null,
            submit_time: now,
            update_time: now,
          })
          .where('id', '=', id)
          .where('status', 'in', [...CHANNEL_APPLY_EDITABLE])
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) {
          throw new AppError(ApiCode.BUSINESS_RULE, '进件已提交审核，无需重复提交');
        }
      });
      return done(request);
    },
  );
}
