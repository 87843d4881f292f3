import {
  ApiCode,
  BULK_SEND_MAX_PLATES,
  CHANNEL_MANUAL,
  COUPON_BULK_QUEUED,
  COUPON_SENT,
  couponGrantResource,
  couponMerchantRuleResource,
  couponWarehouseResource,
  formatCouponValue,
  GRANT_PENDING,
  isPlate,
  PLATE_MESSAGE,
  RULE_ALL,
  RULE_COUPON,
  splitPlates,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext, Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { enqueueJob } from '../../platform/jobs/index.js';
import { grantableOf, grantCoupon, queueGrants, revokeGrant } from './coupon-ledger.js';
import { BULK_SEND_QUEUE, type BulkSendPayload } from './hold-jobs.js';

type Db = Kysely<Database>;

/** Adds the coupon's name, type and value as it shows (￥5.00, 2小时, 8.5折): one query per page. */
async function addCouponTerms(db: Db, rows: Row[]): Promise<void> {
  const ids = [...new Set(rows.map((row) => Number(row.coupon_id)).filter((id) => id > 0))];
  if (ids.length === 0) return;
  const coupons = await db
    .selectFrom('coupon')
    .select(['id', 'name', 'coupon_type', 'face_value'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(coupons.map((coupon) => [Number(coupon.id), coupon]));
  for (const row of rows) {
    const coupon = byId.get(Number(row.coupon_id));
    row.coupon_name = coupon?.name ?? '';
    row.coupon_type = coupon ? Number(coupon.coupon_type) : null;
    row.coupon_value = coupon ? formatCouponValue(coupon.coupon_type, coupon.face_value) : '';
  }
}

/** Adds the names of the tenants in `columns` (holder, seller) under the matching `<as>` keys. */
async function addTenantNames(db: Db, rows: Row[], columns: Record<string, string>): Promise<void> {
  const ids = new Set<number>();
  for (const row of rows) for (const column of Object.keys(columns)) ids.add(Number(row[column]));
  if (ids.size === 0) return;
  const tenants = await db
    .selectFrom('merchant')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  const names = new Map(tenants.map((tenant) => [Number(tenant.id), tenant.name]));
  for (const row of rows) {
    for (const [column, as] of Object.entries(columns)) row[as] = names.get(Number(row[column])) ?? '';
  }
}

/**
 * Adds the name of the lot a grant was used at. Its own few lines rather than the parking module's
 * helper: the exit gate (parking) calls this module, so importing parking back would make a cycle.
 */
async function addParkNames(db: Db, rows: Row[]): Promise<void> {
  const ids = [...new Set(rows.map((row) => Number(row.park_id)).filter((id) => id > 0))];
  if (ids.length === 0) return;
  const parks = await db.selectFrom('park').select(['id', 'name']).where('id', 'in', ids).execute();
  const names = new Map(parks.map((park) => [Number(park.id), park.name]));
  for (const row of rows) row.park_name = names.get(Number(row.park_id)) ?? '';
}

/** Grants of each entry still 发放中 (a 批量发券 under way). */
async function addPendingCounts(db: Db, rows: Row[]): Promise<void> {
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return;
  const counts = await db
    .selectFrom('coupon_grant')
    .select((eb) => ['stock_id', eb.fn.countAll<string | number>().as('n')])
    .where('stock_id', 'in', ids)
    .where('status', '=', GRANT_PENDING)
    .groupBy('stock_id')
    .execute();
  const byStock = new Map(counts.map((count) => [Number(count.stock_id), Number(count.n)]));
  for (const row of rows) row.pending_count = byStock.get(Number(row.id)) ?? 0;
}

const warehouseHooks: WriteHooks = {
  async decorateRows(ctx, rows) {
    await addCouponTerms(ctx.db, rows);
    await addTenantNames(ctx.db, rows, { merchant_id: 'holder_name', seller_id: 'seller_name' });
    await addPendingCounts(ctx.db, rows);
    for (const row of rows) {
      row.remaining = grantableOf(row);
      row.name = `${String(row.coupon_name)}（${String(row.stock_no)}）`;
    }
  },
};

const grantHooks: WriteHooks = {
  async decorateRows(ctx, rows) {
    await addCouponTerms(ctx.db, rows);
    await addTenantNames(ctx.db, rows, { merchant_id: 'holder_name' });
    await addParkNames(ctx.db, rows);
  },
};

const operatorOf = (ctx: ActionContext) => ctx.auth.name || ctx.auth.account;

/** 发券: one coupon of the entry to a plate, once per request id (a retry answers the first grant). */
async function send(ctx: ActionContext) {
  const granted = await grantCoupon(ctx.db, {
    stockId: Number(ctx.row.id),
    // The entry's holder grants, also when a tenant above it acts for it.
    holderId: Number(ctx.row.merchant_id),
    plate: String(ctx.body.plate),
    plateColor: Number(ctx.body.plate_color),
    channel: CHANNEL_MANUAL,
    requestId: String(ctx.body.request_id),
    operatorName: operatorOf(ctx),
    now: ctx.now,
  });
  return { id: granted.id, grant_no: granted.grant_no, expire_time: granted.expire_time };
}

/**
 * 批量发券: checks every plate first (one bad plate refuses the whole list, nothing queued), writes
 * them 发放中 and queues the job that settles them, in the action's transaction. A retried request id
 * queues nothing new and answers with what its first call queued.
 */
async function bulkSend(ctx: ActionContext) {
  const plates = splitPlates(String(ctx.body.plates));
  if (plates.length === 0) throw new AppError(ApiCode.VALIDATION, '请输入车牌号');
  if (plates.length > BULK_SEND_MAX_PLATES) {
    throw new AppError(
      ApiCode.VALIDATION,
      `一次最多发放 ${BULK_SEND_MAX_PLATES} 个车牌，本次 ${plates.length} 个，请分批提交`,
    );
  }
  const bad = plates.filter((plate) => !isPlate(plate));
  if (bad.length > 0) {
    const shown = bad.slice(0, 5).join('、');
    throw new AppError(
      ApiCode.VALIDATION,
      `${PLATE_MESSAGE}：${shown}${bad.length > 5 ? ` 等 ${bad.length} 个` : ''}`,
    );
  }
  const remaining = Number(ctx.row.quantity) - Number(ctx.row.granted_count);
  if (plates.length > remaining) {
    throw new AppError(
      ApiCode.BUSINESS_RULE,
      `该批优惠券剩余 ${remaining} 张，不够发放 ${plates.length} 个车牌`,
    );
  }
  const grantIds = await queueGrants(ctx.db, {
    stockId: Number(ctx.row.id),
    holderId: Number(ctx.row.merchant_id),
    plates,
    plateColor: Number(ctx.body.plate_color),
    requestId: String(ctx.body.request_id),
    operatorName: operatorOf(ctx),
    now: ctx.now,
  });
  const payload: BulkSendPayload = { grantIds };
  const jobId =
    grantIds.length > 0 ? await enqueueJob(ctx.db, BULK_SEND_QUEUE, payload, { maxAttempts: 3 }) : 0;
  return { count: plates.length, job_id: jobId };
}

/** 撤销: the ledger gives the coupon back to its entry; it refuses a spent or already revoked one. */
async function revoke(ctx: ActionContext): Promise<void> {
  await revokeGrant(ctx.db, Number(ctx.row.id), ctx.now);
}

/** 商户券规则: the entry it names must be the rule owner's own; a coupon rule takes the entry's coupon. */
const ruleHooks: WriteHooks = {
  async beforeCreate(ctx, { values }) {
    const appliesTo = Number(values.applies_to);
    if (appliesTo === RULE_ALL) return { ...values, stock_id: null, coupon_id: null };
    if (!values.stock_id) throw new AppError(ApiCode.VALIDATION, '请选择入库记录');
    const stock = await ctx.db
      .selectFrom('coupon_stock')
      .select(['id', 'coupon_id'])
      .where('id', '=', Number(values.stock_id))
      .where('merchant_id', '=', Number(values.merchant_id))
      .executeTakeFirst();
    if (!stock) throw new AppError(ApiCode.VALIDATION, '入库记录不存在或不属于本商户');
    const couponId = Number(stock.coupon_id);
    return appliesTo === RULE_COUPON
      ? { ...values, stock_id: null, coupon_id: couponId }
      : { ...values, stock_id: Number(stock.id), coupon_id: couponId };
  },
  async decorateRows(ctx, rows) {
    await addCouponTerms(ctx.db, rows);
    const stockIds = rows.map((row) => Number(row.stock_id)).filter((id) => id > 0);
    const stocks =
      stockIds.length > 0
        ? await ctx.db
            .selectFrom('coupon_stock')
            .select(['id', 'stock_no'])
            .where('id', 'in', stockIds)
            .execute()
        : [];
    const numbers = new Map(stocks.map((stock) => [Number(stock.id), stock.stock_no]));
    for (const row of rows) {
      const appliesTo = Number(row.applies_to);
      row.target_name =
        appliesTo === RULE_ALL
          ? '全部发券'
          : appliesTo === RULE_COUPON
            ? String(row.coupon_name)
            : `${String(row.coupon_name)}（${numbers.get(Number(row.stock_id)) ?? ''}）`;
    }
  },
};

/** The holder's side of parking coupons: 入库记录 (发券, 批量发券), 发券记录 (撤销), 商户券规则. */
export async function couponHoldRoutes(app: FastifyInstance): Promise<void> {
  // The job is queued inside the action's transaction; wake the worker once the answer is sent
  // (added before the routes, so their context has it).
  app.addHook('onResponse', async (request) => {
    if (request.url.endsWith('/parking-coupon/warehouse/bulk-send')) app.jobs.wake();
  });
  await app.register(
    crudRoutes(couponWarehouseResource, {
      hooks: warehouseHooks,
      actions: {
        send: { answer: COUPON_SENT, run: send },
        'bulk-send': { answer: COUPON_BULK_QUEUED, run: bulkSend },
      },
    }),
  );
  await app.register(
    crudRoutes(couponGrantResource, { hooks: grantHooks, actions: { revoke: { run: revoke } } }),
  );
  await app.register(crudRoutes(couponMerchantRuleResource, { hooks: ruleHooks }));
}
