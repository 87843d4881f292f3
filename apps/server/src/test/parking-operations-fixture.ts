import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';
import { merchantOfPark } from './parking-fixture.js';

type Db = Kysely<Database>;
let serial = 0;
const next = () => `${process.pid}${(serial += 1)}`;

/** A fixed-car application awaiting review: a monthly card for 3 months by default. */
export async function createApplication(
  db: Db,
  parkId: number,
  values: Partial<{ plate: string; card_type: number; quantity: number; status: number }> = {},
): Promise<number> {
  const row = await db
    .insertInto('fixed_car_apply')
    .values({
      merchant_id: await merchantOfPark(db, parkId),
      park_id: parkId,
      apply_no: `A${next()}`,
      plate: values.plate ?? `粤B${String(40000 + serial).slice(-5)}`,
      plate_color: 1,
      card_type: values.card_type ?? 1,
      quantity: values.quantity ?? 3,
      applicant_name: '张伟',
      applicant_mobile: '13800138000',
      remark: '小区业主，申请固定车位',
      status: values.status ?? 0,
      create_time: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function createReservation(db: Db, parkId: number): Promise<number> {
  const now = nowSeconds();
  const row = await db
    .insertInto('park_reservation')
    .values({
      merchant_id: await merchantOfPark(db, parkId),
      park_id: parkId,
      reserve_no: `Y${next()}`,
      plate: '粤B66666',
      plate_color: 1,
      mobile: '13900139000',
      space_no: 'B1-018',
      reserve_time: now,
      arrive_deadline: now + 1800,
      fee: 500,
      status: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function createAppeal(db: Db, parkId: number): Promise<number> {
  const reservationId = await createReservation(db, parkId);
  const row = await db
    .insertInto('reserve_appeal')
    .values({
      merchant_id: await merchantOfPark(db, parkId),
      park_id: parkId,
      reservation_id: reservationId,
      reserve_no: `Y${next()}`,
      plate: '粤B66666',
      mobile: '13900139000',
      reason: '到场时预约车位已被占用',
      amount: 500,
      status: 0,
      create_time: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function createAppointedSpace(db: Db, parkId: number): Promise<number> {
  const row = await db
    .insertInto('park_appointed_space')
    .values({
      merchant_id: await merchantOfPark(db, parkId),
      park_id: parkId,
      space_no: `B1-${next()}`.slice(0, 16),
      zone: '负一层 B 区',
      status: 1,
      update_time: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function createPassport(db: Db, parkId: number): Promise<number> {
  const now = nowSeconds();
  const row = await db
    .insertInto('park_passport')
    .values({
      merchant_id: await merchantOfPark(db, parkId),
      park_id: parkId,
      passport_no: `TX${next()}`,
      holder_name: '李娜',
      holder_mobile: '13700137000',
      vehicle_desc: '白色新车（未上牌）',
      start_time: now,
      end_time: now + 30 * 86_400,
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function createAcl(db: Db, parkId: number): Promise<number> {
  const now = nowSeconds();
  const row = await db
    .insertInto('park_acl')
    .values({
      merchant_id: await merchantOfPark(db, parkId),
      park_id: parkId,
      grantee_kind: 1,
      grantee_no: `M${next()}`,
      grantee_name: '深圳市停车服务公司',
      scopes: 'order,record',
      expire_time: now + 365 * 86_400,
      status: 1,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function createInvoiceConfig(db: Db, parkId: number): Promise<number> {
  const now = nowSeconds();
  const row = await db
    .insertInto('park_invoice_config')
    .values({
      merchant_id: await merchantOfPark(db, parkId),
      park_id: parkId,
      business: 'parking_cashier',
      invoice_kind: 1,
      goods_name: '*经营租赁*停车费',
      tax_code: '3040502020200000000',
      tax_rate: 9,
      seller_name: '深圳市福田停车管理有限公司',
      seller_tax_no: '91440300MA5FXXXX1X',
      max_amount: 1_000_000,
      status: 1,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
