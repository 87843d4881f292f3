import {
  ApiCode,
  CAPTCHA_PAYLOAD,
  DONE_RESPONSE,
  LOGIN_BODY,
  LOGIN_PAYLOAD,
  okResponse,
  PASSWD_BODY,
  PROFILE_PAYLOAD,
  type LoginBody,
  type PasswdBody,
} from '@console/core';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { databaseRateLimitStore } from '../../plugins/rate-limit-store.js';
import { done, ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { findAppByDomain } from '../branding/runtime-app-repository.js';
import { bearerFrom } from './access-token.js';
import { authOf } from './auth-hook.js';
import { consumeCaptcha, issueCaptcha } from './captcha-service.js';
import { authenticate, login, type ClientInfo } from './login-service.js';
import { mainAccountName } from './manager-repository.js';
import { changePassword } from './password-service.js';
import { revokeSession } from './session-repository.js';
import { rotateToken } from './token-rotation.js';

async function clientInfo(app: FastifyInstance, request: FastifyRequest): Promise<ClientInfo> {
  const appRow = await findAppByDomain(app.db, request.hostname);
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', appId: appRow?.app_id ?? '' };
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  // Per-address limits on the token-less paths, counted in the database so every process shares
  // them; the account lockout is the per-account limit.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });
  const requireCaptcha = async (body: { captcha_id?: string; captcha?: string }, now: number) => {
    if (!app.config.loginCaptcha) return;
    if (!body.captcha_id || !body.captcha) throw new AppError(ApiCode.CAPTCHA_INVALID, '请完成人机验证');
    await consumeCaptcha(app.db, body.captcha_id, body.captcha, now);
  };

  app.get(
    '/captcha',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['登录'],
        summary: '获取人机验证（ALTCHA 工作量证明，两分钟内有效，仅可使用一次）；关闭时只答 enabled: false',
        response: okResponse(CAPTCHA_PAYLOAD),
      },
    },
    async (request) => {
      // Switched off: say so and store nothing.
      if (!app.config.loginCaptcha) return ok(request, { enabled: false });
      return ok(request, { enabled: true, ...(await issueCaptcha(app.db, nowSeconds())) });
    },
  );

  app.post<{ Body: LoginBody }>(
    '/login',
    {
      config: { access: 'public', rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['登录'],
        summary: '账号密码登录',
        body: LOGIN_BODY,
        response: okResponse(LOGIN_PAYLOAD),
      },
    },
    async (request) => {
      const now = nowSeconds();
      await requireCaptcha(request.body, now);
      const token = await login(app.db, request.body, await clientInfo(app, request), now);
      return ok(request, { access_token: token });
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['登录'], summary: '退出登录，结束当前会话', response: DONE_RESPONSE },
    },
    async (request) => {
      await revokeSession(app.db, authOf(request).sessionId, 'logout', nowSeconds());
      return done(request);
    },
  );

  app.put<{ Body: PasswdBody }>(
    '/passwd',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['登录'],
        summary: '修改密码：已登录时结束其他会话；未登录时凭账号与原密码修改并结束全部会话',
        body: PASSWD_BODY,
        response: DONE_RESPONSE,
      },
    },
    async (request) => {
      const now = nowSeconds();
      const body = request.body;
      let managerId: number;
      let keepSessionId: number | undefined;
      if (request.auth) {
        managerId = request.auth.managerId;
        keepSessionId = request.auth.sessionId;
      } else {
        if (!body.account) throw new AppError(ApiCode.VALIDATION, '请输入账号');
        await requireCaptcha(body, now);
        const client = await clientInfo(app, request);
        managerId = (
          await authenticate(app.db, { account: body.account, password: body.old_password }, client, now)
        ).id;
      }
      await changePassword(
        app.db,
        { managerId, keepSessionId, oldPassword: body.old_password, newPassword: body.new_password },
        now,
      );
      return done(request);
    },
  );

  app.get<{ Querystring: { refresh_token?: string } }>(
    '/merchant/manager/whoami',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['登录'],
        summary: '当前用户资料、权限列表；refresh_token=1 时轮换令牌',
        querystring: { type: 'object', properties: { refresh_token: { type: 'string', enum: ['0', '1'] } } },
        response: okResponse(PROFILE_PAYLOAD),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const now = nowSeconds();
      let accessToken: { type: 'Bearer'; value: string; expire_in: number } | undefined;
      if (request.query.refresh_token === '1') {
        const presented = bearerFrom(request.headers.authorization);
        const rotated = presented && (await rotateToken(app.db, auth.sessionId, presented, now));
        if (!rotated) throw new AppError(ApiCode.UNAUTHENTICATED);
        accessToken = { type: 'Bearer', value: rotated.value, expire_in: rotated.expireIn };
      }
      return ok(request, {
        merchant: auth.merchantNo,
        merchant_name: auth.merchantName,
        name: auth.name,
        system: auth.merchantKind,
        avatar: auth.avatar ?? '',
        account: auth.account,
        manager_id: auth.managerId,
        app_id: auth.appId,
        is_main: auth.isMain ? 1 : 0,
        main_account_name: auth.isMain ? auth.name : await mainAccountName(app.db, auth.merchantId),
        product: [...auth.products],
        permission: [...auth.permissions].join(','),
        expire_in: accessToken ? accessToken.expire_in : Math.max(0, auth.expireTime - now),
        ...(accessToken && { access_token: accessToken }),
      });
    },
  );
}
