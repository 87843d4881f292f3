import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer } from '../../test/account-fixture.js';
import { createSession } from '../../test/energy-station-fixture.js';
import { createPark, createParkCar } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree, type TreeMember } from '../../test/tenant-tree.js';
import { chinaDay, DAY, recordTrade, refundTrade } from '../settlement/index.js';

/**
 * 用户, 终端 and 出行数据 of base services: views over the ledger's trades, the lot devices and charge
 * points, and the parking records, each in the caller's scope.
 */
let app: FastifyInstance;
let tree: TenantTree;
let merchantPark = 0;
let siblingPark = 0;
let stationName = '';
let orderSerial = 0;
const NOW = nowSeconds();
const TODAY = chinaDay(NOW);

const CODES = [
  'user:user:list',
  'user:user:detail',
  'user:payment:list',
  'user:payment:detail',
  'iot:vertex:agent:list',
  'iot:vertex:agent:detail',
  'user:travel:view',
];

async function pay(member: TreeMember, parkId: number, plate: string, amount: number, at = NOW - 3600) {
  orderSerial += 1;
  const id = 900_000 + orderSerial;
  await recordTrade(app.db, 'payment_order', {
    id,
    merchant_id: member.merchantId,
    park_id: parkId,
    order_no: `P7${String(id).padStart(11, '0')}`,
    plate,
    business: 'parking_cashier',
    pay_type: 2,
    pay_mode: 3,
    paid_amount: amount,
    pay_time: at,
  });
  return id;
}

/** A finished stay of `plate` at a lot: in at `entry`, out at `exit`. */
async function stay(member: TreeMember, parkId: number, entry: number, exit: number) {
  orderSerial += 1;
  await app.db
    .insertInto('parking_record')
    .values({
      merchant_id: member.merchantId,
      park_id: parkId,
      plate: `粤T${String(orderSerial).padStart(5, '0')}`,
      plate_color: 1,
      car_type: 1,
      card_type: null,
      card_no: null,
      car_id: null,
      ticket_no: `TT${orderSerial}`,
      entry_time: entry,
      entry_gate: '1号入口',
      entry_image: null,
      exit_time: exit,
      exit_gate: '1号出口',
      exit_image: null,
      status: 0,
      amount: 0,
      paid_amount: 0,
      pay_type: null,
      pay_mode: null,
      business: null,
      remark: null,
    })
    .execute();
}

async function get(member: TreeMember, url: string) {
  const res = await app.inject({ url: `/api/${url}`, headers: bearer(member.token) });
  return res;
}

async function rows(member: TreeMember, url: string) {
  const res = await get(member, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as { row: Record<string, unknown>[]; totals?: Record<string, number> };
}

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, CODES);
  merchantPark = await createPark(app.db, tree.merchant.merchantId, { name: '福田测试车场' });
  siblingPark = await createPark(app.db, tree.sibling.merchantId, { name: '南山测试车场' });
  const outsiderPark = await createPark(app.db, tree.outsider.merchantId);
  // 粤B11111 paid twice here (one partly refunded) and once at the sibling merchant.
  await pay(tree.merchant, merchantPark, '粤B11111', 2000);
  const refunded = await pay(tree.merchant, merchantPark, '粤B11111', 3000, NOW - 1800);
  await refundTrade(app.db, 'payment_order', refunded, { amount: 500, reason: null, at: NOW - 1700 });
  await pay(tree.merchant, merchantPark, '粤B22222', 1500);
  await pay(tree.sibling, siblingPark, '粤B11111', 4000);
  await pay(tree.outsider, outsiderPark, '粤B33333', 700);
  await createParkCar(app.db, merchantPark, 'month', { plate: '粤B11111' });
  await app.db
    .updateTable('park_car')
    .set({ owner_mobile: '13812345678' })
    .where('plate', '=', '粤B11111')
    .execute();
  // A charging session paid without a plate: its payer is the card.
  const session = await createSession(app.db, tree.merchant.merchantId);
  await app.db
    .updateTable('energy_charge_record')
    .set({ plate: null, id_tag: 'CARD0001' })
    .where('id', '=', session.recordId)
    .execute();
  const station = await app.db
    .selectFrom('energy_station')
    .select('name')
    .where('id', '=', session.stationId)
    .executeTakeFirstOrThrow();
  stationName = station.name;
  await recordTrade(app.db, 'energy_order', {
    id: session.orderId,
    merchant_id: tree.merchant.merchantId,
    park_id: null,
    order_no: `E7${String(session.orderId).padStart(11, '0')}`,
    plate: null,
    business: 'charging',
    pay_type: 2,
    pay_mode: 3,
    paid_amount: 1234,
    pay_time: NOW - 600,
  });
}, 60_000);
afterAll(async () => app.close());

