import { isCardValid, PARK_CAR_CATEGORY } from '@console/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ParkCarTable } from '../../db/schema-parking.js';

export type ParkCar = Selectable<ParkCarTable>;

/** Every active list entry of one plate in one park, by category. */
export async function carListsOf(db: Kysely<Database>, parkId: number, plate: string) {
  const rows = await db
    .selectFrom('park_car')
    .selectAll()
    .where('park_id', '=', parkId)
    .where('plate', '=', plate)
    .where('status', '=', 1)
    .execute();
  return new Map(rows.map((row) => [row.category, row]));
}

export interface Classification {
  car_type: 1 | 2 | 3 | 4;
  card_type: number | null;
  card_no: string | null;
  car: ParkCar | null;
}

/**
 * How a car is treated at the gate: a valid period card makes it a 月卡车, a valid whitelist entry a
 * VIP (free), an active stored-value card a 储值车; anything else is a 临时车. A card that lapsed
 * does not count, so its holder pays like a visitor.
 */
export function classify(lists: Map<string, ParkCar>, at: number): Classification {
  const month = lists.get(PARK_CAR_CATEGORY.month);
  if (month && isCardValid(month, at)) {
    return { car_type: 2, card_type: month.card_type, card_no: month.card_no, car: month };
  }
  const white = lists.get(PARK_CAR_CATEGORY.white);
  if (white && white.start_time <= at && (white.end_time === 0 || at < white.end_time)) {
    return { car_type: 3, card_type: 0, card_no: null, car: white };
  }
  const value = lists.get(PARK_CAR_CATEGORY.value);
  if (value) return { car_type: 4, card_type: 2, card_no: value.card_no, car: value };
  return { car_type: 1, card_type: null, card_no: null, car: null };
}
