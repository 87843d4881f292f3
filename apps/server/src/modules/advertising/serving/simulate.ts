import type { AdTrafficResult } from '@console/core';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { accrueAdSpend } from './accrual.js';
import { decide, recordEvent } from './serving.js';

type Db = Kysely<Database>;

export interface TrafficOptions {
  /** The end of the simulated span (its events are dated up to here), epoch seconds. */
  now: number;
  /** How many minutes of traffic, ending at `now`. */
  minutes: number;
  /** How many decisions in all; by default each screen asks once every 4 simulated minutes. */
  requests?: number;
  /** The share of shown ads that are clicked, 0–1. */
  clickRate: number;
  /** A seed for the audience drawn (the same seed draws the same plates). */
  seed?: number;
}

/** mulberry32: a small seeded generator, so a seeded run draws the same audience. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Plate provinces of the audience, weighted like a Shenzhen lot's. */
const PROVINCES = ['粤', '粤', '粤', '粤', '粤', '粤', '粤', '湘', '京', '沪'] as const;
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * The developer tool's traffic generator: the enabled slots ask for ads as their lot screens would,
 * over `minutes` of simulated time ending at `now`, through the same decision and beacons as the
 * HTTP endpoints (each counted impression a second after its decision, a click a few seconds later
 * at the click rate), then posts the spend. Answers what happened.
 */
export async function simulateAdTraffic(db: Db, options: TrafficOptions): Promise<AdTrafficResult> {
  const draw = random(options.seed ?? randomBytes(4).readUInt32BE());
  const slots = await db
    .selectFrom('ad_slot as s')
    .innerJoin('ad_media_app as a', 'a.id', 's.media_app_id')
    .select(['s.slot_code', 's.park_id'])
    .where('s.status', '=', 1)
    .where('a.status', '=', 1)
    .orderBy('s.id')
    .execute();
  const result: AdTrafficResult = {
    requests: 0,
    filled: 0,
    impressions: 0,
    clicks: 0,
    refused: 0,
    cost: 0,
    posted: 0,
    slots: slots.length,
  };
  if (slots.length === 0) return result;
  const span = Math.max(1, Math.round(options.minutes)) * 60;
  const total = options.requests ?? Math.max(1, Math.floor((span / 240) * slots.length));
  const start = options.now - span;
  let costMilli = 0;
  for (let i = 0; i < total; i += 1) {
    const at = start + Math.floor(((i + 0.5) * span) / total) - 6;
    const slot = slots[i % slots.length]!;
    const province = PROVINCES[Math.floor(draw() * PROVINCES.length)]!;
    const plate = `${province}${LETTERS[Math.floor(draw() * LETTERS.length)]}${String(Math.floor(draw() * 100_000)).padStart(5, '0')}`;
    const decision = await decide(
      db,
      {
        slot_code: slot.slot_code,
        park_id: slot.park_id === null ? null : Number(slot.park_id),
        plate_province: province,
        car_type: draw() < 0.85 ? 1 : 2,
        viewer: plate,
      },
      at,
    );
    result.requests += 1;
    if (!decision.filled || !decision.decision_id) continue;
    result.filled += 1;
    const shown = await recordEvent(
      db,
      { decision_id: decision.decision_id, event_id: `SIM${randomBytes(12).toString('hex')}`, kind: 1 },
      at + 1,
    );
    if (!shown.counted) {
      result.refused += 1;
      continue;
    }
    result.impressions += 1;
    costMilli += shown.cost_milli;
    if (draw() < options.clickRate) {
      const clicked = await recordEvent(
        db,
        { decision_id: decision.decision_id, event_id: `SIM${randomBytes(12).toString('hex')}`, kind: 2 },
        at + 5,
      );
      if (clicked.counted) {
        result.clicks += 1;
        costMilli += clicked.cost_milli;
      } else result.refused += 1;
    }
  }
  result.cost = Math.floor(costMilli / 1000);
  result.posted = (await accrueAdSpend(db, options.now)).spent;
  return result;
}
