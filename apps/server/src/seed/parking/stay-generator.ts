import { stayFee } from '@console/core';
import { RELEASE_REASONS } from './catalogue.js';
import type { ListedCar, ParkContext } from './park-context.js';
import { generatePlate } from './plates.js';
import type { Prng } from './prng.js';
import { cstHour, cstMidnight, dayVolumeFactor, entrySecondOfDay, staySeconds } from './traffic.js';

/**
 * Parking stays as the gates would have written them, priced by the park's rule with the core
 * stayFee exactly as the exit gate does (gate-service.ts stayCost), and paid the way Chinese lots
 * are paid: mostly WeChat and Alipay, some autopay, cash, coupons and stored value.
 */
export interface StayDraft {
  park: ParkContext;
  plate: string;
  plate_color: number;
  car_type: number;
  card_type: number | null;
  card_no: string | null;
  car_id: number | null;
  entry_time: number;
  entry_gate: string;
  /** 0 while the car is in the lot. */
  exit_time: number;
  exit_gate: string | null;
  status: 0 | 1;
  fee: number;
  remark: string | null;
  /** The order of a closed stay; absent while in the lot and for a manual release. */
  order?: {
    amount: number;
    discount: number;
    paid: number;
    pay_type: number | null;
    pay_mode: number | null;
    business: string;
    status: 0 | 1;
    pay_time: number;
    create_time: number;
    transfer_status: number;
  };
  release?: { reason: string; gate: string };
}

const DAY_S = 86_400;

/** The fee the exit gate would charge, with its remark (mirrors stayCost of gate-service.ts). */
export function draftFee(
  park: Pick<ParkContext, 'charge_mode' | 'rule'>,
  carType: number,
  card: ListedCar | null,
  entry: number,
  exit: number,
): { fee: number; remark: string | null } {
  if (park.charge_mode === 0) return { fee: 0, remark: '车场未开启收费' };
  if (carType === 3) return { fee: 0, remark: '白名单车辆免费' };
  let from = entry;
  if (carType === 2 && card) {
    if (exit < card.end_time) return { fee: 0, remark: '月卡有效期内免费' };
    from = Math.max(from, card.end_time);
  }
  if (!park.rule) return { fee: 0, remark: '车场未配置收费规则' };
  return { fee: stayFee(park.rule, from, exit), remark: null };
}

interface CarPick {
  plate: string;
  plate_color: number;
  car_type: number;
  card_type: number | null;
  card_no: string | null;
  car_id: number | null;
  card: ListedCar | null;
}

/** Regulars from the park's lists make up a fifth of the traffic; everyone else is a visitor. */
function pickCar(prng: Prng, park: ParkContext, entry: number): CarPick {
  const roll = prng.next();
  const listed = (car: ListedCar) => ({
    plate: car.plate,
    plate_color: car.plate_color,
    car_id: car.id,
    card_no: car.card_no,
    card: car,
  });
  if (roll < 0.14 && park.month.length > 0) {
    const car = prng.pick(park.month);
    // A lapsed or not yet started card is a visitor at the gate (car-lookup.ts classify).
    if (car.start_time <= entry && entry < car.end_time) {
      return { ...listed(car), car_type: 2, card_type: car.card_type };
    }
    return { ...listed(car), car_type: 1, card_type: null, card_no: null, car_id: null, card: null };
  }
  if (roll < 0.16 && park.white.length > 0) {
    const car = prng.pick(park.white);
    if (car.start_time <= entry && (car.end_time === 0 || entry < car.end_time)) {
      return { ...listed(car), car_type: 3, card_type: 0, card_no: null };
    }
  }
  if (roll < 0.2 && park.value.length > 0) {
    return { ...listed(prng.pick(park.value)), car_type: 4, card_type: 2 };
  }
  const { plate, color } = generatePlate(prng, park.region);
  return { plate, plate_color: color, car_type: 1, card_type: null, card_no: null, car_id: null, card: null };
}

