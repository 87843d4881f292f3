import {
  ApiCode,
  COUPON_MULTI_ENTRY,
  formatTimestamp,
  GRANT_FAILED,
  GRANT_PENDING,
  GRANT_REVOKED,
  GRANT_SUCCESS,
  MCOUPON_EXPIRED,
  MCOUPON_UNUSED,
  MCOUPON_USED,
  MCOUPON_VOID,
  USE_EXPIRED,
  USE_UNUSED,
  USE_USED,
} from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { spendGrant, spendGrantMinutes } from '../parking-coupon/index.js';
import {
  planCoupons,
  stackingRefusal,
  type CouponTake,
  type StayCoupon,
  type StayUsage,
} from './coupon-pricing.js';

type Db = Kysely<Database>;

/** The stay a coupon is asked to pay for: at the exit gate or the pay station. */
export interface ExitBill {
  parkId: number;
  plate: string;
  recordId: number;
  entryTime: number;
  at: number;
  /** What the stay still owes (the fee less earlier settlements), in fen. */
  owed: number;
  /** The fee of the same stay had it ended at `until`, priced by the exit's own rule. */
  feeUntil(until: number): number;
}

/** Where a planned coupon comes from: a granted coupon (coupon ledger) or a 商户券 (park_coupon). */
type Source =
  | { kind: 'grant'; id: number; couponId: number; no: string; name: string; minutesLeft: number | null }
  | { kind: 'mcoupon'; id: number; tokenId: number; no: string; name: string };

export interface CouponUse extends CouponTake {
  source: Source;
}

export interface CouponPlan {
  uses: CouponUse[];
  discount: number;
}

const GRANT_FIELDS = [
  'g.id',
  'g.grant_no',
  'g.plate',
  'g.status',
  'g.use_status',
  'g.expire_time',
  'g.minutes_left',
  'g.coupon_id',
  'c.name',
  'c.coupon_type',
  'c.face_value',
  'c.stackable',
  'c.max_per_stay',
  'c.start_time',
] as const;

type GrantRow = {
  id: number;
  grant_no: string;
  plate: string;
  status: number;
  use_status: number;
  expire_time: number;
  minutes_left: number | null;
  coupon_id: number;
  name: string;
  coupon_type: number;
  face_value: number;
  stackable: number;
  max_per_stay: number;
  start_time: number;
};

function grantCoupon(row: GrantRow): { coupon: StayCoupon; source: Source } {
  const id = Number(row.id);
  const minutesLeft = row.minutes_left === null ? null : Number(row.minutes_left);
  return {
    coupon: {
      key: `g${id}`,
      group: `c${Number(row.coupon_id)}`,
      type: Number(row.coupon_type),
      face: Number(row.face_value),
      stackable: Number(row.stackable) === 1,
      maxPerStay: Number(row.max_per_stay),
      expireTime: Number(row.expire_time),
      ...(Number(row.coupon_type) === COUPON_MULTI_ENTRY && {
        minutesLeft: minutesLeft ?? Number(row.face_value),
      }),
    },
    source: {
      kind: 'grant',
      id,
      couponId: Number(row.coupon_id),
      no: row.grant_no,
      name: row.name,
      minutesLeft,
    },
  };
}

/** The plate's granted coupons usable at this lot now: the lot is the coupon's, started, unexpired, unused. */
async function grantsForStay(db: Db, bill: ExitBill) {
  const rows = await db
    .selectFrom('coupon_grant as g')
    .innerJoin('coupon as c', 'c.id', 'g.coupon_id')
    .select(GRANT_FIELDS)
    .where('g.plate', '=', bill.plate)
    .where('g.use_status', '=', USE_UNUSED)
    .where('g.status', '=', GRANT_SUCCESS)
    .where('g.expire_time', '>', bill.at)
    .where('c.start_time', '<=', bill.at)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('coupon_park as cp')
          .select('cp.id')
          .whereRef('cp.coupon_id', '=', 'g.coupon_id')
          .where('cp.park_id', '=', bill.parkId),
      ),
    )
    .orderBy('g.id')
    .execute();
  return rows.map((row) => grantCoupon(row as GrantRow));
}

const MCOUPON_FIELDS = [
  'c.id',
  'c.token_id',
  'c.coupon_no',
  'c.park_id',
  'c.plate',
  'c.status',
  'c.expire_time',
  't.name',
  't.coupon_type',
  't.face_value',
] as const;

/** The plate's 商户券 of this lot: each is used alone, one per stay. */
async function mcouponsForStay(db: Db, bill: ExitBill) {
  const rows = await db
    .selectFrom('park_coupon as c')
    .innerJoin('park_coupon_token as t', 't.id', 'c.token_id')
    .select(MCOUPON_FIELDS)
    .where('c.park_id', '=', bill.parkId)
    .where('c.plate', '=', bill.plate)
    .where('c.status', '=', MCOUPON_UNUSED)
    .where('c.expire_time', '>', bill.at)
    .execute();
  return rows.map(mcouponOf);
}