describe('用户 (payers of the ledger)', () => {
  it('lists the merchant’s own payers with their sums and a masked phone', async () => {
    const { row, totals } = await rows(tree.merchant, 'base/services/user/list?page_size=50');
    const byIdentity = new Map(row.map((r) => [r.identity, r]));
    expect([...byIdentity.keys()].sort()).toEqual(['CARD0001', '粤B11111', '粤B22222']);
    expect(byIdentity.get('粤B11111')).toMatchObject({
      identity_kind: 1,
      pay_count: 2,
      pay_amount: 5000,
      refunded_amount: 500,
      mobile: '138****5678',
      merchant_name: expect.any(String),
    });
    expect(byIdentity.get('CARD0001')).toMatchObject({ identity_kind: 2, pay_count: 1, pay_amount: 1234 });
    expect(byIdentity.get('粤B22222')?.mobile).toBeNull();
    expect(totals).toEqual({ pay_count: 4, pay_amount: 7734, refunded_amount: 500 });
  });

  it('scopes payers: a partner sees the same plate once per merchant, the outsider none of them', async () => {
    const partner = await rows(tree.partner, 'base/services/user/list?identity=%E7%B2%A4B11111');
    expect(partner.row.map((r) => r.pay_amount).sort()).toEqual([4000, 5000]);
    const narrowed = await rows(
      tree.partner,
      `base/services/user/list?identity=%E7%B2%A4B11111&merchant_id=${tree.sibling.merchantId}`,
    );
    expect(narrowed.row.map((r) => r.pay_amount)).toEqual([4000]);
    expect((await rows(tree.outsider, 'base/services/user/list')).row.map((r) => r.identity)).toEqual([
      '粤B33333',
    ]);
    expect((await rows(tree.sibling, 'base/services/user/list?identity=CARD0001')).row).toEqual([]);
  });

  it('lists a user’s payments (trades) with where they were paid, and reads one by id in scope', async () => {
    const plate = await rows(tree.merchant, 'base/services/user/payment/list?identity=%E7%B2%A4B11111');
    expect(plate.row.map((r) => [r.amount, r.refunded_amount, r.site_name])).toEqual([
      [3000, 500, '福田测试车场'],
      [2000, 0, '福田测试车场'],
    ]);
    expect(plate.totals).toEqual({ amount: 5000, refunded_amount: 500 });
    const card = await rows(tree.merchant, 'base/services/user/payment/list?identity=CARD0001');
    expect(card.row).toHaveLength(1);
    expect(card.row[0]).toMatchObject({ business: 'charging', site_name: stationName, amount: 1234 });
    const id = Number(plate.row[0]!.trade_id);
    const one = await rows(tree.merchant, `base/services/user/payment/list?trade_id=${id}`);
    expect(one.row.map((r) => r.trade_no)).toEqual([plate.row[0]!.trade_no]);
    // Another merchant's trade reads as nothing, never its content.
    expect((await rows(tree.sibling, `base/services/user/payment/list?trade_id=${id}`)).row).toEqual([]);
  });

  it('refuses bad input with a Chinese message', async () => {
    const res = await get(tree.merchant, 'base/services/user/payment/list?trade_id=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('终端 (lot devices and charge points)', () => {
  beforeAll(async () => {
    const values = (kind: number, beat: number) => ({
      merchant_id: tree.merchant.merchantId,
      park_id: merchantPark,
      device_sn: `UT${process.pid}${kind}`,
      name: kind === 1 ? '入口相机' : '显示屏',
      gate_name: '1号入口',
      kind,
      last_heartbeat: beat,
      ip: '10.0.0.1',
      firmware: null,
      remark: null,
      create_time: NOW,
    });
    await app.db
      .insertInto('park_agent')
      .values([values(1, NOW - 30), values(3, NOW - 7200)])
      .execute();
    await app.db
      .insertInto('park_agent')
      .values({
        ...values(2, NOW),
        merchant_id: tree.sibling.merchantId,
        park_id: siblingPark,
        device_sn: `US${process.pid}`,
      })
      .execute();
    // The merchant's charge point (made with its session) was heard from a minute ago.
    await app.db
      .updateTable('energy_charge_point')
      .set({ last_seen_time: NOW - 60, heartbeat_interval: 60 })
      .where('merchant_id', '=', tree.merchant.merchantId)
      .execute();
  });

  it('lists the merchant’s lot devices and charge points with their online state', async () => {
    const { row } = await rows(tree.merchant, 'base/services/iot/agent/list?page_size=50');
    const summary = row.map((r) => [r.source, r.kind, r.online]).sort();
    expect(summary).toEqual([
      ['park', 1, 1],
      ['park', 3, 0],
      ['station', 10, 1],
    ]);
    const offline = await rows(tree.merchant, 'base/services/iot/agent/list?online=0');
    expect(offline.row.map((r) => r.kind)).toEqual([3]);
    const device = row.find((r) => r.kind === 1)!;
    const detail = await rows(
      tree.merchant,
      `base/services/iot/agent/list?source=park&device_id=${String(device.device_id)}`,
    );
    expect(detail.row[0]).toMatchObject({ site_name: '福田测试车场', position: '1号入口', ip: '10.0.0.1' });
  });

  it('shows a tenant only its own terminals', async () => {
    const sibling = await rows(tree.sibling, 'base/services/iot/agent/list');
    expect(sibling.row.map((r) => r.source)).toEqual(['park']);
    const partner = await rows(tree.partner, 'base/services/iot/agent/list?page_size=50');
    expect(partner.row).toHaveLength(4);
    expect((await rows(tree.outsider, 'base/services/iot/agent/list')).row).toEqual([]);
  });
});

describe('出行数据 (trips from the parking records)', () => {
  const DAY0 = TODAY - 3 * DAY;
  const date = (day: number) => new Date((day + 8 * 3600) * 1000).toISOString().slice(0, 10);
  const hour = (h: number) => h * 3600;

  beforeAll(async () => {
    // Three trips at the merchant's lot, one at the sibling's, one the day before the range.
    await stay(tree.merchant, merchantPark, DAY0 + hour(8), DAY0 + hour(9));
    await stay(tree.merchant, merchantPark, DAY0 + hour(8) + 600, DAY0 + hour(18));
    await stay(tree.merchant, merchantPark, DAY0 + DAY + hour(22), DAY0 + DAY + hour(23));
    await stay(tree.sibling, siblingPark, DAY0 + hour(7), DAY0 + hour(10));
    await stay(tree.merchant, merchantPark, DAY0 - DAY + hour(8), DAY0 - DAY + hour(9));
  });

  async function summary(member: TreeMember, start: number, end: number) {
    const res = await get(
      member,
      `base/services/travel/summary?start_date=${date(start)}&end_date=${date(end)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload as {
      trip_count: number;
      avg_minutes: number;
      by_hour: { hour: number; entries: number; exits: number }[];
      by_city: { city: string; trip_count: number }[];
      by_park: { park_name: string; trip_count: number; avg_minutes: number }[];
    };
  }

  it('counts the finished stays of the range by hour, city and lot, equal to the records', async () => {
    const s = await summary(tree.merchant, DAY0, DAY0 + DAY);
    const records = await app.db
      .selectFrom('parking_record')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchant_id', '=', tree.merchant.merchantId)
      .where('status', '=', 0)
      .where('exit_time', '>=', DAY0)
      .where('exit_time', '<', DAY0 + 2 * DAY)
      .executeTakeFirstOrThrow();
    expect(s.trip_count).toBe(Number(records.n));
    expect(s.trip_count).toBe(3);
    expect(s.by_hour.reduce((n, h) => n + h.entries, 0)).toBe(3);
    expect(s.by_hour.reduce((n, h) => n + h.exits, 0)).toBe(3);
    expect(s.by_hour[8]).toEqual({ hour: 8, entries: 2, exits: 0 });
    expect(s.by_hour[23]).toEqual({ hour: 23, entries: 0, exits: 1 });
    expect(s.by_city).toEqual([{ area_code: '440300', city: '深圳市', trip_count: 3 }]);
    expect(s.by_park).toEqual([
      {
        park_id: merchantPark,
        park_name: '福田测试车场',
        trip_count: 3,
        avg_minutes: Math.round((60 + 590 + 60) / 3),
      },
    ]);
    expect(s.avg_minutes).toBe(Math.round((60 + 590 + 60) / 3));
  });

  it('sums a partner’s merchants and nothing of another tenant', async () => {
    expect((await summary(tree.partner, DAY0, DAY0 + DAY)).trip_count).toBe(4);
    expect((await summary(tree.outsider, DAY0, DAY0 + DAY)).trip_count).toBe(0);
    expect((await summary(tree.merchant, DAY0 - DAY, DAY0 - DAY)).trip_count).toBe(1);
  });

  it('refuses a reversed or too long range and a date that does not exist', async () => {
    for (const query of [
      `start_date=${date(DAY0)}&end_date=${date(DAY0 - DAY)}`,
      `start_date=${date(DAY0 - 200 * DAY)}&end_date=${date(DAY0)}`,
      'start_date=2026-02-30&end_date=2026-03-01',
      'start_date=yesterday&end_date=2026-03-01',
    ]) {
      const res = await get(tree.merchant, `base/services/travel/summary?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
