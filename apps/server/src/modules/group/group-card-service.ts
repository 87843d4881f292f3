import { ApiCode, renewedPeriod } from '@console/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { GroupCardTable, GroupPackageTable } from '../../db/schema-group-cars.js';
import { AppError } from '../../http/app-error.js';
import { serialTail } from '../../lib/serial-tail.js';
import { orderNo } from '../parking/index.js';
import { recordTrade } from '../settlement/index.js';
import { namesOf, packageLots, type Lot } from './group-lots.js';

type Db = Kysely<Database>;
export type GroupCard = Selectable<GroupCardTable>;
export type GroupPackage = Selectable<GroupPackageTable>;

export const KIND_SALE = 1;
export const KIND_RENEWAL = 2;

export interface Payment {
  pay_type: number;
  pay_mode: number;
}

export interface PeriodBought {
  start_time: number;
  end_time: number;
  order_no: string;
  amount: number;
}

/** The package of a card, in its group; refused when it no longer sells (停用). */
export async function sellingPackage(db: Db, packageId: number): Promise<GroupPackage> {
  const pkg = await db.selectFrom('group_package').selectAll().where('id', '=', packageId).executeTakeFirst();
  if (!pkg) throw new AppError(ApiCode.NOT_FOUND, '月卡套餐不存在');
  if (pkg.status !== 1) throw new AppError(ApiCode.BUSINESS_RULE, '该月卡套餐已停用，不能办理或续费');
  return pkg;
}

/**
 * The plate's 月卡 rows at each lot, checked to be this card's own or absent: a lot's own card of the
 * plate (or another group card's) would make two cards answer at one gate, so the purchase is refused.
 */
async function lotCardsOf(db: Db, card: { id: number; plate: string }, lots: readonly Lot[]) {
  const rows = await db
    .selectFrom('park_car')
    .select(['id', 'park_id', 'group_card_id'])
    .where(
      'park_id',
      'in',
      lots.map((lot) => lot.id),
    )
    .where('category', '=', 'month')
    .where('plate', '=', card.plate)
    .execute();
  const byLot = new Map(rows.map((row) => [Number(row.park_id), row]));
  for (const lot of lots) {
    const row = byLot.get(lot.id);
    if (row && Number(row.group_card_id) !== card.id)
      throw new AppError(ApiCode.BUSINESS_RULE, `该车牌在「${lot.name}」已有车场月卡，不能再办理集团月卡`);
  }
  return byLot;
}

/**
 * Brings the card's 月卡 row at every lot of its package in step with the card (period, owner, price,
 * status): updates the row that stands for it, or writes it where it is missing. Returns the row id
 * at each lot. The gate reads these rows, so the card lets the car in at each lot as a 月卡车.
 */
