import {
  actionInput,
  ApiCode,
  APPLICATION_APPROVED,
  APPLICATION_CITIES,
  createBodySchema,
  DONE_RESPONSE,
  okResponse,
  propertyApplicationResource,
  validateActionInput,
} from '@console/core';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { crudRoutes } from '../../../engine/crud-routes.js';
import type { ActionContext, Row } from '../../../engine/engine-types.js';
import { checkInput, columnValues } from '../../../engine/input-check.js';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { databaseRateLimitStore } from '../../../plugins/rate-limit-store.js';
import { done, ok } from '../../../http/envelope.js';
import { nowSeconds } from '../../../lib/clock.js';
import { childrenOf, provinceNodes } from '../../../platform/area/area-service.js';
import { consumeCaptcha } from '../../../platform/auth/captcha-service.js';
import { hashPassword } from '../../../platform/auth/password-hasher.js';
import {
  assertAccountFree,
  completeTenant,
  createMainAccount,
  findParent,
  pendingMerchantNo,
  type ParentTenant,
} from './tenant-provisioning.js';

/**
 * The tenant that reviews an application filed by `merchantId`: the nearest platform or partner at
 * or above it, so the application is in that reviewer's scope and the approved merchant opens there.
 */
async function reviewerOf(db: Kysely<Database>, merchantId: number): Promise<ParentTenant> {
  let tenant = await findParent(db, merchantId);
  while (tenant.kind !== 'platform' && tenant.kind !== 'partner') {
    const row = await db
      .selectFrom('merchant')
      .select('parent_id')
      .where('id', '=', tenant.id)
      .executeTakeFirst();
    if (!row?.parent_id) break;
    tenant = await findParent(db, Number(row.parent_id));
  }
  return tenant;
}

/** Public applications go to the tenant owning the domain's runtime app, else to the platform. */
async function reviewerForDomain(db: Kysely<Database>, host: string): Promise<ParentTenant> {
  const app = await db
    .selectFrom('runtime_app_domain as d')
    .innerJoin('runtime_app as a', 'a.id', 'd.runtime_app_id')
    .select('a.merchant_id')
    .where('d.domain', '=', host)
    .where('a.status', '=', 1)
    .executeTakeFirst();
  if (app?.merchant_id) return reviewerOf(db, Number(app.merchant_id));
  const root = await db
    .selectFrom('merchant')
    .select('id')
    .where('kind', '=', 'platform')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return findParent(db, Number(root.id));
}

/**
 * 通过: opens a 集团客户 (property customer) with its main account under the reviewing tenant; the
 * definition has checked the account and password and writes 已通过, the remark and the time.
 */
