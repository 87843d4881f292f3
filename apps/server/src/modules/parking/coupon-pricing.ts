import {
  COUPON_AMOUNT,
  COUPON_DISCOUNT,
  COUPON_DURATION,
  COUPON_FIXED_PRICE,
  COUPON_FULL_FREE,
  COUPON_MULTI_ENTRY,
} from '@console/core';

/**
 * What coupons take off one stay: pure arithmetic, no database. The gate reads the plate's coupons
 * and the stay's fee curve, this decides which coupons to use and what each takes, the gate spends.
 */

/** A coupon the plate may use at this stay (already checked: lot, dates, status). */
export interface StayCoupon {
  /** Unique across sources: `g<grant id>` for a granted coupon, `m<park_coupon id>` for a 商户券. */
  key: string;
  /** max_per_stay counts the coupons of one definition: `c<coupon id>` or `t<token id>`. */
  group: string;
  type: number;
  /** fen (金额, 差异化定价), minutes (时长), hundredths of a 折 (折扣: 850 pays 85%), unused for 全免. */
  face: number;
  stackable: boolean;
  maxPerStay: number;
  expireTime: number;
  /** 多次进出时长: minutes left of the budget. */
  minutesLeft?: number;
}

export interface StayBill {
  entryTime: number;
  at: number;
  /** What the stay still owes (its fee less what earlier settlements covered), in fen. */
  owed: number;
  /** The fee of the same stay had it ended at `until` (`feeUntil(at)` is the whole fee). */
  feeUntil(until: number): number;
}

/** Coupons this stay has already used (at the pay station): stacking rules count them too. */
export interface StayUsage {
  /** Coupons used so far per group. */
  groups: ReadonlyMap<string, number>;
  /** A non-stackable coupon was used: nothing else may join it. */
  exclusive: boolean;
  /** Any coupon was used: a non-stackable one may no longer be used alone. */
  any: boolean;
  /**
   * The coupons already used (keys): a 多次进出时长券 spending more minutes on the same stay is the
   * same coupon again, not one more, so the rules above do not stop it.
   */
  keys: ReadonlySet<string>;
}

export const NO_USAGE: StayUsage = { groups: new Map(), exclusive: false, any: false, keys: new Set() };

export interface CouponTake {
  coupon: StayCoupon;
  /** fen taken off. */
  discount: number;
  /** Minutes of the stay the coupon covered (时长 and 多次进出时长), else 0. */
  minutes: number;
}

/**
 * The order coupons are applied in, best for the driver: a cap (全免, 差异化定价) before anything,
 * since min(x, c) less anything is never above the cap applied last; a percentage (折扣) before the
 * fixed amounts, since x·p − a ≤ (x − a)·p; then the fixed amounts; the 多次进出时长 budget last so
 * it spends only the minutes still needed and keeps the rest.
 */
const TYPE_RANK: Record<number, number> = {
  [COUPON_FULL_FREE]: 0,
  [COUPON_FIXED_PRICE]: 1,
  [COUPON_DISCOUNT]: 2,
  [COUPON_DURATION]: 3,
  [COUPON_AMOUNT]: 4,
  [COUPON_MULTI_ENTRY]: 5,
};

/** The strongest coupon of a type first (fewest coupons spent), then the one expiring first. */
function strength(c: StayCoupon): number {
  if (c.type === COUPON_AMOUNT || c.type === COUPON_DURATION) return -c.face;
  if (c.type === COUPON_DISCOUNT || c.type === COUPON_FIXED_PRICE) return c.face;
  return 0;
}