// Weight tables live outside the functions: a benchmark load draws from them tens of millions of times.
const MOBILE_PAY_MODES = [
  [3, 60],
  [4, 34],
  [9, 3],
  [5, 1],
  [7, 2],
] as const;
const AUTOPAY_MODES = [
  [3, 55],
  [4, 35],
  [9, 10],
] as const;
const SETTLE_KINDS_AFTER = [
  ['mobile', 68],
  ['autopay', 15],
  ['cash', 7],
  ['coupon', 5],
  ['unpaid', 5],
] as const;
const SETTLE_KINDS_BEFORE = [
  ['mobile', 68],
  ['autopay', 15],
  ['cash', 7],
  ['coupon', 5],
  ['unpaid', 0],
] as const;

function mobilePayMode(prng: Prng): number {
  return prng.weighted(MOBILE_PAY_MODES);
}

type Settlement = NonNullable<StayDraft['order']>;
const COUPON_VALUES = [500, 1000, 2000] as const;

/**
 * An order settlement, always built by this one literal so every order has the same shape (V8 keeps
 * one hidden class, and the bulk writer reads millions of them).
 */
function settlement(
  fee: number,
  discount: number,
  paid: number,
  pay_type: number | null,
  pay_mode: number | null,
  business: string,
  status: 0 | 1,
  pay_time: number,
  create_time: number,
  transfer_status: number,
): Settlement {
  return {
    amount: fee,
    discount,
    paid,
    pay_type,
    pay_mode,
    business,
    status,
    pay_time,
    create_time,
    transfer_status,
  };
}

/** How a closed, priced stay was settled, by a park's charge mode. */
function settle(prng: Prng, draft: StayDraft, now: number): Settlement {
  const exit = draft.exit_time;
  const fee = draft.fee;
  const cashier = 'parking_cashier';
  if (fee === 0) {
    // 零元 orders are settled offline at the gate, as the exit gate writes them.
    return settlement(fee, 0, fee, 1, 0, cashier, 1, exit, exit, 0);
  }
  if (draft.car_type === 4) return settlement(fee, 0, fee, 4, 0, cashier, 1, exit, exit, 0);
  // Only a park that lets cars leave first (charge mode 1) has unpaid orders.
  const kind = prng.weighted(draft.park.charge_mode === 1 ? SETTLE_KINDS_AFTER : SETTLE_KINDS_BEFORE);
  // Paying before leaving happens at a pay station a few minutes before the exit.
  const paidAt = draft.park.charge_mode === 2 ? exit - prng.int(60, 900) : exit + prng.int(0, 90);
  const settledAt = Math.min(paidAt, now);
  const transferred = settledAt < now - DAY_S ? 1 : 0;
  switch (kind) {
    case 'mobile':
      return settlement(fee, 0, fee, 2, mobilePayMode(prng), cashier, 1, settledAt, settledAt, transferred);
    case 'autopay': {
      const mode = prng.weighted(AUTOPAY_MODES);
      return settlement(fee, 0, fee, 3, mode, 'autopay', 1, exit, exit, exit < now - DAY_S ? 1 : 0);
    }
    case 'cash':
      return settlement(fee, 0, fee, 1, 0, cashier, 1, exit, exit, 0);
    case 'coupon': {
      const discount = Math.min(fee, prng.pick(COUPON_VALUES));
      const mode = fee > discount ? mobilePayMode(prng) : 0;
      return settlement(fee, discount, fee - discount, 8, mode, cashier, 1, settledAt, settledAt, 0);
    }
    default:
      // Left first and has not paid yet: 处理中, in arrears.
      return settlement(fee, 0, 0, null, null, cashier, 0, 0, exit, 0);
  }
}