async function approve(ctx: ActionContext, passwordHash: string): Promise<{ merchant_no: string }> {
  const body = ctx.body as { account: string };
  const row = ctx.row;
  await assertAccountFree(ctx.db, body.account, ctx.resource.actions.approve?.input?.account?.label);
  const parent = await findParent(ctx.db, Number(row.merchant_id));
  const inserted = await ctx.db
    .insertInto('merchant')
    .values({
      merchant_no: pendingMerchantNo(),
      name: String(row.company_name),
      kind: 'group',
      parent_id: parent.id,
      path: 'pending',
      contact_name: String(row.contact_name),
      contact_mobile: String(row.contact_mobile),
      address: String(row.address ?? ''),
      create_time: ctx.now,
      update_time: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  const merchantNo = await completeTenant(ctx.db, { id, kind: 'group', parent }, ctx.now);
  await createMainAccount(
    ctx.db,
    ctx.auth,
    {
      merchantId: id,
      kind: 'group',
      account: body.account,
      name: String(row.contact_name),
      mobile: String(row.contact_mobile),
      passwordHash,
    },
    ctx.now,
  );
  await ctx.db
    .updateTable('property_application')
    .set({ created_merchant_no: merchantNo })
    .where('id', '=', Number(row.id))
    .execute();
  return { merchant_no: merchantNo };
}

// The approve body's password is hashed before the engine's transaction opens (argon2 is slow).
const approvalHashes = new WeakMap<FastifyRequest, string>();
const APPROVE = propertyApplicationResource.actions.approve!;

const applicationCrud = crudRoutes(propertyApplicationResource, {
  hooks: {
    async beforeCreate(ctx, { values }) {
      const reviewer = await reviewerOf(ctx.db, ctx.auth.merchantId);
      return {
        ...values,
        merchant_id: reviewer.id,
        status: 0,
        applicant_id: ctx.auth.managerId,
        ip: ctx.request.ip.slice(0, 64),
      };
    },
  },
  actions: {
    // 驳回 is the definition's alone: the state, the reason and the time.
    approve: {
      answer: APPLICATION_APPROVED,
      run: (ctx) => {
        const hash = approvalHashes.get(ctx.request);
        if (!hash) throw new Error('the approval password was not prepared');
        return approve(ctx, hash);
      },
    },
  },
});

type PublicApplyBody = Row & { captcha_id?: string; captcha?: string };

/**
 * 入驻审核 and 入驻申请 on the engine, plus the public /merchant/business/apply endpoint: no sign-in,
 * a captcha (when sign-in uses one) and a per-IP limit, the same field rules as the signed-in form.
 */
export async function propertyApplicationRoutes(app: FastifyInstance): Promise<void> {
  // Counted in the database, so every process behind a load balancer enforces one limit.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });
  // Hash a well-formed approval password before the engine opens its transaction; the action itself
  // checks the fields (after the row is found, so a row out of scope answers 404 first).
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url !== '/api/account/property/approve') return;
    const body = request.body as Row;
    if (validateActionInput(APPROVE, actionInput(APPROVE, body)).length === 0) {
      approvalHashes.set(request, await hashPassword(String(body.password)));
    }
  });
  await app.register(applicationCrud);

  // The public page has no session for the area cascader's calls: provinces and cities, once, from here.
  let cities: Promise<unknown[]> | undefined;
  const loadCities = async () => {
    const provinces = await provinceNodes();
    return Promise.all(
      provinces.map(async (province) => ({
        value: province.code,
        label: province.name,
        children: (await childrenOf(province)).map((city) => ({ value: city.code, label: city.name })),
      })),
    );
  };
  app.get(
    '/merchant/business/cities',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: [propertyApplicationResource.label],
        summary: '入驻申请可选城市（省、市两级）',
        response: okResponse(APPLICATION_CITIES),
      },
    },
    async (request) => {
      cities ??= loadCities();
      return ok(request, { row: await cities });
    },
  );

  const schema = createBodySchema(propertyApplicationResource);
  app.post<{ Body: PublicApplyBody }>(
    '/merchant/business/apply',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: [propertyApplicationResource.label],
        summary: '物业入驻申请（无需登录，按 IP 限流，需图形验证码）',
        body: {
          ...schema,
          properties: {
            ...Object.fromEntries(
              Object.entries(schema.properties ?? {}).filter(([name]) => name !== 'merchant_id'),
            ),
            captcha_id: { type: 'string', maxLength: 64 },
            captcha: { type: 'string', maxLength: 16 },
          },
        },
        response: DONE_RESPONSE,
      },
    },
    async (request) => {
      const body = request.body;
      const now = nowSeconds();
      checkInput(propertyApplicationResource, body, 'create');
      if (app.config.loginCaptcha) {
        if (!body.captcha_id || !body.captcha) throw new AppError(ApiCode.CAPTCHA_INVALID, '请完成人机验证');
        await consumeCaptcha(app.db, body.captcha_id, body.captcha, now);
      }
      const reviewer = await reviewerForDomain(app.db, request.hostname.replace(/:\d+$/, ''));
      await app.db
        .insertInto('property_application')
        .values({
          ...(columnValues(propertyApplicationResource, body, 'create') as Record<string, string>),
          merchant_id: reviewer.id,
          status: 0,
          applicant_id: null,
          ip: request.ip.slice(0, 64),
          create_time: now,
        } as never)
        .execute();
      return done(request);
    },
  );
}
