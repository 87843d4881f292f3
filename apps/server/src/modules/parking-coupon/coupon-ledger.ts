import {
  ApiCode,
  CHANNEL_BULK,
  GRANT_FAILED,
  GRANT_PENDING,
  GRANT_REVOKED,
  GRANT_SUCCESS,
  isPlate,
  PLATE_MESSAGE,
  PURCHASE_EXPIRED,
  PURCHASE_IN_USE,
  PURCHASE_REVOKED,
  USE_EXPIRED,
  USE_UNUSED,
  USE_USED,
} from '@console/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { serialTail } from '../../lib/serial-tail.js';
import { checkMerchantRules } from './merchant-rules.js';

type Db = Kysely<Database>;

const DAY_S = 86_400;

/** One coupon handed from a holder's warehouse entry to a plate. */
export interface GrantInput {
  stockId: number;
  /** The tenant granting: it must hold the warehouse entry (its scope was checked by the caller). */
  holderId: number;
  plate: string;
  plateColor: number;
  channel: number;
  /** The caller's key for this one grant; a retry with the same key answers the first grant. */
  requestId?: string;
  fixedCodeId?: number;
  eventRuleId?: number;
  operatorName: string;
  now: number;
}

export interface Granted {
  id: number;
  grant_no: string;
  expire_time: number;
  /** False when the request id had already granted: nothing was taken from the warehouse again. */
  created: boolean;
}

interface StockState {
  status: number;
  expire_time: number;
  quantity: number;
  granted_count: number;
}

/** Why a warehouse entry cannot give a coupon now, in the words the operator acts on. */
function refusal(stock: StockState, now: number): string {
  if (Number(stock.status) === PURCHASE_REVOKED) return '该批优惠券已撤销，不能发放';
  if (Number(stock.status) === PURCHASE_EXPIRED || now >= Number(stock.expire_time))
    return '该批优惠券已过期，不能发放';
  if (Number(stock.granted_count) >= Number(stock.quantity))
    return `该批优惠券已发完（共 ${stock.quantity} 张），不能发放`;
  return '该批优惠券当前不能发放';
}

/** Grant numbers: FQ, the grant time and a serial tail; unique by index. */
function grantNo(now: number): string {
  return `FQ${now}${serialTail()}`;
}

/**
 * Takes one coupon from a warehouse entry with one guarded UPDATE (in use, not expired, granted <
 * quantity, all in its WHERE), so concurrent grants can never pass what was bought; a refusal says why.
 */
async function claimFromStock(db: Db, stockId: number, now: number): Promise<void> {
  const claimed = await db
    .updateTable('coupon_stock')
    .set((eb) => ({ granted_count: eb('granted_count', '+', 1), update_time: now }))
    .where('id', '=', stockId)
    .where('status', '=', PURCHASE_IN_USE)
    .where('expire_time', '>', now)
    .where((eb) => eb('granted_count', '<', eb.ref('quantity')))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const state = await db
      .selectFrom('coupon_stock')
      .select(['status', 'expire_time', 'quantity', 'granted_count'])
      .where('id', '=', stockId)
      .executeTakeFirstOrThrow();
    throw new AppError(ApiCode.BUSINESS_RULE, refusal(state, now));
  }
}

/**
 * Grants one coupon, inside the caller's transaction. The grant row goes in first with ON CONFLICT
 * on (holder, request id) DO NOTHING, so a retried or concurrent request with the same key waits for
 * the first and grants nothing more; then the holder's 商户券规则 are checked (merchant-rules.ts) and
 * one guarded UPDATE takes the coupon from the warehouse entry (claimFromStock). A refusal throws and
 * the caller's rollback removes the row. Every channel (by hand, codes, events, the 批量发券 job
 * through settleQueuedGrant) goes through these same checks.
 */