export function compareCoupons(a: StayCoupon, b: StayCoupon): number {
  return (
    (TYPE_RANK[a.type] ?? 9) - (TYPE_RANK[b.type] ?? 9) ||
    strength(a) - strength(b) ||
    a.expireTime - b.expireTime ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

/**
 * 折扣: what is left × (1 − face/1000), rounded half up to the fen in integers (850 on ¥10.05 takes
 * 150.75 → 151 fen). A face outside 0..1000 takes nothing.
 */
export function discountOff(remaining: number, face: number): number {
  if (face < 0 || face > 1000) return 0;
  return Math.min(remaining, Math.floor((remaining * (1000 - face) + 500) / 1000));
}

/** Applies coupons in the order given; skips what takes nothing or passes max_per_stay. */
function applyInOrder(bill: StayBill, coupons: readonly StayCoupon[], usage: StayUsage): CouponTake[] {
  const groups = new Map(usage.groups);
  const takes: CouponTake[] = [];
  let remaining = bill.owed;
  // Minutes already taken off the end of the stay by the duration coupons applied so far.
  let shortened = 0;
  const feeShortenedBy = (minutes: number) => bill.feeUntil(Math.max(bill.entryTime, bill.at - minutes * 60));
  for (const c of coupons) {
    if (remaining <= 0) break;
    const again = usage.keys.has(c.key);
    if (!again && (groups.get(c.group) ?? 0) >= Math.max(1, c.maxPerStay)) continue;
    let discount = 0;
    let minutes = 0;
    if (c.type === COUPON_FULL_FREE) discount = remaining;
    else if (c.type === COUPON_FIXED_PRICE) discount = Math.max(0, remaining - c.face);
    else if (c.type === COUPON_DISCOUNT) discount = discountOff(remaining, c.face);
    else if (c.type === COUPON_AMOUNT) discount = Math.min(remaining, Math.max(0, c.face));
    else if (c.type === COUPON_DURATION) {
      minutes = Math.max(0, c.face);
      discount = Math.min(
        remaining,
        Math.max(0, feeShortenedBy(shortened) - feeShortenedBy(shortened + minutes)),
      );
    } else if (c.type === COUPON_MULTI_ENTRY) {
      const before = feeShortenedBy(shortened);
      const saving = (m: number) => Math.min(remaining, Math.max(0, before - feeShortenedBy(shortened + m)));
      const stayLeft = Math.ceil((bill.at - bill.entryTime) / 60) - shortened;
      const most = Math.min(c.minutesLeft ?? c.face, stayLeft);
      const best = most > 0 ? saving(most) : 0;
      if (best > 0) {
        // The fewest minutes that save as much: the fee only falls as the stay shortens, so the
        // saving is monotone in the minutes and a binary search finds them. The rest stays on the grant.
        let low = 1;
        let high = most;
        while (low < high) {
          const mid = Math.floor((low + high) / 2);
          if (saving(mid) >= best) high = mid;
          else low = mid + 1;
        }
        minutes = low;
        discount = best;
      }
    }
    if (discount <= 0) continue;
    remaining -= discount;
    if (c.type === COUPON_DURATION || c.type === COUPON_MULTI_ENTRY) shortened += minutes;
    if (!again) groups.set(c.group, (groups.get(c.group) ?? 0) + 1);
    takes.push({ coupon: c, discount, minutes });
  }
  return takes;
}

const total = (takes: readonly CouponTake[]) => takes.reduce((sum, t) => sum + t.discount, 0);

/** Why a presented coupon cannot join this stay's coupons, or undefined. */
export function stackingRefusal(presented: StayCoupon, usage: StayUsage): string | undefined {
  if (usage.keys.has(presented.key)) return undefined;
  if (usage.exclusive) return '本次停车已使用不可叠加的优惠券，不能再使用该券';
  if (!presented.stackable && usage.any) return '该券不可与其他优惠券叠加使用，本次停车已使用过优惠券';
  const max = Math.max(1, presented.maxPerStay);
  if ((usage.groups.get(presented.group) ?? 0) >= max) return `该券每次停车最多使用 ${max} 张，已达上限`;
  return undefined;
}

/**
 * The coupons a stay uses and what each takes. Without a presented coupon: the best of (a) the
 * stackable coupons together, in TYPE_RANK order, each definition up to its max_per_stay, and
 * (b) each non-stackable coupon alone; best = most taken off, then fewest coupons spent, then the
 * option whose first coupon sorts first (compareCoupons), so the same coupons always give the same
 * answer. A presented coupon (the driver's choice, already passed stackingRefusal) goes first; a
 * stackable one is then joined by the plate's other stackable coupons in the usual order.
 * Nothing is used when nothing is owed.
 */
export function planCoupons(
  bill: StayBill,
  coupons: readonly StayCoupon[],
  usage: StayUsage = NO_USAGE,
  presentedKey?: string,
): CouponTake[] {
  if (bill.owed <= 0) return [];
  // After a non-stackable coupon only that coupon itself (a minutes budget) may go on.
  const sorted = [...coupons].sort(compareCoupons).filter((c) => !usage.exclusive || usage.keys.has(c.key));
  const stackable = sorted.filter((c) => c.stackable);
  const presented = presentedKey === undefined ? undefined : sorted.find((c) => c.key === presentedKey);
  if (presented) {
    if (!presented.stackable) return applyInOrder(bill, [presented], usage);
    return applyInOrder(bill, [presented, ...stackable.filter((c) => c !== presented)], usage);
  }
  const options: { takes: CouponTake[]; rank: number }[] = [];
  const stacked = applyInOrder(bill, stackable, usage);
  if (stacked.length > 0) options.push({ takes: stacked, rank: sorted.indexOf(stacked[0]!.coupon) });
  sorted.forEach((c, rank) => {
    if (c.stackable || (usage.any && !usage.keys.has(c.key))) return;
    const alone = applyInOrder(bill, [c], usage);
    if (alone.length > 0) options.push({ takes: alone, rank });
  });
  options.sort(
    (a, b) => total(b.takes) - total(a.takes) || a.takes.length - b.takes.length || a.rank - b.rank,
  );
  return options[0]?.takes ?? [];
}
