import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { loadParkContexts, type ParkContext } from './park-context.js';
import { Prng, seedOf } from './prng.js';
import { seedParkCars } from './seed-park-cars.js';
import { limitClerkToOnePark, seedParks } from './seed-parks.js';
import { dayOfStays, openStay, planDays, type StayDraft } from './stay-generator.js';
import { insertChunked, writeStays } from './stay-writer.js';

type Db = Kysely<Database>;
const DAY_S = 86_400;

export interface ParkingSeedOptions {
  /** Parking records to generate over the last `days` days; 50,000 by default. */
  records?: number;
  days?: number;
}

export const DEFAULT_PARKING_RECORDS = 50_000;
/** Share of the records that are cars still in the lot, capped by each park's spaces. */
const IN_LOT_SHARE = 0.05;
/** The console feed shows recent gate events; older stays are not given events. */
const EVENT_DAYS = 3;

/** Cars in the lot now: 5 % of the records, shared by traffic, never more than 85 % of a park's spaces. */
function openStays(prng: Prng, parks: readonly ParkContext[], total: number, now: number): StayDraft[] {
  const weight = parks.reduce((a, p) => a + p.traffic, 0);
  const drafts: StayDraft[] = [];
  for (const park of parks) {
    const count = Math.min(
      Math.round((total * IN_LOT_SHARE * park.traffic) / weight),
      Math.floor(park.total_spaces * 0.85),
    );
    const inLot = new Set<string>();
    for (let i = 0, tries = 0; i < count && tries < count * 3; tries += 1) {
      const draft = openStay(prng, park, now);
      if (inLot.has(draft.plate)) continue; // one open record per plate and park (unique index)
      inLot.add(draft.plate);
      drafts.push(draft);
      i += 1;
    }
  }
  return drafts;
}

/** Cars of the blacklists turned away at the gate, with the list's reason, over the last days. */
async function refusals(db: Db, now: number): Promise<void> {
  const black = await db
    .selectFrom('park_car')
    .select(['merchant_id', 'park_id', 'plate', 'plate_color', 'reason'])
    .where('category', '=', 'black')
    .orderBy('id')
    .execute();
  const prng = new Prng(seedOf('refusals'));
  const events: Insertable<Database['park_event']>[] = [];
  for (const car of black) {
    for (let i = 0; i < prng.int(0, 2); i += 1) {
      events.push({
        merchant_id: Number(car.merchant_id),
        park_id: Number(car.park_id),
        kind: 'refused',
        plate: car.plate,
        plate_color: car.plate_color,
        gate: '1号入口',
        record_id: null,
        content: `黑名单车辆，拒绝入场：${car.reason ?? '黑名单车辆'}`,
        create_time: now - prng.int(600, EVENT_DAYS * DAY_S),
      });
    }
  }
  await insertChunked(db, 'park_event', events);
}

/**
 * The parking demo, inside the caller's (the demo seed's) transaction: tenants and parks of three
 * partners, charge rules, car lists with their orders, the clerk's park grant, and `records` stays
 * over the last 30 days with their orders, releases and recent gate events. Deterministic for a
 * given `now`: every draw comes from seeded generators.
 */
export async function seedParkingDemo(
  db: Db,
  platformId: number,
  now: number,
  options: ParkingSeedOptions = {},
) {
  const records = options.records ?? DEFAULT_PARKING_RECORDS;
  const parkIds = await seedParks(db, platformId, now);
  await limitClerkToOnePark(db, parkIds);
  await seedParkCars(db, now);
  await refusals(db, now);
  if (records <= 0) return;
  const parks = await loadParkContexts(db);
  const prng = new Prng(seedOf(`records:${records}`));
  const open = openStays(prng, parks, records, now);
  let seq = 1;
  const eventsFrom = now - EVENT_DAYS * DAY_S;
  for (const day of planDays(records - open.length, options.days ?? 30, now)) {
    const drafts = dayOfStays(prng, parks, day, now);
    await writeStays(db, drafts, { seq, events: day.midnight + DAY_S > eventsFrom });
    seq += drafts.length;
  }
  await writeStays(db, open, { seq, events: true });
}
