import type { ChargeRule } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DEMO_PARTNERS, type DemoPark } from './catalogue.js';
import { regionOf, type PlateRegion } from './plates.js';
import { Prng, seedOf } from './prng.js';

/** A car on one of a park's lists, as the generator needs it to type a record. */
export interface ListedCar {
  id: number;
  plate: string;
  plate_color: number;
  card_type: number | null;
  card_no: string | null;
  start_time: number;
  end_time: number;
}

/** What the record generator knows of one park; read from the database so the bench run reuses it. */
export interface ParkContext {
  id: number;
  merchant_id: number;
  charge_mode: number;
  total_spaces: number;
  /** The enabled temporary-car rule, which also prices stored-value cars (the gate falls back to it). */
  rule: ChargeRule | null;
  region: PlateRegion;
  entryGates: readonly string[];
  exitGates: readonly string[];
  traffic: number;
  month: ListedCar[];
  white: ListedCar[];
  value: ListedCar[];
  /** Who is named on manual releases: the merchant's main account, else the platform's. */
  operator: { id: number; name: string };
}

/** A stable UUID for a demo park, so links and bookmarks survive a fresh demo. */
export function demoParkUuid(key: string): string {
  const prng = new Prng(seedOf(`park-uuid:${key}`));
  let hex = '';
  while (hex.length < 32) hex += Math.floor(prng.next() * 16).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const DEMO_BY_UUID = new Map<string, DemoPark>(
  DEMO_PARTNERS.flatMap((p) => p.merchants.flatMap((m) => m.parks)).map((park) => [
    demoParkUuid(park.key),
    park,
  ]),
);

export async function loadParkContexts(db: Kysely<Database>): Promise<ParkContext[]> {
  const parks = await db
    .selectFrom('park')
    .select(['id', 'merchant_id', 'g_park_uuid', 'area_code', 'charge_mode', 'total_spaces'])
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  if (parks.length === 0) return [];
  const rules = await db
    .selectFrom('charge_rule')
    .select(['park_id', 'free_minutes', 'unit_minutes', 'unit_price', 'daily_cap'])
    .where('status', '=', 1)
    .where('car_type', '=', 1)
    .execute();
  const cars = await db
    .selectFrom('park_car')
    .select([
      'id',
      'park_id',
      'category',
      'plate',
      'plate_color',
      'card_type',
      'card_no',
      'start_time',
      'end_time',
    ])
    .where('status', '=', 1)
    .where('category', 'in', ['month', 'white', 'value'])
    .orderBy('id')
    .execute();
  const mains = await db
    .selectFrom('manager')
    .select(['id', 'merchant_id', 'name', 'account'])
    .where('is_main', '=', 1)
    .orderBy('id')
    .execute();
  const fallback = mains[0];
  return parks.map((park) => {
    const id = Number(park.id);
    const demo = DEMO_BY_UUID.get(park.g_park_uuid);
    const rule = rules.find((r) => Number(r.park_id) === id);
    const listed = (category: string): ListedCar[] =>
      cars
        .filter((c) => Number(c.park_id) === id && c.category === category)
        .map((c) => ({
          ...c,
          id: Number(c.id),
          start_time: Number(c.start_time),
          end_time: Number(c.end_time),
        }));
    const main = mains.find((m) => Number(m.merchant_id) === Number(park.merchant_id)) ?? fallback;
    return {
      id,
      merchant_id: Number(park.merchant_id),
      charge_mode: park.charge_mode,
      total_spaces: park.total_spaces,
      rule: rule
        ? {
            free_minutes: rule.free_minutes,
            unit_minutes: rule.unit_minutes,
            unit_price: Number(rule.unit_price),
            daily_cap: Number(rule.daily_cap),
          }
        : null,
      region: regionOf(park.area_code),
      entryGates: demo?.entryGates ?? ['1号入口'],
      exitGates: demo?.exitGates ?? ['1号出口'],
      traffic: demo?.traffic ?? 1,
      month: listed('month'),
      white: listed('white'),
      value: listed('value'),
      operator: main
        ? { id: Number(main.id), name: `${main.name}（${main.account}）` }
        : { id: 0, name: '系统' },
    };
  });
}
