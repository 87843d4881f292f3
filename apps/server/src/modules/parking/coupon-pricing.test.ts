import { describe, expect, it } from 'vitest';
import {
  discountOff,
  planCoupons,
  stackingRefusal,
  type StayBill,
  type StayCoupon,
} from './coupon-pricing.js';

// The fixture lot's rule: ¥5 per started hour after 15 free minutes, ¥30 a day at most.
const ENTRY = 1_000_000;
const fee = (until: number) => {
  const seconds = Math.max(0, until - ENTRY);
  if (seconds <= 15 * 60) return 0;
  return Math.min(3000, Math.ceil(seconds / 3600) * 500);
};
const bill = (minutes: number, owed?: number): StayBill => {
  const at = ENTRY + minutes * 60;
  return { entryTime: ENTRY, at, owed: owed ?? fee(at), feeUntil: fee };
};

let serial = 0;
const coupon = (type: number, face: number, extra: Partial<StayCoupon> = {}): StayCoupon => {
  serial += 1;
  return {
    key: `g${serial}`,
    group: `c${serial}`,
    type,
    face,
    stackable: false,
    maxPerStay: 1,
    expireTime: 2_000_000 + serial,
    ...extra,
  };
};
const taken = (takes: ReturnType<typeof planCoupons>) =>
  takes.map((t) => [t.coupon.key, t.discount, t.minutes]);

describe('each coupon type alone (125 minutes: ¥15 owed)', () => {
  it('1 金额 takes its face, at most what is owed', () => {
    expect(planCoupons(bill(125), [coupon(1, 500)])[0]?.discount).toBe(500);
    expect(planCoupons(bill(125), [coupon(1, 5000)])[0]?.discount).toBe(1500);
  });

  it('2 时长 takes what its minutes cost at the end of the stay', () => {
    // 125 − 60 = 65 minutes: two started hours, so one hour (¥5) off.
    expect(planCoupons(bill(125), [coupon(2, 60)])[0]).toMatchObject({ discount: 500, minutes: 60 });
    // Under the daily cap an hour saves nothing: the coupon is not used.
    expect(planCoupons(bill(20 * 60), [coupon(2, 60)])).toEqual([]);
  });

  it('3 全免 takes everything owed', () => {
    expect(planCoupons(bill(125), [coupon(3, 0)])[0]?.discount).toBe(1500);
  });

  it('4 差异化定价: the stay costs at most the face', () => {
    expect(planCoupons(bill(125), [coupon(4, 800)])[0]?.discount).toBe(700);
    // Cheaper than the price already: nothing to take, not used.
    expect(planCoupons(bill(125), [coupon(4, 2000)])).toEqual([]);
  });

  it('5 多次进出时长 spends only the minutes that save, up to what is left', () => {
    // ¥15 at 125 minutes; 110 minutes bring it inside the 15 free minutes.
    const budget = coupon(5, 300, { minutesLeft: 300 });
    expect(planCoupons(bill(125), [budget])[0]).toMatchObject({ discount: 1500, minutes: 110 });
    // 50 left: 125 − 50 = 75 minutes, two started hours: ¥5 off, and only the 5 minutes that do it.
    const low = coupon(5, 300, { minutesLeft: 50 });
    expect(planCoupons(bill(125), [low])[0]).toMatchObject({ discount: 500, minutes: 5 });
  });

  it('6 折扣 takes the rest of the face in hundredths of a 折, rounded half up to the fen', () => {
    expect(planCoupons(bill(125), [coupon(6, 850)])[0]?.discount).toBe(225);
    expect(discountOff(1005, 850)).toBe(151); // 150.75
    expect(discountOff(1003, 850)).toBe(150); // 150.45
    expect(discountOff(1001, 995)).toBe(5); // 5.005 → half up
    expect(discountOff(1500, 1000)).toBe(0);
    expect(discountOff(1500, 0)).toBe(1500);
    expect(discountOff(1500, 1200)).toBe(0);
  });

  it('nothing is used when nothing is owed', () => {
    expect(planCoupons(bill(10), [coupon(3, 0)])).toEqual([]);
    expect(planCoupons(bill(125, 0), [coupon(1, 500)])).toEqual([]);
  });
});

