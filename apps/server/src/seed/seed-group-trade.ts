import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The demo group customer (seed-demo.ts, parking/catalogue.ts): its lots get the abnormal passages. */
const GROUP_MERCHANT_NO = '400001';
const HOUR = 3600;

/** The plate one character off at the end, as a cashier's typo would make it (粤B12345 → 粤B12346). */
export function misreadPlate(plate: string): string {
  const last = plate.slice(-1);
  const next = /\d/.test(last) ? String((Number(last) + 1) % 10) : last === 'Z' ? 'A' : 'Z';
  return plate.slice(0, -1) + next;
}

/**
 * 异常通行 of the demo group's lots (/group/parking/record/abnormal), so every kind shows: the gates
 * never write a plate mismatch (the exit finds the stay by the plate it reads), so each lot's newest
 * temporary order gets a mistyped plate, as a cashier's correction would leave it; and a lot whose
 * simulated cars all entered within the day gets one car parked 26 hours. Manual releases come from
 * the traffic simulator. Deterministic: the newest rows by id of a deterministic simulation.
 */
export async function seedGroupTrade(db: Kysely<Database>, now: number): Promise<void> {
  const parks = await db
    .selectFrom('park')
    .innerJoin('merchant', 'merchant.id', 'park.merchant_id')
    .where('merchant.merchant_no', '=', GROUP_MERCHANT_NO)
    .select('park.id')
    .orderBy('park.id')
    .execute();
  for (const { id: parkId } of parks) {
    const order = await db
      .selectFrom('payment_order')
      .select(['id', 'plate'])
      .where('park_id', '=', parkId)
      .where('car_type', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (order) {
      await db
        .updateTable('payment_order')
        .set({ plate: misreadPlate(order.plate) })
        .where('id', '=', order.id)
        .execute();
    }
    const overstay = await db
      .selectFrom('parking_record')
      .select('id')
      .where('park_id', '=', parkId)
      .where('status', '=', 1)
      .where('entry_time', '<', now - 24 * HOUR)
      .executeTakeFirst();
    if (overstay) continue;
    const oldest = await db
      .selectFrom('parking_record')
      .select('id')
      .where('park_id', '=', parkId)
      .where('status', '=', 1)
      .orderBy('entry_time')
      .orderBy('id')
      .executeTakeFirst();
    if (oldest) {
      await db
        .updateTable('parking_record')
        .set({ entry_time: now - 26 * HOUR })
        .where('id', '=', oldest.id)
        .execute();
    }
  }
}
