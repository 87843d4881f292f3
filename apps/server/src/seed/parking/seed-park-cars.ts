import { addMonths } from '@console/core';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { GIVEN_NAMES, SURNAMES } from '../field-values.js';
import { BLACKLIST_REASONS } from './catalogue.js';
import { generatePlate, regionOf } from './plates.js';
import { Prng, seedOf } from './prng.js';
import { insertChunked, seededOrderNo } from './stay-writer.js';

type Db = Kysely<Database>;
type CarRow = Insertable<Database['park_car']>;
const DAY_S = 86_400;

interface ParkRow {
  id: number;
  merchant_id: number;
  area_code: string;
  total_spaces: number;
  create_time: number;
}

/** Period card types with their share and price per unit relative to a month. */
const PERIOD_CARDS = [
  [1, 70],
  [6, 12],
  [7, 8],
  [5, 6],
  [4, 4],
] as const;
const MONTHS_OF: Record<number, number> = { 1: 1, 6: 3, 7: 6, 5: 12 };
const PRICE_FACTOR: Record<number, number> = { 1: 1, 6: 2.85, 7: 5.4, 5: 10.2 };

function ownerName(prng: Prng): string {
  return `${prng.pick(SURNAMES)}${prng.pick(GIVEN_NAMES)}`;
}

function mobile(prng: Prng): string {
  return `1${prng.pick(['35', '36', '38', '39', '58', '59', '86', '87', '88', '37', '89'])}${String(prng.int(0, 99_999_999)).padStart(8, '0')}`;
}

/** The start of the period that ends at `end`: `units` of the card's unit back. */
function periodBack(cardType: number, end: number, units: number): number {
  return cardType === 4 ? end - units * DAY_S : addMonths(end, -units * (MONTHS_OF[cardType] ?? 1));
}

/**
 * The car lists of each park: monthly and other period cards (most valid, some lapsed) with the
 * recharge orders that bought their periods, stored-value cards with balances and top-ups, the
 * whitelist, the blacklist with reasons, and members' cars.
 */
export async function seedParkCars(db: Db, now: number): Promise<void> {
  const parks: ParkRow[] = (
    await db
      .selectFrom('park')
      .select(['id', 'merchant_id', 'area_code', 'total_spaces', 'create_time'])
      .orderBy('id')
      .execute()
  ).map((p) => ({
    ...p,
    id: Number(p.id),
    merchant_id: Number(p.merchant_id),
    create_time: Number(p.create_time),
  }));
  const cars: CarRow[] = [];
  for (const park of parks) {
    const prng = new Prng(seedOf(`cars:${park.id}`));
    const used = new Set<string>();
    const region = regionOf(park.area_code);
    const nextPlate = () => {
      for (;;) {
        const p = generatePlate(prng, region);
        if (!used.has(p.plate)) {
          used.add(p.plate);
          return p;
        }
      }
    };
    const monthPrice = prng.pick([30_000, 35_000, 40_000, 45_000, 50_000, 60_000]);
    const car = (category: string, extra: Partial<CarRow>): CarRow => {
      const { plate, color } = nextPlate();
      const created = Math.max(park.create_time, now - prng.int(5, 300) * DAY_S);
      return {
        merchant_id: park.merchant_id,
        park_id: park.id,
        category,
        plate,
        plate_color: color,
        owner_name: ownerName(prng),
        owner_mobile: mobile(prng),
        card_type: null,
        card_no: null,
        unit_price: 0,
        start_time: 0,
        end_time: 0,
        balance: 0,
        reason: null,
        remark: null,
        status: 1,
        create_time: created,
        update_time: created,
        ...extra,
      };
    };
    const serial = (prefix: string, i: number) =>
      `${prefix}${String(park.id).padStart(3, '0')}${String(i + 1).padStart(5, '0')}`;
    for (let i = 0; i < Math.round(park.total_spaces * 0.05); i += 1) {
      const cardType = prng.weighted(PERIOD_CARDS);
      const lapsed = prng.chance(0.15);
      const end = lapsed ? now - prng.int(1, 60) * DAY_S : now + prng.int(1, 90) * DAY_S;
      const end0 = end - (end % 3600);
      cars.push(
        car('month', {
          card_type: cardType,
          card_no: serial('YK', i),
          unit_price:
            cardType === 4 ? 3000 : Math.round((monthPrice * (PRICE_FACTOR[cardType] ?? 1)) / 100) * 100,
          // Renewals: one to three periods bought back to back (see the recharge orders below).
          start_time: periodBack(cardType, end0, (cardType === 4 ? 30 : 1) * prng.int(1, 3)),
          end_time: end0,
          status: prng.chance(0.04) ? 0 : 1,
        }),
      );
    }
    for (let i = 0; i < Math.round(park.total_spaces * 0.02); i += 1) {
      cars.push(car('value', { card_type: 2, card_no: serial('CZ', i), balance: prng.int(0, 160) * 500 }));
    }
    for (let i = 0; i < prng.int(6, 10); i += 1) {
      cars.push(
        car('white', {
          start_time: now - prng.int(30, 300) * DAY_S,
          end_time: now + prng.int(30, 365) * DAY_S,
          remark: prng.pick([
            '物业管理处车辆',
            '消防值班车辆',
            '业主委员会',
            '合作单位公务车',
            '保洁服务车辆',
          ]),
        }),
      );
    }
    for (let i = 0; i < prng.int(4, 6); i += 1) {
      cars.push(car('black', { reason: prng.pick(BLACKLIST_REASONS) }));
    }
    for (let i = 0; i < Math.round(park.total_spaces * 0.04); i += 1) cars.push(car('member', {}));
  }
  await insertChunked(db, 'park_car', cars);
  await seedRechargeOrders(db, now);
}