/** A 商户券 as the plan sees it: not stackable, one per stay. */
function mcouponOf(row: {
  id: number;
  token_id: number;
  coupon_no: string;
  expire_time: number;
  name: string;
  coupon_type: number;
  face_value: number;
}): { coupon: StayCoupon; source: Source } {
  const id = Number(row.id);
  const tokenId = Number(row.token_id);
  return {
    coupon: {
      key: `m${id}`,
      group: `t${tokenId}`,
      type: Number(row.coupon_type),
      face: Number(row.face_value),
      stackable: false,
      maxPerStay: 1,
      expireTime: Number(row.expire_time),
    },
    source: { kind: 'mcoupon', id, tokenId, no: row.coupon_no, name: row.name },
  };
}

/** A 商户券 shown at the gate by its 券码 (MQ…): the same checks as a granted coupon's. */
async function presentedMcoupon(db: Db, bill: ExitBill, couponNo: string, usage: StayUsage) {
  const row = await db
    .selectFrom('park_coupon as c')
    .innerJoin('park_coupon_token as t', 't.id', 'c.token_id')
    .select(MCOUPON_FIELDS)
    .where('c.coupon_no', '=', couponNo)
    .executeTakeFirst();
  const refuse = (message: string) => new AppError(ApiCode.BUSINESS_RULE, message, couponNo);
  if (!row) throw refuse('券码不存在，请核对后重试');
  if (row.plate !== bill.plate) throw refuse(`该券不属于车辆 ${bill.plate}，不能使用`);
  const status = Number(row.status);
  if (status === MCOUPON_VOID) throw refuse('该券已作废，不能使用');
  if (status === MCOUPON_USED) throw refuse('该券已使用，不能重复使用');
  if (status === MCOUPON_EXPIRED || Number(row.expire_time) <= bill.at)
    throw refuse(`该券已过期（有效期至 ${formatTimestamp(Number(row.expire_time))}），不能使用`);
  if (Number(row.park_id) !== bill.parkId) throw refuse('该券不能在本车场使用');
  const found = mcouponOf(row);
  const stacking = stackingRefusal(found.coupon, usage);
  if (stacking) throw refuse(stacking);
  return found;
}

/** What this stay's earlier orders (the pay station) used: the stacking rules count them. */
async function usageOf(db: Db, recordId: number): Promise<StayUsage> {
  const rows = await db
    .selectFrom('order_coupon')
    .select(['grant_id', 'park_coupon_id', 'coupon_id', 'stackable'])
    .where('record_id', '=', recordId)
    .execute();
  const groups = new Map<string, number>();
  const seen = new Set<string>();
  for (const row of rows) {
    // A 多次进出时长券 used twice in one stay (pay station, then exit) is still one coupon.
    const coupon = row.grant_id !== null ? `g${row.grant_id}` : `m${row.park_coupon_id}`;
    if (seen.has(coupon)) continue;
    seen.add(coupon);
    const group = `${row.grant_id !== null ? 'c' : 't'}${Number(row.coupon_id)}`;
    groups.set(group, (groups.get(group) ?? 0) + 1);
  }
  return { groups, exclusive: rows.some((r) => Number(r.stackable) !== 1), any: rows.length > 0, keys: seen };
}

/**
 * Why a coupon shown at the gate (its 券码, the grant number) cannot pay this stay, checked in the
 * order a driver would fix it; nothing is changed by a refusal.
 */
function presentedRefusal(row: GrantRow | undefined, bill: ExitBill): string | undefined {
  if (!row) return '券码不存在，请核对后重试';
  if (row.plate !== bill.plate) return `该券不属于车辆 ${bill.plate}，不能使用`;
  const status = Number(row.status);
  if (status === GRANT_REVOKED) return '该券已撤销，不能使用';
  if (status === GRANT_PENDING || status === GRANT_FAILED) return '该券未发放成功，不能使用';
  if (Number(row.use_status) === USE_USED) return '该券已使用，不能重复使用';
  if (Number(row.use_status) === USE_EXPIRED || Number(row.expire_time) <= bill.at)
    return `该券已过期（有效期至 ${formatTimestamp(Number(row.expire_time))}），不能使用`;
  if (Number(row.start_time) > bill.at)
    return `该券尚未生效（${formatTimestamp(Number(row.start_time))} 起可用），不能使用`;
  return undefined;
}

