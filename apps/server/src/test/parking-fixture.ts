import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';

type Db = Kysely<Database>;
let serial = 0;

/** A park of a tenant: ¥5 per started hour after 15 free minutes, capped at ¥30 a day, pay after exit. */
export async function createPark(
  db: Db,
  merchantId: number,
  options: { name?: string; charge_mode?: number; total_spaces?: number; rule?: boolean } = {},
): Promise<number> {
  serial += 1;
  const now = nowSeconds();
  const park = await db
    .insertInto('park')
    .values({
      merchant_id: merchantId,
      g_park_uuid: randomUUID(),
      name: options.name ?? `测试车场${serial}`,
      area_code: '440304',
      address: '深圳市福田区福华路1号',
      total_spaces: options.total_spaces ?? 100,
      charge_mode: options.charge_mode ?? 1,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parkId = Number(park.id);
  if (options.rule !== false) {
    await db
      .insertInto('charge_rule')
      .values({
        merchant_id: merchantId,
        park_id: parkId,
        name: '临时车标准收费',
        car_type: 1,
        free_minutes: 15,
        unit_minutes: 60,
        unit_price: 500,
        daily_cap: 3000,
        status: 1,
        create_time: now,
        update_time: now,
      })
      .execute();
  }
  return parkId;
}

export async function merchantOfPark(db: Db, parkId: number): Promise<number> {
  const park = await db
    .selectFrom('park')
    .select('merchant_id')
    .where('id', '=', parkId)
    .executeTakeFirstOrThrow();
  return Number(park.merchant_id);
}

/** A car list entry (month, value, white, black, member) of a park. */
export async function createParkCar(
  db: Db,
  parkId: number,
  category: string,
  values: Partial<{
    plate: string;
    card_type: number;
    start_time: number;
    end_time: number;
    balance: number;
    unit_price: number;
    reason: string;
  }> = {},
): Promise<number> {
  serial += 1;
  const now = nowSeconds();
  const row = await db
    .insertInto('park_car')
    .values({
      merchant_id: await merchantOfPark(db, parkId),
      park_id: parkId,
      category,
      plate: values.plate ?? `粤B${String(10000 + serial).slice(-5)}`,
      plate_color: 1,
      card_type: values.card_type ?? (category === 'month' ? 1 : category === 'value' ? 2 : null),
      card_no: `C${serial}`,
      unit_price: values.unit_price ?? 30000,
      start_time: values.start_time ?? 0,
      end_time: values.end_time ?? 0,
      balance: values.balance ?? 0,
      reason: values.reason ?? null,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A closed parking record with its order, for list and detail tests. */
export async function createClosedStay(
  db: Db,
  parkId: number,
): Promise<{ recordId: number; orderId: number }> {
  serial += 1;
  const now = nowSeconds();
  const merchantId = await merchantOfPark(db, parkId);
  const plate = `粤B${String(20000 + serial).slice(-5)}`;
  const record = await db
    .insertInto('parking_record')
    .values({
      merchant_id: merchantId,
      park_id: parkId,
      plate,
      plate_color: 1,
      car_type: 1,
      card_type: null,
      card_no: null,
      car_id: null,
      ticket_no: `T${serial}`,
      entry_time: now - 7200,
      entry_gate: '1号入口',
      entry_image: null,
      exit_time: now,
      exit_gate: '1号出口',
      exit_image: null,
      status: 0,
      amount: 1000,
      paid_amount: 1000,
      pay_type: 2,
      pay_mode: 3,
      business: 'parking_cashier',
      remark: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('payment_order')
    .values({
      merchant_id: merchantId,
      park_id: parkId,
      order_no: `PTEST${process.pid}${serial}`,
      record_id: Number(record.id),
      plate,
      plate_color: 1,
      car_type: 1,
      entry_time: now - 7200,
      exit_time: now,
      duration: 120,
      amount: 1000,
      paid_amount: 1000,
      pay_type: 2,
      pay_mode: 3,
      business: 'parking_cashier',
      status: 1,
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { recordId: Number(record.id), orderId: Number(order.id) };
}

/** An open record (a car in the lot). */
export async function createOpenStay(db: Db, parkId: number, plate?: string): Promise<number> {
  serial += 1;
  const row = await db
    .insertInto('parking_record')
    .values({
      merchant_id: await merchantOfPark(db, parkId),
      park_id: parkId,
      plate: plate ?? `粤B${String(30000 + serial).slice(-5)}`,
      plate_color: 1,
      car_type: 1,
      card_type: null,
      card_no: null,
      car_id: null,
      ticket_no: `T${serial}`,
      entry_time: nowSeconds() - 3600,
      entry_gate: '1号入口',
      entry_image: null,
      exit_gate: null,
      exit_image: null,
      status: 1,
      pay_type: null,
      pay_mode: null,
      business: null,
      remark: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