/** The orders that bought each period card's validity, and the top-ups of stored-value cards. */
async function seedRechargeOrders(db: Db, now: number): Promise<void> {
  const cards = await db
    .selectFrom('park_car')
    .selectAll()
    .where('category', 'in', ['month', 'value'])
    .orderBy('id')
    .execute();
  const orders: Insertable<Database['recharge_order']>[] = [];
  let seq = 0;
  for (const card of cards) {
    const prng = new Prng(seedOf(`recharge:${card.id}`));
    const pay = () => ({
      pay_type: 2,
      pay_mode: prng.weighted([
        [3, 60],
        [4, 35],
        [9, 5],
      ] as const),
      business: 'recharge',
      status: 1,
      transfer_status: 1,
    });
    const base = {
      merchant_id: Number(card.merchant_id),
      park_id: Number(card.park_id),
      car_id: Number(card.id),
      plate: card.plate,
      plate_color: card.plate_color,
    };
    if (card.category === 'month') {
      const cardType = card.card_type ?? 1;
      const unit = cardType === 4 ? 30 : 1;
      let end = Number(card.end_time);
      const start = Number(card.start_time);
      while (end > start) {
        const from = Math.max(start, periodBack(cardType, end, unit));
        const paidAt = Math.min(now, from) - prng.int(0, 3) * DAY_S - prng.int(0, 36_000);
        seq += 1;
        orders.push({
          ...base,
          ...pay(),
          order_no: seededOrderNo('R', paidAt, seq),
          card_type: cardType,
          quantity: unit,
          amount: Number(card.unit_price) * unit,
          paid_amount: Number(card.unit_price) * unit,
          period_start: from,
          period_end: end,
          pay_time: paidAt,
          create_time: paidAt,
        });
        end = from;
      }
    } else {
      for (let i = 0; i < prng.int(1, 3); i += 1) {
        const amount = prng.pick([10_000, 20_000, 30_000, 50_000]);
        const paidAt = now - prng.int(2, 120) * DAY_S - prng.int(0, 36_000);
        seq += 1;
        orders.push({
          ...base,
          ...pay(),
          order_no: seededOrderNo('R', paidAt, seq),
          card_type: 2,
          quantity: amount / 100,
          amount,
          paid_amount: amount,
          // Every row of one multi-row insert names the same columns (SQLite has no DEFAULT there).
          period_start: 0,
          period_end: 0,
          pay_time: paidAt,
          create_time: paidAt,
        });
      }
    }
  }
  await insertChunked(db, 'recharge_order', orders);
}