async function presentedCoupon(db: Db, bill: ExitBill, grantNo: string, usage: StayUsage) {
  const row = (await db
    .selectFrom('coupon_grant as g')
    .innerJoin('coupon as c', 'c.id', 'g.coupon_id')
    .select(GRANT_FIELDS)
    .where('g.grant_no', '=', grantNo)
    .executeTakeFirst()) as GrantRow | undefined;
  const refusal = presentedRefusal(row, bill);
  if (refusal || !row) throw new AppError(ApiCode.BUSINESS_RULE, refusal ?? '券码不存在', grantNo);
  const atLot = await db
    .selectFrom('coupon_park')
    .select('id')
    .where('coupon_id', '=', Number(row.coupon_id))
    .where('park_id', '=', bill.parkId)
    .executeTakeFirst();
  if (!atLot) throw new AppError(ApiCode.BUSINESS_RULE, '该券不能在本车场使用', grantNo);
  const found = grantCoupon(row);
  const stacking = stackingRefusal(found.coupon, usage);
  if (stacking) throw new AppError(ApiCode.BUSINESS_RULE, stacking, grantNo);
  return found;
}

/**
 * The coupons a stay uses now and what each takes (coupon-pricing decides), from the plate's
 * granted coupons and 商户券 at this lot, and the one shown at the gate (`grantNo`), which is
 * refused with a reason when it cannot be used. Nothing is spent here.
 */
export async function couponsForStay(db: Db, bill: ExitBill, grantNo?: string): Promise<CouponPlan> {
  const usage = await usageOf(db, bill.recordId);
  // A 商户券's code starts MQ, a granted coupon's FQ: a gate scans either the same way.
  const presented = !grantNo
    ? undefined
    : grantNo.startsWith('MQ')
      ? await presentedMcoupon(db, bill, grantNo, usage)
      : await presentedCoupon(db, bill, grantNo, usage);
  if (bill.owed <= 0) return { uses: [], discount: 0 };
  const all = [...(await grantsForStay(db, bill)), ...(await mcouponsForStay(db, bill))];
  const sources = new Map(all.map((c) => [c.coupon.key, c.source]));
  const takes = planCoupons(
    bill,
    all.map((c) => c.coupon),
    usage,
    presented?.coupon.key,
  );
  const uses = takes.map((take) => ({ ...take, source: sources.get(take.coupon.key)! }));
  return { uses, discount: uses.reduce((sum, use) => sum + use.discount, 0) };
}

/** The 商户券 path (park_coupon): spent once, guarded by its status. */
async function redeemMcoupon(db: Db, use: CouponUse & { source: { kind: 'mcoupon' } }, on: SpentOn) {
  const spent = await db
    .updateTable('park_coupon')
    .set({
      status: MCOUPON_USED,
      use_time: on.at,
      record_id: on.recordId,
      order_no: on.orderNo,
      discount_amount: use.discount,
    })
    .where('id', '=', use.source.id)
    .where('status', '=', MCOUPON_UNUSED)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) {
    throw new AppError(ApiCode.BUSINESS_RULE, '优惠券已被使用，请重新出场', use.source.no);
  }
  await db
    .updateTable('park_coupon_token')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', use.source.tokenId)
    .execute();
}

export interface SpentOn {
  merchantId: number;
  parkId: number;
  recordId: number;
  orderId: number;
  orderNo: string;
  at: number;
}

/**
 * Spends the planned coupons on the order, inside the exit's transaction, and writes what each took
 * to order_coupon. Every spend is a guarded UPDATE: a coupon another exit spent meanwhile fails the
 * whole exit (rolled back), so one coupon never pays twice.
 */
export async function spendCoupons(db: Db, plan: CouponPlan, on: SpentOn): Promise<void> {
  for (const use of plan.uses) {
    const { source } = use;
    const spentOn = {
      parkId: on.parkId,
      recordId: on.recordId,
      orderNo: on.orderNo,
      discount: use.discount,
      at: on.at,
    };
    if (source.kind === 'mcoupon') {
      await redeemMcoupon(db, { ...use, source }, on);
    } else if (use.coupon.type === COUPON_MULTI_ENTRY) {
      const before = source.minutesLeft;
      await spendGrantMinutes(db, source.id, {
        ...spentOn,
        before,
        after: (before ?? use.coupon.face) - use.minutes,
      });
    } else {
      await spendGrant(db, source.id, spentOn);
    }
    await db
      .insertInto('order_coupon')
      .values({
        merchant_id: on.merchantId,
        park_id: on.parkId,
        order_id: on.orderId,
        order_no: on.orderNo,
        record_id: on.recordId,
        grant_id: source.kind === 'grant' ? source.id : null,
        park_coupon_id: source.kind === 'mcoupon' ? source.id : null,
        coupon_id: source.kind === 'grant' ? source.couponId : source.tokenId,
        coupon_no: source.no,
        coupon_name: source.name.slice(0, 64),
        coupon_type: use.coupon.type,
        stackable: use.coupon.stackable ? 1 : 0,
        discount_amount: use.discount,
        minutes_used: use.minutes,
        create_time: on.at,
      })
      .execute();
  }
}
