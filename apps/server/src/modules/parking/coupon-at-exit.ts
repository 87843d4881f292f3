import {
  ApiCode,
  COUPON_MULTI_ENTRY,
  formatTimestamp,
  GRANT_FAILED,
  GRANT_PENDING,
  GRANT_REVOKED,
  GRANT_SUCCESS,
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

/**
 * Where a planned coupon comes from: a grant of the coupon ledger (a 商户券 and a red packet are
 * grants too since migrations 2026-11-26-80/81).
 */
interface Source {
  id: number;
  couponId: number;
  no: string;
  name: string;
  minutesLeft: number | null;
}

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
  'g.face_value as grant_face',
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
  /** The grant's own face (a random red packet), else null: the coupon's. */
  grant_face: number | null;
  stackable: number;
  max_per_stay: number;
  start_time: number;
};

function grantCoupon(row: GrantRow): { coupon: StayCoupon; source: Source } {
  const id = Number(row.id);
  const minutesLeft = row.minutes_left === null ? null : Number(row.minutes_left);
  const face = Number(row.grant_face ?? row.face_value);
  return {
    coupon: {
      key: `g${id}`,
      group: `c${Number(row.coupon_id)}`,
      type: Number(row.coupon_type),
      face,
      stackable: Number(row.stackable) === 1,
      maxPerStay: Number(row.max_per_stay),
      expireTime: Number(row.expire_time),
      ...(Number(row.coupon_type) === COUPON_MULTI_ENTRY && {
        minutesLeft: minutesLeft ?? face,
      }),
    },
    source: {
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

/** What this stay's earlier orders (the pay station) used: the stacking rules count them. */
async function usageOf(db: Db, recordId: number): Promise<StayUsage> {
  const rows = await db
    .selectFrom('order_coupon')
    .select(['grant_id', 'coupon_id', 'stackable'])
    .where('record_id', '=', recordId)
    .execute();
  const groups = new Map<string, number>();
  const seen = new Set<string>();
  for (const row of rows) {
    // A 多次进出时长券 used twice in one stay (pay station, then exit) is still one coupon.
    const coupon = `g${Number(row.grant_id)}`;
    if (seen.has(coupon)) continue;
    seen.add(coupon);
    const group = `c${Number(row.coupon_id)}`;
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
 * granted coupons at this lot (商户券 and red packets among them), and the one shown at the gate (`grantNo`), which is
 * refused with a reason when it cannot be used. Nothing is spent here.
 */
export async function couponsForStay(db: Db, bill: ExitBill, grantNo?: string): Promise<CouponPlan> {
  const usage = await usageOf(db, bill.recordId);
  // A 商户券's code starts MQ, another grant's FQ: both are grant numbers, looked up the same way.
  const presented = grantNo ? await presentedCoupon(db, bill, grantNo, usage) : undefined;
  if (bill.owed <= 0) return { uses: [], discount: 0 };
  const all = await grantsForStay(db, bill);
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
    if (use.coupon.type === COUPON_MULTI_ENTRY) {
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
        grant_id: source.id,
        coupon_id: source.couponId,
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