export async function grantCoupon(db: Db, input: GrantInput): Promise<Granted> {
  const plate = input.plate.trim().toUpperCase();
  if (!isPlate(plate)) throw new AppError(ApiCode.VALIDATION, PLATE_MESSAGE, input.plate);
  const stock = await db
    .selectFrom('coupon_stock as s')
    .innerJoin('coupon as c', 'c.id', 's.coupon_id')
    .select(['s.id', 's.seller_id', 's.coupon_id', 's.expire_time', 'c.end_time', 'c.valid_days'])
    .where('s.id', '=', input.stockId)
    .where('s.merchant_id', '=', input.holderId)
    .executeTakeFirst();
  if (!stock) throw new AppError(ApiCode.NOT_FOUND, '入库记录不存在', `stock_id：${input.stockId}`);

  const no = grantNo(input.now);
  const expire = Math.min(input.now + Number(stock.valid_days) * DAY_S, Number(stock.end_time));
  const inserted = await db
    .insertInto('coupon_grant')
    .values({
      grant_no: no,
      merchant_id: input.holderId,
      seller_id: Number(stock.seller_id),
      coupon_id: Number(stock.coupon_id),
      stock_id: input.stockId,
      plate,
      plate_color: input.plateColor,
      status: GRANT_SUCCESS,
      use_status: USE_UNUSED,
      channel: input.channel,
      request_id: input.requestId ?? null,
      fixed_code_id: input.fixedCodeId ?? null,
      event_rule_id: input.eventRuleId ?? null,
      grant_time: input.now,
      expire_time: expire,
      operator_name: input.operatorName.slice(0, 64),
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'request_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const first = await db
      .selectFrom('coupon_grant')
      .select(['id', 'grant_no', 'expire_time'])
      .where('merchant_id', '=', input.holderId)
      .where('request_id', '=', input.requestId ?? '')
      .executeTakeFirstOrThrow();
    return {
      id: Number(first.id),
      grant_no: first.grant_no,
      expire_time: Number(first.expire_time),
      created: false,
    };
  }

  await checkMerchantRules(db, {
    holderId: input.holderId,
    stockId: input.stockId,
    couponId: Number(stock.coupon_id),
    plate,
    now: input.now,
  });
  await claimFromStock(db, input.stockId, input.now);
  return { id: Number(inserted.id), grant_no: no, expire_time: expire, created: true };
}

/**
 * 剩余 of a warehouse entry, as 入库记录 and 购券记录 both show it: what may still be granted from it.
 * None once its purchase was revoked (the ungranted coupons were refunded) or it has expired.
 */
export function grantableOf(stock: {
  status?: unknown;
  quantity?: unknown;
  granted_count?: unknown;
}): number {
  return Number(stock.status) === PURCHASE_IN_USE ? Number(stock.quantity) - Number(stock.granted_count) : 0;
}

/**
 * 撤销发券: a successful grant not yet spent (unused, not expired, no minutes of a 多次进出时长 coupon
 * taken) goes back to its warehouse entry (granted_count − 1), in the caller's transaction. An entry
 * still in use can grant it again. A revoked entry (its purchase was revoked) never grants again, so
 * the coupon is refunded at the unit price in the same UPDATE: amount − refund_amount = unit_price ×
 * granted_count keeps holding (the purchase revoke refunded the ungranted ones the same way). Both
 * UPDATEs are guarded, so two revokes give the coupon back once; on PostgreSQL a purchase revoke
 * racing this one is serialised by the entry's row lock and each reads the other's counts.
 */
export async function revokeGrant(db: Db, grantId: number, now: number): Promise<void> {
  const revoked = await db
    .updateTable('coupon_grant')
    .set({ status: GRANT_REVOKED })
    .where('id', '=', grantId)
    .where('status', '=', GRANT_SUCCESS)
    .where('use_status', '=', USE_UNUSED)
    // An expired coupon was handed out and stays so, whether or not the expiry job has marked it yet.
    .where('expire_time', '>', now)
    // Minutes already spent paid an exit: such a coupon cannot come back whole.
    .where('minutes_left', 'is', null)
    .returning('stock_id')
    .executeTakeFirst();
  if (!revoked) throw new AppError(ApiCode.BUSINESS_RULE, await revokeRefusal(db, grantId, now));
  await db
    .updateTable('coupon_stock')
    .set((eb) => ({
      granted_count: eb('granted_count', '-', 1),
      refund_amount: sql<number>`refund_amount + case when status = ${PURCHASE_REVOKED} then unit_price else 0 end`,
      update_time: now,
    }))
    .where('id', '=', Number(revoked.stock_id))
    .execute();
}

/** Why a grant cannot be revoked, in the words the holder acts on. */
async function revokeRefusal(db: Db, grantId: number, now: number): Promise<string> {
  const grant = await db
    .selectFrom('coupon_grant')
    .select(['status', 'use_status', 'expire_time', 'minutes_left'])
    .where('id', '=', grantId)
    .executeTakeFirst();
  if (!grant || Number(grant.status) !== GRANT_SUCCESS) return '只有发放成功且未使用的优惠券可以撤销';
  const useStatus = Number(grant.use_status);
  if (useStatus === USE_EXPIRED || (useStatus === USE_UNUSED && Number(grant.expire_time) <= now))
    return '该券已过期，不能撤销';
  if (useStatus === USE_UNUSED && grant.minutes_left !== null) return '该券已部分使用，不能撤销';
  return '只有发放成功且未使用的优惠券可以撤销';
}

/** Counts one coupon spent on its warehouse entry, in the caller's transaction. */
async function countUse(db: Db, stockId: number, now: number): Promise<void> {
  await db
    .updateTable('coupon_stock')
    .set((eb) => ({ used_count: eb('used_count', '+', 1), update_time: now }))
    .where('id', '=', stockId)
    .execute();
}

/** The refusal when the guarded spend finds the coupon no longer unused and valid. */
const SPENT_ALREADY = '优惠券已被使用或已失效，请重新出场';

/** Where a granted coupon was spent. */
export interface SpentOn {
  parkId: number;
  recordId: number;
  orderNo: string;
  /** What it took off the bill, in fen. */
  discount: number;
  at: number;
}

/**
 * Spends a granted coupon at an exit, inside the exit's transaction: 已使用 with where, when and how
 * much, and its warehouse entry's used count moves. The guard (successful, unused, not expired) is in
 * the UPDATE, so one coupon can never pay two exits at once.
 */
export async function spendGrant(db: Db, grantId: number, spentOn: SpentOn): Promise<void> {
  const spent = await db
    .updateTable('coupon_grant')
    .set({
      use_status: USE_USED,
      use_time: spentOn.at,
      park_id: spentOn.parkId,
      record_id: spentOn.recordId,
      order_no: spentOn.orderNo,
      discount_amount: spentOn.discount,
    })
    .where('id', '=', grantId)
    .where('status', '=', GRANT_SUCCESS)
    .where('use_status', '=', USE_UNUSED)
    .where('expire_time', '>', spentOn.at)
    .returning('stock_id')
    .executeTakeFirst();
  if (!spent) throw new AppError(ApiCode.BUSINESS_RULE, SPENT_ALREADY);
  await countUse(db, Number(spent.stock_id), spentOn.at);
}

/**
 * Spends minutes of a 多次进出时长券 (type 5) at an exit, inside the exit's transaction. The grant
 * keeps what is left (minutes_left); it becomes 已使用, and counts on its warehouse entry, when
 * nothing is left. `before` is the minutes_left the caller read (null = untouched): the UPDATE only
 * matches it, so two exits can never spend the same minutes, and a stale read fails as a used coupon.
 */
export async function spendGrantMinutes(
  db: Db,
  grantId: number,
  spentOn: SpentOn & { before: number | null; after: number },
): Promise<void> {
  const usedUp = spentOn.after <= 0;
  let update = db
    .updateTable('coupon_grant')
    .set((eb) => ({
      minutes_left: Math.max(0, spentOn.after),
      discount_amount: eb('discount_amount', '+', spentOn.discount),
      ...(usedUp && {
        use_status: USE_USED,
        use_time: spentOn.at,
        park_id: spentOn.parkId,
        record_id: spentOn.recordId,
        order_no: spentOn.orderNo,
      }),
    }))
    .where('id', '=', grantId)
    .where('status', '=', GRANT_SUCCESS)
    .where('use_status', '=', USE_UNUSED)
    .where('expire_time', '>', spentOn.at);
  update =
    spentOn.before === null
      ? update.where('minutes_left', 'is', null)
      : update.where('minutes_left', '=', spentOn.before);
  const spent = await update.returning('stock_id').executeTakeFirst();
  if (!spent) throw new AppError(ApiCode.BUSINESS_RULE, SPENT_ALREADY);
  if (usedUp) await countUse(db, Number(spent.stock_id), spentOn.at);
}

/** A 批量发券: many plates from one warehouse entry, settled one by one by a job. */
export interface QueueInput {
  stockId: number;
  holderId: number;
  /** Checked plates (isPlate), upper-case. */
  plates: readonly string[];
  plateColor: number;
  /** The request's key; grant i gets `<requestId>-<i>`, so a retried request queues nothing twice. */
  requestId: string;
  operatorName: string;
  now: number;
}

/**
 * Writes one 发放中 grant per plate, inside the caller's transaction, taking nothing from the
 * warehouse yet: the job settles each (settleQueuedGrant) through the same rules and guarded claim as
 * every grant. Returns the ids queued by this call (none when the request id had queued them).
 */
export async function queueGrants(db: Db, input: QueueInput): Promise<number[]> {
  const stock = await db
    .selectFrom('coupon_stock as s')
    .innerJoin('coupon as c', 'c.id', 's.coupon_id')
    .select(['s.seller_id', 's.coupon_id', 'c.end_time', 'c.valid_days'])
    .where('s.id', '=', input.stockId)
    .where('s.merchant_id', '=', input.holderId)
    .executeTakeFirst();
  if (!stock) throw new AppError(ApiCode.NOT_FOUND, '入库记录不存在', `stock_id：${input.stockId}`);
  const expire = Math.min(input.now + Number(stock.valid_days) * DAY_S, Number(stock.end_time));
  const ids: number[] = [];
  for (const [index, plate] of input.plates.entries()) {
    const inserted = await db
      .insertInto('coupon_grant')
      .values({
        grant_no: grantNo(input.now),
        merchant_id: input.holderId,
        seller_id: Number(stock.seller_id),
        coupon_id: Number(stock.coupon_id),
        stock_id: input.stockId,
        plate,
        plate_color: input.plateColor,
        status: GRANT_PENDING,
        use_status: USE_UNUSED,
        channel: CHANNEL_BULK,
        request_id: `${input.requestId}-${index}`,
        grant_time: input.now,
        expire_time: expire,
        operator_name: input.operatorName.slice(0, 64),
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'request_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) ids.push(Number(inserted.id));
  }
  return ids;
}

/**
 * Settles one queued (发放中) grant: the holder's rules and the guarded claim, then 发放成功 with its
 * time and expiry from now. Runs in its own transaction; a refusal rolls it back and marks the grant
 * 发放失败 with the reason, in a second one. A grant already settled (a rerun job) is left alone, so
 * the job may run again from the top. Returns the grant's final status.
 */
export async function settleQueuedGrant(root: Db, grantId: number, now: number): Promise<number> {
  try {
    return await root.transaction().execute(async (db) => {
      // Taking the row first (2 → 1) makes a concurrent settle of the same grant find nothing to do.
      const grant = await db
        .selectFrom('coupon_grant as g')
        .innerJoin('coupon as c', 'c.id', 'g.coupon_id')
        .select(['g.merchant_id', 'g.stock_id', 'g.coupon_id', 'g.plate', 'c.end_time', 'c.valid_days'])
        .where('g.id', '=', grantId)
        .where('g.status', '=', GRANT_PENDING)
        .executeTakeFirst();
      if (!grant) return Number((await statusOf(db, grantId)) ?? GRANT_FAILED);
      const expire = Math.min(now + Number(grant.valid_days) * DAY_S, Number(grant.end_time));
      const taken = await db
        .updateTable('coupon_grant')
        .set({ status: GRANT_SUCCESS, grant_time: now, expire_time: expire })
        .where('id', '=', grantId)
        .where('status', '=', GRANT_PENDING)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return Number((await statusOf(db, grantId)) ?? GRANT_FAILED);
      await checkMerchantRules(db, {
        holderId: Number(grant.merchant_id),
        stockId: Number(grant.stock_id),
        couponId: Number(grant.coupon_id),
        plate: grant.plate,
        now,
      });
      await claimFromStock(db, Number(grant.stock_id), now);
      return GRANT_SUCCESS;
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await root
      .updateTable('coupon_grant')
      .set({ status: GRANT_FAILED, fail_reason: error.message.slice(0, 255) })
      .where('id', '=', grantId)
      .where('status', '=', GRANT_PENDING)
      .execute();
    return GRANT_FAILED;
  }
}

async function statusOf(db: Db, grantId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('coupon_grant')
    .select('status')
    .where('id', '=', grantId)
    .executeTakeFirst();
  return row && Number(row.status);
}

/**
 * 到期: a warehouse entry whose expiry has passed is 已过期 (−2; what is left can no longer be
 * granted, the claim checks the time anyway), and an unused successful grant past its expiry is
 * 已过期 (use_status 2). Counters do not move: an expired grant was still handed out. Idempotent:
 * each UPDATE only touches rows not yet marked.
 */
export async function expireCoupons(db: Db, now: number): Promise<{ stocks: number; grants: number }> {
  const stocks = await db
    .updateTable('coupon_stock')
    .set({ status: PURCHASE_EXPIRED, update_time: now })
    .where('status', '=', PURCHASE_IN_USE)
    .where('expire_time', '<=', now)
    .executeTakeFirst();
  const grants = await db
    .updateTable('coupon_grant')
    .set({ use_status: USE_EXPIRED })
    .where('use_status', '=', USE_UNUSED)
    .where('status', '=', GRANT_SUCCESS)
    .where('expire_time', '<=', now)
    .executeTakeFirst();
  return { stocks: Number(stocks.numUpdatedRows), grants: Number(grants.numUpdatedRows) };
}