export async function syncLotCards(
  db: Db,
  card: GroupCard,
  pkg: GroupPackage,
  lots: readonly Lot[],
  now: number,
): Promise<Map<number, number>> {
  const existing = await lotCardsOf(db, card, lots);
  const ids = new Map<number, number>();
  const values = {
    card_type: card.card_type,
    card_no: card.card_no,
    unit_price: pkg.unit_price,
    owner_name: card.owner_name,
    owner_mobile: card.owner_mobile,
    start_time: card.start_time,
    end_time: card.end_time,
    status: card.status,
    update_time: now,
  };
  // One after the other: inside the transaction they share one connection.
  for (const lot of lots) {
    const row = existing.get(lot.id);
    if (row) {
      await db.updateTable('park_car').set(values).where('id', '=', Number(row.id)).execute();
      ids.set(lot.id, Number(row.id));
      continue;
    }
    const inserted = await db
      .insertInto('park_car')
      .values({
        ...values,
        merchant_id: lot.merchant_id,
        park_id: lot.id,
        category: 'month',
        plate: card.plate,
        plate_color: card.plate_color,
        group_card_id: card.id,
        remark: '集团月卡',
        create_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(lot.id, Number(inserted.id));
  }
  return ids;
}

/**
 * Buys `units` periods of the card's package (its sale or a renewal): the card's validity grows by
 * units × the package's unit (from its end, or from now if it lapsed), the same validity is written
 * at every lot of the package, and one 月卡订单 (at the package's first lot) and one 续费记录 record
 * what was paid: amount = units × the package's unit price on both. Runs in the caller's transaction.
 */
export async function buyPeriod(
  db: Db,
  args: {
    card: GroupCard;
    pkg: GroupPackage;
    units: number;
    kind: number;
    payment: Payment;
    now: number;
    /** The order's number; the demo seed gives a deterministic one. */
    orderNo?: string;
  },
): Promise<PeriodBought> {
  const { card, pkg, units, kind, payment, now } = args;
  const lots = (await packageLots(db, [pkg.id])).get(pkg.id) ?? [];
  if (lots.length === 0) throw new AppError(ApiCode.BUSINESS_RULE, '该月卡套餐没有适用车场');
  const period = renewedPeriod(
    { card_type: pkg.card_type, start_time: card.start_time, end_time: card.end_time },
    units,
    now,
  );
  const amount = units * pkg.unit_price;
  // Guarded on the end it was read with: two renewals at once never both extend from the same end.
  const moved = await db
    .updateTable('group_card')
    .set({ ...period, update_time: now })
    .where('id', '=', card.id)
    .where('end_time', '=', card.end_time)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1)
    throw new AppError(ApiCode.BUSINESS_RULE, '该月卡刚刚被续费，请刷新后重试');
  const renewed = { ...card, ...period };
  const carIds = await syncLotCards(db, renewed, pkg, lots, now);
  const payee = lots[0]!;
  const no = args.orderNo ?? orderNo('R', now);
  const order = await db
    .insertInto('recharge_order')
    .values({
      merchant_id: payee.merchant_id,
      park_id: payee.id,
      order_no: no,
      car_id: carIds.get(payee.id)!,
      plate: card.plate,
      plate_color: card.plate_color,
      card_type: pkg.card_type,
      quantity: units,
      amount,
      paid_amount: amount,
      // The period this order bought: from where the card stood (or now) to its new end.
      period_start: card.end_time > now ? card.end_time : now,
      period_end: period.end_time,
      pay_type: payment.pay_type,
      pay_mode: payment.pay_mode,
      business: 'recharge',
      status: 1,
      pay_time: now,
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Paid at once, as a lot's own card renewal: its 支付流水 goes into the same transaction.
  await recordTrade(db, 'recharge_order', {
    id: Number(order.id),
    merchant_id: payee.merchant_id,
    park_id: payee.id,
    order_no: no,
    plate: card.plate,
    business: 'recharge',
    pay_type: payment.pay_type,
    pay_mode: payment.pay_mode,
    paid_amount: amount,
    pay_time: now,
  });
  await db
    .insertInto('group_renewal')
    .values({
      merchant_id: card.merchant_id,
      card_id: card.id,
      package_id: pkg.id,
      package_name: pkg.name,
      park_names: namesOf(lots).slice(0, 255),
      card_no: card.card_no,
      plate: card.plate,
      kind,
      card_type: pkg.card_type,
      units,
      unit_price: pkg.unit_price,
      amount,
      before_start: card.start_time,
      before_end: card.end_time,
      after_start: period.start_time,
      after_end: period.end_time,
      park_id: payee.id,
      order_id: Number(order.id),
      order_no: no,
      pay_type: payment.pay_type,
      pay_mode: payment.pay_mode,
      create_time: now,
    })
    .execute();
  return { ...period, order_no: no, amount };
}

/**
 * 办理月卡: a new group card on an enabled package for a plate the group has no card for yet, with its
 * first period bought at once (a card is sold with time on it), valid at every lot of the package.
 */
export async function sellCardOn(
  db: Db,
  sale: {
    packageId: number;
    plate: string;
    plate_color: number;
    owner_name: string | null;
    owner_mobile: string | null;
    units: number;
    payment: Payment;
    now: number;
    /** Deterministic numbers for the demo seed; a sale at the console draws them. */
    cardNo?: string;
    orderNo?: string;
    remark?: string | null;
  },
): Promise<PeriodBought & { card_id: number }> {
  const pkg = await sellingPackage(db, sale.packageId);
  const plate = sale.plate.trim().toUpperCase();
  const held = await db
    .selectFrom('group_card')
    .select('id')
    .where('merchant_id', '=', pkg.merchant_id)
    .where('plate', '=', plate)
    .executeTakeFirst();
  if (held) throw new AppError(ApiCode.BUSINESS_RULE, '该车牌已办理集团月卡，请在月卡车辆中续费');
  const inserted = await db
    .insertInto('group_card')
    .values({
      merchant_id: pkg.merchant_id,
      package_id: pkg.id,
      card_no: sale.cardNo ?? `GK${sale.now}${serialTail()}`,
      plate,
      plate_color: sale.plate_color,
      owner_name: sale.owner_name,
      owner_mobile: sale.owner_mobile,
      card_type: pkg.card_type,
      start_time: 0,
      end_time: 0,
      status: 1,
      remark: sale.remark ?? null,
      create_time: sale.now,
      update_time: sale.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const card = await db
    .selectFrom('group_card')
    .selectAll()
    .where('id', '=', Number(inserted.id))
    .executeTakeFirstOrThrow();
  const bought = await buyPeriod(db, {
    card,
    pkg,
    units: sale.units,
    kind: KIND_SALE,
    payment: sale.payment,
    now: sale.now,
    ...(sale.orderNo && { orderNo: sale.orderNo }),
  });
  return { ...bought, card_id: card.id };
}

/** 续费 of a group card: units × its package's unit, at every lot of the package at once. */
export async function renewGroupCard(
  db: Db,
  renewal: { cardId: number; units: number; payment: Payment; now: number; orderNo?: string },
): Promise<PeriodBought> {
  const card = await db
    .selectFrom('group_card')
    .selectAll()
    .where('id', '=', renewal.cardId)
    .executeTakeFirstOrThrow();
  const pkg = await sellingPackage(db, card.package_id);
  return buyPeriod(db, {
    card,
    pkg,
    units: renewal.units,
    kind: KIND_RENEWAL,
    payment: renewal.payment,
    now: renewal.now,
    ...(renewal.orderNo && { orderNo: renewal.orderNo }),
  });
}