describe('stacking', () => {
  it('stackable coupons combine: 折扣 before 金额 (best for the driver)', () => {
    const cut = coupon(1, 500, { stackable: true });
    const pct = coupon(6, 800, { stackable: true });
    // ¥15 × 20% = ¥3, then ¥5 of the ¥12 left: ¥8 in all, whatever order they are given in.
    expect(taken(planCoupons(bill(125), [cut, pct]))).toEqual([
      [pct.key, 300, 0],
      [cut.key, 500, 0],
    ]);
  });

  it('durations add up along the fee curve', () => {
    const a = coupon(2, 60, { stackable: true });
    const b = coupon(2, 30, { stackable: true });
    // 125 → 65 (¥10) → 35 (¥5): ¥5 each.
    expect(taken(planCoupons(bill(125), [b, a]))).toEqual([
      [a.key, 500, 60],
      [b.key, 500, 30],
    ]);
  });

  it('a coupon that is no longer needed is kept', () => {
    const free = coupon(3, 0, { stackable: true });
    const cut = coupon(1, 500, { stackable: true });
    expect(taken(planCoupons(bill(125), [cut, free]))).toEqual([[free.key, 1500, 0]]);
  });

  it('max_per_stay limits the coupons of one definition, counting those the stay already used', () => {
    const group = 'c-shared';
    const three = [1, 2, 3].map(() => coupon(1, 300, { stackable: true, group, maxPerStay: 2 }));
    expect(planCoupons(bill(125), three)).toHaveLength(2);
    const usage = { groups: new Map([[group, 1]]), exclusive: false, any: true, keys: new Set<string>() };
    expect(planCoupons(bill(125), three, usage)).toHaveLength(1);
    expect(stackingRefusal(three[0]!, { ...usage, groups: new Map([[group, 2]]) })).toBe(
      '该券每次停车最多使用 2 张，已达上限',
    );
  });

  it('a non-stackable coupon is used alone: the better of it and the stack wins', () => {
    const alone = coupon(1, 1000);
    const s1 = coupon(1, 300, { stackable: true });
    const s2 = coupon(1, 300, { stackable: true });
    expect(taken(planCoupons(bill(125), [s1, alone, s2]))).toEqual([[alone.key, 1000, 0]]);
    const bigger = coupon(1, 800, { stackable: true });
    expect(taken(planCoupons(bill(125), [s1, alone, s2, bigger]))).toEqual([
      [bigger.key, 800, 0],
      [s1.key, 300, 0],
      [s2.key, 300, 0],
    ]);
  });

  it('on a tie, fewer coupons, then the one expiring first', () => {
    const late = coupon(1, 500, { expireTime: 9_000_000 });
    const soon = coupon(1, 500, { expireTime: 3_000_000 });
    const pair = [coupon(1, 250, { stackable: true }), coupon(1, 250, { stackable: true })];
    expect(taken(planCoupons(bill(125), [...pair, late, soon]))).toEqual([[soon.key, 500, 0]]);
  });

  it('after a non-stackable coupon nothing else is used; after any, no non-stackable one', () => {
    const alone = coupon(3, 0);
    const stack = coupon(1, 500, { stackable: true });
    const exclusive = { groups: new Map(), exclusive: true, any: true, keys: new Set<string>() };
    expect(planCoupons(bill(125), [alone, stack], exclusive)).toEqual([]);
    const some = { groups: new Map(), exclusive: false, any: true, keys: new Set<string>() };
    expect(taken(planCoupons(bill(125), [alone, stack], some))).toEqual([[stack.key, 500, 0]]);
    expect(stackingRefusal(alone, some)).toBe('该券不可与其他优惠券叠加使用，本次停车已使用过优惠券');
    expect(stackingRefusal(stack, exclusive)).toBe('本次停车已使用不可叠加的优惠券，不能再使用该券');
  });

  it('a minutes budget already used on this stay goes on, whatever the stacking rules say', () => {
    const budget = coupon(5, 300, { minutesLeft: 190, maxPerStay: 1 });
    const other = coupon(1, 500, { stackable: true });
    const usage = {
      groups: new Map([[budget.group, 1]]),
      exclusive: true,
      any: true,
      keys: new Set([budget.key]),
    };
    expect(taken(planCoupons(bill(305, 1500), [budget, other], usage))).toEqual([[budget.key, 1500, 125]]);
    expect(stackingRefusal(budget, usage)).toBeUndefined();
  });

  it('a presented coupon goes first; a non-stackable one alone, a stackable one joined by others', () => {
    const shown = coupon(1, 200);
    const better = coupon(3, 0);
    expect(taken(planCoupons(bill(125), [better, shown], undefined, shown.key))).toEqual([
      [shown.key, 200, 0],
    ]);
    const shownStack = coupon(1, 200, { stackable: true });
    const other = coupon(6, 500, { stackable: true });
    // ¥2 first, then half of the ¥13 left.
    expect(taken(planCoupons(bill(125), [other, shownStack, better], undefined, shownStack.key))).toEqual([
      [shownStack.key, 200, 0],
      [other.key, 650, 0],
    ]);
  });

  it('gives the same answer whatever order the coupons come in', () => {
    const all = [
      coupon(1, 300, { stackable: true }),
      coupon(6, 900, { stackable: true }),
      coupon(2, 30, { stackable: true }),
      coupon(5, 100, { stackable: true, minutesLeft: 40 }),
      coupon(1, 700),
    ];
    const first = taken(planCoupons(bill(245), all));
    expect(taken(planCoupons(bill(245), [...all].reverse()))).toEqual(first);
    const total = planCoupons(bill(245), all).reduce((s, t) => s + t.discount, 0);
    expect(total).toBeLessThanOrEqual(fee(ENTRY + 245 * 60));
  });
});
