import rateLimit from '@fastify/rate-limit';
import {
  ApiCode,
  CHANNEL_APPLY_EDITABLE,
  CHANNEL_APPLY_FILL,
  CHANNEL_AUTH_DONE,
  CHANNEL_AUTH_REDIRECT,
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
import { bearerFrom, hashAccessToken, newAccessToken } from '../../platform/auth/access-token.js';
import { channelOnboarding } from '../../platform/payment/index.js';
import { databaseRateLimitStore } from '../../plugins/rate-limit-store.js';
import { linkView } from './channel-apply-routes.js';

/** How long a 支付宝授权 may take between leaving for the channel and coming back. */
const AUTH_STATE_TTL_S = 10 * 60;

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
        auth_time: row.auth_time === null ? null : Number(row.auth_time),
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

  // 支付宝授权, started from the 渠道配置 link of an approved 支付宝 application: a one-time `state`
  // (kept hashed as a link of purpose alipay-auth, 10 minutes) and the channel's page to go to.
  app.post<{ Body: { id: number } }>(
    '/external/payment/channel/alipay/authorize',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['渠道进件'],
        summary: '外部链接：发起支付宝授权（仅“渠道配置”链接，已通过的支付宝进件）',
        body: { type: 'object', properties: ID, required: ['id'], additionalProperties: false },
        response: okResponse(CHANNEL_AUTH_REDIRECT),
      },
    },
    async (request) => {
      const now = nowSeconds();
      const { link, row } = await openLink(
        app.db,
        { id: request.body.id, token: linkToken(request) },
        'config',
        now,
      );
      if (Number(row.channel) !== 1 || Number(row.status) !== 2) {
        throw new AppError(ApiCode.BUSINESS_RULE, '只有已通过的支付宝进件可以授权');
      }
      const state = newAccessToken();
      await app.db
        .insertInto('channel_apply_link')
        .values({
          application_id: Number(row.id),
          purpose: 'alipay-auth',
          token_hash: hashAccessToken(state),
          expire_time: now + AUTH_STATE_TTL_S,
          created_by: Number(link.created_by),
          create_time: now,
        })
        .execute();
      return ok(request, { url: channelOnboarding().authoriseUrl(state) });
    },
  );

  // The channel's redirect back: the state must be one we issued, unexpired and unused (it is spent
  // here), and the channel must accept the code; only then is the application marked authorised.
  app.post<{ Body: { app_auth_code: string; state: string } }>(
    '/payment/channel/auth/alipay/callback',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['渠道进件'],
        summary: '支付宝授权回调（无需登录，state 一次有效）',
        body: {
          type: 'object',
          properties: {
            app_auth_code: { type: 'string', minLength: 1, maxLength: 64, title: '授权码' },
            state: {
              type: 'string',
              minLength: 16,
              maxLength: 64,
              pattern: '^[A-Za-z0-9_-]+$',
              title: '授权状态',
            },
          },
          required: ['app_auth_code', 'state'],
          additionalProperties: false,
        },
        response: okResponse(CHANNEL_AUTH_DONE),
      },
    },
    async (request) => {
      const now = nowSeconds();
      const { app_auth_code, state } = request.body;
      return app.db.transaction().execute(async (tx) => {
        const link = await tx
          .selectFrom('channel_apply_link')
          .selectAll()
          .where('token_hash', '=', hashAccessToken(state))
          .where('purpose', '=', 'alipay-auth')
          .executeTakeFirst();
        if (!link || Number(link.expire_time) <= now) {
          throw new AppError(ApiCode.BUSINESS_RULE, '授权已失效，请回到渠道配置页面重新授权');
        }
        const spent = await tx.deleteFrom('channel_apply_link').where('id', '=', link.id).executeTakeFirst();
        if (Number(spent.numDeletedRows) !== 1) {
          throw new AppError(ApiCode.BUSINESS_RULE, '授权已失效，请回到渠道配置页面重新授权');
        }
        const answer = await channelOnboarding().exchangeAuthCode(app_auth_code);
        if (!answer.ok) throw new AppError(ApiCode.BUSINESS_RULE, answer.message);
        await tx
          .updateTable('channel_application')
          .set({ auth_time: now, auth_user_id: answer.user_id, update_time: now })
          .where('id', '=', Number(link.application_id))
          .execute();
        const merchant = await tx
          .selectFrom('channel_application')
          .innerJoin('merchant', 'merchant.id', 'channel_application.merchant_id')
          .select('merchant.name')
          .where('channel_application.id', '=', Number(link.application_id))
          .executeTakeFirstOrThrow();
        return ok(request, { merchant_name: merchant.name, auth_user_id: answer.user_id, auth_time: now });
      });
    },
  );
}
