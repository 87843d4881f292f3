import type { Prng } from './prng.js';

/**
 * When cars come and how long they stay. Entries follow the city's rhythm (China Standard Time):
 * a morning peak 7-9 when commuters arrive, an evening peak 17-19 when shoppers and residents do,
 * and quiet nights. Stays depend on the hour: morning arrivals mostly stay a working day, evening
 * arrivals often overnight, the rest are visits of an hour or two (log-normal).
 */
const CST_OFFSET_S = 8 * 3600;
const DAY_S = 86_400;

/** Relative entries per CST hour 0..23. */
export const HOURLY_WEIGHTS: readonly number[] = [
  0.3, 0.2, 0.15, 0.1, 0.1, 0.3, 1.0, 4.5, 6.0, 4.0, 2.5, 2.5, 2.2, 2.3, 2.5, 2.5, 3.0, 4.5, 5.5, 4.2, 3.0,
  2.0, 1.2, 0.6,
];
const HOURS = HOURLY_WEIGHTS.map((weight, hour) => [hour, weight] as const);

/** Second of a CST day at which a car enters, peaks included. */
export function entrySecondOfDay(prng: Prng): number {
  return prng.weighted(HOURS) * 3600 + prng.int(0, 3599);
}

/** The CST hour of a Unix time. */
export function cstHour(seconds: number): number {
  return Math.floor(((((seconds + CST_OFFSET_S) % DAY_S) + DAY_S) % DAY_S) / 3600);
}

/** Midnight CST of the day holding `seconds`. */
export function cstMidnight(seconds: number): number {
  return Math.floor((seconds + CST_OFFSET_S) / DAY_S) * DAY_S - CST_OFFSET_S;
}

/** Weekends are a little quieter in office and mixed-use lots. */
export function dayVolumeFactor(midnight: number): number {
  const weekday = new Date((midnight + CST_OFFSET_S) * 1000).getUTCDay();
  return weekday === 6 ? 0.9 : weekday === 0 ? 0.85 : 1;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Length of a stay in seconds for a car entering at the given CST hour. */
export function staySeconds(prng: Prng, hour: number): number {
  const commuter = hour >= 7 && hour <= 9 ? 0.55 : hour >= 10 && hour <= 16 ? 0.1 : 0.05;
  const overnight = hour >= 17 && hour <= 22 ? 0.25 : 0.03;
  const roll = prng.next();
  let minutes: number;
  if (roll < 0.005) {
    minutes = prng.int(24 * 60, 4 * 24 * 60); // a car left for days: the daily cap applies
  } else if (roll < 0.005 + commuter) {
    minutes = clamp(540 + prng.normal() * 72, 240, 780);
  } else if (roll < 0.005 + commuter + overnight) {
    minutes = clamp(750 + prng.normal() * 90, 480, 960);
  } else {
    minutes = clamp(75 * Math.exp(0.85 * prng.normal()), 3, 600);
  }
  return Math.round(minutes * 60) + prng.int(0, 59);
}
