import { minuteOfDay, type EnergyPeriod } from '@console/core';

/**
 * Pricing a charging session from its meter samples by the station's time-of-use rule (issue 19).
 *
 * The energy between two samples is attributed to the time between them evenly, and split at the
 * rule's period boundaries in proportion to time. Every part is kept exactly, as a fraction of
 * 1/100,000 fen (Wh × price in 0.0001 元/kWh), and the session is rounded to the fen once, half up:
 * so cutting a session at any sample changes nothing, and two sessions' fen add up to within one.
 * Times are Unix seconds; the periods are China Standard Time (UTC+8, no daylight saving).
 */

export interface MeterSample {
  /** Unix seconds. */
  time: number;
  /** The meter's Energy.Active.Import.Register, Wh. */
  wh: number;
}

/** A non-negative fraction in BigInt: exact sums of time-proportional parts. */
interface Fraction {
  num: bigint;
  den: bigint;
}

const ZERO: Fraction = { num: 0n, den: 1n };
const CST_OFFSET = 8 * 3600;
const DAY = 86_400;
/** 1 fen is 100,000 units of Wh × (0.0001 元/kWh): 1 kWh × 0.0001 元 = 0.01 fen = 1000 Wh-units. */
const UNITS_PER_FEN = 100_000n;

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

function add(a: Fraction, b: Fraction): Fraction {
  const num = a.num * b.den + b.num * a.den;
  const den = a.den * b.den;
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

/** Half up to a whole fen. */
function roundFen(units: Fraction): number {
  const den = units.den * UNITS_PER_FEN;
  return Number((2n * units.num + den) / (2n * den));
}

/** The exact cost of a session in units of 1/100,000 fen, energy and service apart. */
export interface ExactCost {
  energy: Fraction;
  service: Fraction;
}

/**
 * Where the rule's periods begin and end inside [from, to): the cut points of one sample interval,
 * each with the period in force after it (seconds, CST days).
 */
function periodSlices(periods: readonly EnergyPeriod[], from: number, to: number) {
  const slices: { from: number; to: number; period: EnergyPeriod }[] = [];
  let at = from;
  while (at < to) {
    const local = at + CST_OFFSET;
    const dayStart = local - (((local % DAY) + DAY) % DAY);
    const second = local - dayStart;
    const period = periods.find(
      (p) => minuteOfDay(p.start) * 60 <= second && second < minuteOfDay(p.end) * 60,
    );
    if (!period) throw new Error(`no period covers second ${second}`);
    const periodEnd = dayStart + minuteOfDay(period.end) * 60 - CST_OFFSET;
    const end = Math.min(to, periodEnd);
    slices.push({ from: at, to: end, period });
    at = end;
  }
  return slices;
}

/**
 * The exact cost of samples already checked (times strictly rising, energy never falling). Energy
 * read with no time between two samples cannot be put in a period and is not there (the check
 * refuses such a sample).
 */
export function exactCost(periods: readonly EnergyPeriod[], samples: readonly MeterSample[]): ExactCost {
  let energy = ZERO;
  let service = ZERO;
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    const wh = BigInt(b.wh - a.wh);
    const duration = BigInt(b.time - a.time);
    if (wh === 0n || duration <= 0n) continue;
    for (const slice of periodSlices(periods, a.time, b.time)) {
      // wh × (slice / duration) × price, kept as a fraction over `duration`.
      const share = wh * BigInt(slice.to - slice.from);
      energy = add(energy, { num: share * BigInt(slice.period.energy_price), den: duration });
      service = add(service, { num: share * BigInt(slice.period.service_price), den: duration });
    }
  }
  return { energy, service };
}

export interface SessionPrice {
  energy_wh: number;
  /** 电费, fen. */
  energy_amount: number;
  /** 服务费, fen: the total's rounding less the energy's, so the two always add up to `amount`. */
  service_amount: number;
  /** fen, the session's one rounding. */
  amount: number;
}

export function priceOf(cost: ExactCost, energyWh: number): SessionPrice {
  const amount = roundFen(add(cost.energy, cost.service));
  const energyAmount = Math.min(amount, roundFen(cost.energy));
  return { energy_wh: energyWh, energy_amount: energyAmount, service_amount: amount - energyAmount, amount };
}

/** The price of a checked session: its samples from the start reading to the last. */
export function priceSession(
  periods: readonly EnergyPeriod[],
  samples: readonly MeterSample[],
): SessionPrice {
  const first = samples[0];
  const last = samples.at(-1);
  const energyWh = first && last ? last.wh - first.wh : 0;
  return priceOf(exactCost(periods, samples), energyWh);
}

/** The sum of two exact costs (a session cut in two), for the property that cutting changes nothing. */
export function addCosts(a: ExactCost, b: ExactCost): ExactCost {
  return { energy: add(a.energy, b.energy), service: add(a.service, b.service) };
}

/** Whether two exact costs are the same amount. */
export function sameCost(a: ExactCost, b: ExactCost): boolean {
  return (
    a.energy.num * b.energy.den === b.energy.num * a.energy.den &&
    a.service.num * b.service.den === b.service.num * a.service.den
  );
}

/**
 * Why a new reading cannot follow the last accepted one, in Chinese (undefined when it can): a
 * reading not later than the last, or lower than it, is refused and logged, never priced.
 */
export function sampleRefusal(last: MeterSample, next: MeterSample): string | undefined {
  if (!Number.isSafeInteger(next.wh) || next.wh < 0) return '电表读数无效';
  if (next.time <= last.time) return '电表读数时间早于或等于上一读数，已忽略';
  if (next.wh < last.wh) return '电表读数小于上一读数，已忽略';
  return undefined;
}