/** One closed stay entering at `entry`; its exit is never later than `now`. */
export function closedStay(prng: Prng, park: ParkContext, entry: number, now: number): StayDraft {
  let stay = staySeconds(prng, cstHour(entry));
  if (entry + stay > now - 60) {
    // Today's long stays are still running: what remains of them is a shorter visit.
    stay = Math.max(180, Math.floor((now - 60 - entry) * prng.next()));
    if (entry + stay > now - 60) entry = now - 60 - stay - prng.int(0, 3600);
  }
  const exit = entry + stay;
  const car = pickCar(prng, park, entry);
  const { fee, remark } = draftFee(park, car.car_type, car.card, entry, exit);
  // Every draft is this one literal (order and release present, maybe undefined), then completed
  // in place: one hidden class for millions of drafts instead of spread copies of several shapes.
  const draft: StayDraft = {
    park,
    plate: car.plate,
    plate_color: car.plate_color,
    car_type: car.car_type,
    card_type: car.card_type,
    card_no: car.card_no,
    car_id: car.car_id,
    entry_time: entry,
    entry_gate: prng.pick(park.entryGates),
    exit_time: exit,
    exit_gate: prng.pick(park.exitGates),
    status: 0,
    fee,
    remark,
    order: undefined,
    release: undefined,
  };
  // A few stays a thousand end at the booth: the plate was misread, an ambulance, a staff car...
  if (fee > 0 && car.car_type === 1 && prng.chance(0.004)) {
    const reason = prng.pick(RELEASE_REASONS);
    draft.remark = `人工放行：${reason}`;
    draft.release = { reason, gate: draft.exit_gate ?? '人工放行' };
    return draft;
  }
  draft.order = settle(prng, draft, now);
  return draft;
}

/** A car still in the lot: entered within the last day and a half, not yet priced. */
export function openStay(prng: Prng, park: ParkContext, now: number): StayDraft {
  const today = cstMidnight(now);
  let entry = (prng.chance(0.6) ? today : today - DAY_S) + entrySecondOfDay(prng);
  if (entry >= now - 120) entry = now - 120 - prng.int(0, 6 * 3600);
  const car = pickCar(prng, park, entry);
  return {
    park,
    plate: car.plate,
    plate_color: car.plate_color,
    car_type: car.car_type,
    card_type: car.card_type,
    card_no: car.card_no,
    car_id: car.car_id,
    entry_time: entry,
    entry_gate: prng.pick(park.entryGates),
    exit_time: 0,
    exit_gate: null,
    status: 1,
    fee: 0,
    remark: null,
    order: undefined,
    release: undefined,
  };
}

export interface DayPlan {
  midnight: number;
  count: number;
}

/**
 * How many records each CST day of the span gets: `total` shared by the days' volume factors,
 * oldest first, with the rounding remainder on the last day so the sum is exact.
 */
export function planDays(total: number, days: number, now: number): DayPlan[] {
  const today = cstMidnight(now);
  const midnights = Array.from({ length: days }, (_, i) => today - (days - 1 - i) * DAY_S);
  // Today is only partly over: it gets its share of the hours gone by.
  const factors = midnights.map(
    (m) => dayVolumeFactor(m) * (m === today ? Math.max(0.05, (now - today) / DAY_S) : 1),
  );
  const sum = factors.reduce((a, b) => a + b, 0);
  const plan = midnights.map((midnight, i) => ({ midnight, count: Math.floor((total * factors[i]!) / sum) }));
  plan[plan.length - 1]!.count += total - plan.reduce((a, p) => a + p.count, 0);
  return plan;
}

/** One day's closed stays across the parks (chosen by traffic weight), in entry order. */
export function dayOfStays(
  prng: Prng,
  parks: readonly ParkContext[],
  day: DayPlan,
  now: number,
): StayDraft[] {
  const weights = parks.map((park) => [park, park.traffic] as const);
  const drafts: StayDraft[] = [];
  for (let i = 0; i < day.count; i += 1) {
    const park = prng.weighted(weights);
    let entry = day.midnight + entrySecondOfDay(prng);
    // Today's later hours have not come yet: draw again, then fall back to the hours gone by.
    for (let tries = 0; entry > now - 300 && tries < 8; tries += 1)
      entry = day.midnight + entrySecondOfDay(prng);
    if (entry > now - 300)
      entry = day.midnight + Math.floor(prng.next() * Math.max(1, now - 300 - day.midnight));
    drafts.push(closedStay(prng, park, entry, now));
  }
  // Sorted by one precomputed number (park, then entry time; the sort is stable, so ties keep
  // their draw order): the same order as comparing the two fields, at a fraction of the cost.
  const keyed = drafts.map((draft) => ({ key: draft.park.id * 1e10 + draft.entry_time, draft }));
  keyed.sort((a, b) => a.key - b.key);
  return keyed.map((k) => k.draft);
}
