import { addMonths, PERMISSION_CATALOGUE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createRole } from '../../seed/tenant-builder.js';
import { bearer, createFixtureAccount } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createPark } from '../../test/parking-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';

const GROUP_CODES = PERMISSION_CATALOGUE.filter((p) => p.area === 'group').map((p) => p.code);
const DAY_S = 86_400;

let app: FastifyInstance;
let token: string;
let stranger: string;
let gate: string;
let groupId: number;
let lots: number[];
let strangerLot: number;
let plateSerial = 0;

const packages = () => engineClient(app, 'group/car/package');
const cards = () => engineClient(app, 'group/car/month-card');
const renewals = () => engineClient(app, 'group/car/renewal');
const whitelist = () => engineClient(app, 'group/car/whitelist');

function nextPlate(): string {
  plateSerial += 1;
  return `粤B${String(70000 + plateSerial)}`;
}

const enter = (parkId: number, plate: string) =>
  app.inject({
    method: 'POST',
    url: '/api/devtool/parking/entry',
    headers: bearer(gate),
    payload: { park_id: parkId, plate },
  });

async function createPackage(parkIds: number[], unit_price = 30_000, card_type = 1): Promise<number> {
  const res = await packages().create(token, {
    name: `集团月卡${parkIds.length}场`,
    card_type,
    unit_price,
    park_ids: parkIds,
  });
  expect(res.json()).toMatchObject({ code: 1001 });
  return Number(res.json().payload.id);
}

async function sell(packageId: number, plate: string, units = 1) {
  return packages().action(token, 'sell', {
    id: packageId,
    plate,
    plate_color: 1,
    owner_name: '赵敏',
    owner_mobile: '13800138003',
    units,
    pay_type: 1,
    pay_mode: 0,
  });
}

async function cardOf(plate: string) {
  return app.db.selectFrom('group_card').selectAll().where('plate', '=', plate).executeTakeFirstOrThrow();
}

const lotRows = (plate: string) =>
  app.db
    .selectFrom('park_car')
    .selectAll()
    .where('plate', '=', plate)
    .where('category', '=', 'month')
    .orderBy('park_id')
    .execute();

/** Everything a refused call must leave as it was. */
async function snapshot() {
  const count = async (
    table: 'group_card' | 'group_renewal' | 'recharge_order' | 'park_car' | 'group_package' | 'group_white',
  ) =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const ends = await app.db.selectFrom('park_car').select(['id', 'end_time']).orderBy('id').execute();
  return {
    cards: await count('group_card'),
    renewals: await count('group_renewal'),
    orders: await count('recharge_order'),
    lotCars: await count('park_car'),
    packages: await count('group_package'),
    white: await count('group_white'),
    ends: JSON.stringify(ends),
  };
}

beforeAll(async () => {
  app = await createTestApp();
  // Every product: the gate account below holds the developer tool's and a lot's codes in the same tenant.
  const group = await createFixtureAccount(app, { permissions: GROUP_CODES, kind: 'group' });
  groupId = group.merchantId;
  token = await tokenFor(app, group.managerId);
  // The gate simulator and the lot's own 续费, driven by a second account of the group (its lots only).
  const now = Math.floor(Date.now() / 1000);
  const gateRole = await createRole(
    app.db,
    groupId,
    '道闸',
    ['system:devtool:parking', 'parking:month-card:update'],
    now,
  );
  const gateUser = await createAccount(
    app.db,
    {
      merchantId: groupId,
      account: `gate${process.pid}`,
      name: '道闸',
      password: '',
      passwordHash: 'not-a-hash',
      isMain: false,
      roleIds: [gateRole],
    },
    now,
  );
  gate = await tokenFor(app, gateUser);
  lots = [
    await createPark(app.db, groupId, { name: '集团甲停车场' }),
    await createPark(app.db, groupId, { name: '集团乙停车场' }),
    await createPark(app.db, groupId, { name: '集团丙停车场' }),
  ];
  const other = await createFixtureAccount(app, {
    permissions: GROUP_CODES,
    kind: 'group',
    products: ['group'],
  });
  stranger = await tokenFor(app, other.managerId);
  strangerLot = await createPark(app.db, other.merchantId, { name: '别家停车场' });
});
afterAll(async () => app.close());

describe('月卡套餐 names only the group’s own lots', () => {
  it('creates a package at two of its lots and shows them, with no card sold yet', async () => {
    const id = await createPackage([lots[0]!, lots[1]!]);
    const detail = (await packages().detail(token, id)).json().payload;
    expect(detail).toMatchObject({
      park_ids: [lots[0], lots[1]],
      card_count: 0,
      status: 1,
      unit_price: 30_000,
    });
    const list = (await packages().list(token)).json().payload;
    expect(list.row.find((row: { id: number }) => row.id === id).park_names).toBe(
      '集团甲停车场、集团乙停车场',
    );
  });

  it('refuses a lot of another tenant, and no lots at all, in Chinese, and writes nothing', async () => {
    const before = await snapshot();
    const foreign = await packages().create(token, {
      name: '越权套餐',
      card_type: 1,
      unit_price: 100,
      park_ids: [lots[0], strangerLot],
    });
    expect(foreign.json()).toMatchObject({ code: 1409, message: '只能选择本集团的车场' });
    const none = await packages().create(token, {
      name: '空套餐',
      card_type: 1,
      unit_price: 100,
      park_ids: [],
    });
    expect(none.json().code).toBeGreaterThanOrEqual(1400);
    expect(none.json().code).toBeLessThan(1500);
    expect(none.json().message).toMatch(/[\u4e00-\u9fa5]/);
    // A card type that has no calendar unit (储值卡) is not a package's.
    const stored = await packages().create(token, {
      name: '储值套餐',
      card_type: 2,
      unit_price: 100,
      park_ids: [lots[0]],
    });
    expect(stored.json().code).toBe(1400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a group card is one validity at every lot of its package', () => {
  it('sells, renews at every lot at once, and the gate lets the car in as a 月卡车 at each of them', async () => {
    const packageId = await createPackage([lots[0]!, lots[1]!], 35_000);
    const plate = nextPlate();
    const sold = await sell(packageId, plate, 2);
    expect(sold.json()).toMatchObject({ code: 1001, payload: { amount: 70_000 } });
    const card = await cardOf(plate);
    expect(card.end_time).toBe(sold.json().payload.end_time);

    const renewed = await cards().action(token, 'renew', { id: card.id, units: 3, pay_type: 1, pay_mode: 0 });
    expect(renewed.json()).toMatchObject({ code: 1001, payload: { amount: 105_000 } });
    // A valid card extends from its end by 3 calendar months.
    expect(renewed.json().payload.end_time).toBe(addMonths(card.end_time, 3));

    const rows = await lotRows(plate);
    expect(rows.map((row) => Number(row.park_id))).toEqual([lots[0], lots[1]]);
    for (const row of rows) {
      expect(row).toMatchObject({ group_card_id: card.id, card_type: 1, status: 1, unit_price: 35_000 });
      expect(row.end_time).toBe(renewed.json().payload.end_time);
      expect(row.start_time).toBe(card.start_time);
    }

    // The 续费记录 and the 月卡订单 agree: amount = units × unit price, the period before and after.
    const records = await app.db
      .selectFrom('group_renewal')
      .selectAll()
      .where('card_id', '=', card.id)
      .orderBy('id')
      .execute();
    expect(records.map((r) => [r.kind, r.units, r.amount])).toEqual([
      [1, 2, 70_000],
      [2, 3, 105_000],
    ]);
    const last = records[1]!;
    expect(last).toMatchObject({
      before_end: card.end_time,
      after_end: renewed.json().payload.end_time,
      unit_price: 35_000,
      park_names: '集团甲停车场、集团乙停车场',
    });
    for (const record of records) {
      const order = await app.db
        .selectFrom('recharge_order')
        .selectAll()
        .where('id', '=', record.order_id)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        order_no: record.order_no,
        plate,
        amount: record.amount,
        paid_amount: record.amount,
        quantity: record.units,
        card_type: record.card_type,
        period_end: record.after_end,
        park_id: lots[0],
        merchant_id: groupId,
        business: 'recharge',
        status: 1,
      });
    }
    // The detail and the list show the renewal with its lot.
    const detail = (await renewals().detail(token, last.id)).json().payload;
    expect(detail).toMatchObject({ order_no: last.order_no, park_name: '集团甲停车场', amount: 105_000 });

    // The list reads the card's package: its name and lots on each row.
    const [listed] = (await cards().list(token, { plate })).json().payload.row;
    expect(listed).toMatchObject({
      plate,
      package_name: '集团月卡2场',
      park_names: '集团甲停车场、集团乙停车场',
    });

    // The gate: a 月卡车 at both lots of the package, a visitor at the third.
    expect((await enter(lots[1]!, plate)).json().payload).toMatchObject({ admitted: true, car_type: 2 });
    expect((await enter(lots[0]!, plate)).json().payload).toMatchObject({ admitted: true, car_type: 2 });
    expect((await enter(lots[2]!, plate)).json().payload).toMatchObject({ admitted: true, car_type: 1 });
  });

  it('money balances: every group purchase has one 月卡订单 of the same amount, units × the package price', async () => {
    const rows = await app.db
      .selectFrom('group_renewal as r')
      .innerJoin('recharge_order as o', 'o.id', 'r.order_id')
      .select([
        'r.amount',
        'r.units',
        'r.unit_price',
        'o.amount as order_amount',
        'o.order_no',
        'r.order_no as record_no',
      ])
      .where('r.merchant_id', '=', groupId)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.amount).toBe(row.units * row.unit_price);
      expect(row.order_amount).toBe(row.amount);
      expect(row.order_no).toBe(row.record_no);
    }
  });

  it('a lapsed card restarts from now; a disabled package neither sells nor renews', async () => {
    const packageId = await createPackage([lots[1]!, lots[2]!], 90_000, 6);
    const plate = nextPlate();
    await sell(packageId, plate, 1);
    const card = await cardOf(plate);
    // Lapse it by hand at the card and its lots.
    await app.db
      .updateTable('group_card')
      .set({ start_time: 1000, end_time: 2000 })
      .where('id', '=', card.id)
      .execute();
    const renewed = await cards().action(token, 'renew', { id: card.id, units: 1, pay_type: 1, pay_mode: 0 });
    expect(renewed.json().code).toBe(1001);
    const after = await cardOf(plate);
    expect(after.start_time).toBeGreaterThan(2000);
    expect(after.end_time).toBe(addMonths(after.start_time, 3));

    expect((await packages().action(token, 'disable', { id: packageId })).json().code).toBe(1002);
    const before = await snapshot();
    const refused = await cards().action(token, 'renew', { id: card.id, units: 1, pay_type: 1, pay_mode: 0 });
    expect(refused.json()).toMatchObject({ code: 1409, message: '该月卡套餐已停用，不能办理或续费' });
    const sale = await sell(packageId, nextPlate());
    expect(sale.json().code).toBe(1409);
    expect(await snapshot()).toEqual(before);
  });

  it('bad input gets a Chinese message and changes nothing', async () => {
    const packageId = await createPackage([lots[0]!, lots[2]!]);
    const plate = nextPlate();
    await sell(packageId, plate);
    const card = await cardOf(plate);
    const before = await snapshot();
    for (const units of [0, 37, 1.5]) {
      const res = await cards().action(token, 'renew', { id: card.id, units, pay_type: 1, pay_mode: 0 });
      expect(res.json().code, String(units)).toBe(1400);
      expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
    // A plate the group already carded, a bad plate, and a plate a lot of the package already cards itself.
    expect((await sell(packageId, plate)).json()).toMatchObject({
      code: 1409,
      message: '该车牌已办理集团月卡，请在月卡车辆中续费',
    });
    expect((await sell(packageId, 'ABC')).json().code).toBe(1400);
    const own = nextPlate();
    await app.db
      .insertInto('park_car')
      .values({
        merchant_id: groupId,
        park_id: lots[2]!,
        category: 'month',
        plate: own,
        plate_color: 1,
        owner_name: null,
        owner_mobile: null,
        card_type: 1,
        card_no: 'YK1',
        create_time: 1,
        update_time: 1,
      })
      .execute();
    const mid = await snapshot();
    expect((await sell(packageId, own)).json()).toMatchObject({
      code: 1409,
      message: '该车牌在「集团丙停车场」已有车场月卡，不能再办理集团月卡',
    });
    expect(await snapshot()).toEqual(mid);
    expect(mid.cards).toBe(before.cards);
    // The lot's own 续费 of the group card's row is refused: the card renews as a whole.
    const [lotRow] = await lotRows(plate);
    const lotRenew = await app.inject({
      method: 'PUT',
      url: '/api/parking/month-card/renew',
      headers: bearer(gate),
      payload: { id: lotRow!.id, quantity: 1, pay_type: 1, pay_mode: 0 },
    });
    expect(lotRenew.json()).toMatchObject({
      code: 1409,
      message: '集团月卡请在停车集团平台的「月卡车辆」中续费',
    });
    expect(await snapshot()).toEqual(mid);
  });
});

describe('a group sees only its own packages, cards, renewals and whitelist', () => {
  it('another group gets 404 on each detail and action and none of the rows in its lists', async () => {
    const packageId = await createPackage([lots[0]!]);
    const plate = nextPlate();
    await sell(packageId, plate);
    const card = await cardOf(plate);
    const renewal = await app.db
      .selectFrom('group_renewal')
      .select('id')
      .where('card_id', '=', card.id)
      .executeTakeFirstOrThrow();
    const white = await whitelist().create(token, {
      plate: nextPlate(),
      plate_color: 1,
      park_ids: [lots[0]],
      start_time: 1000,
      end_time: 2_000_000_000,
    });
    const whiteId = Number(white.json().payload.id);
    const before = await snapshot();
    for (const [client, id] of [
      [packages(), packageId],
      [cards(), card.id],
      [renewals(), renewal.id],
      [whitelist(), whiteId],
    ] as const) {
      expect((await client.detail(stranger, id)).json().code).toBe(2404);
      expect((await client.list(stranger)).json().payload.row).toEqual([]);
    }
    expect(
      (await cards().action(stranger, 'renew', { id: card.id, units: 1, pay_type: 1, pay_mode: 0 })).json()
        .code,
    ).toBe(2404);
    expect(
      (
        await packages().action(stranger, 'sell', {
          id: packageId,
          plate: nextPlate(),
          plate_color: 1,
          units: 1,
          pay_type: 1,
          pay_mode: 0,
        })
      ).json().code,
    ).toBe(2404);
    expect((await whitelist().remove(stranger, whiteId)).json().code).toBe(2404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('白名单 (集团): a plate free at the lots chosen', () => {
  it('adds at two lots (VIP at their gates), refuses a stranger’s lot and a bad window, and 删除 removes it everywhere', async () => {
    const plate = nextPlate();
    const now = Math.floor(Date.now() / 1000);
    const before = await snapshot();
    const foreign = await whitelist().create(token, {
      plate,
      plate_color: 1,
      park_ids: [strangerLot],
      start_time: now - DAY_S,
      end_time: now + DAY_S,
    });
    expect(foreign.json()).toMatchObject({ code: 1409, message: '只能选择本集团的车场' });
    const backwards = await whitelist().create(token, {
      plate,
      plate_color: 1,
      park_ids: [lots[0]],
      start_time: now,
      end_time: now - 1,
    });
    expect(backwards.json()).toMatchObject({ code: 1400, message: '到期时间须晚于生效时间' });
    expect(await snapshot()).toEqual(before);

    const added = await whitelist().create(token, {
      plate,
      plate_color: 1,
      owner_name: '赵敏',
      park_ids: [lots[0], lots[2]],
      start_time: now - DAY_S,
      end_time: now + 30 * DAY_S,
    });
    expect(added.json().code).toBe(1001);
    const id = Number(added.json().payload.id);
    expect((await whitelist().detail(token, id)).json().payload).toMatchObject({
      park_ids: [lots[0], lots[2]],
      plate,
    });
    expect((await enter(lots[2]!, plate)).json().payload).toMatchObject({ admitted: true, car_type: 3 });
    expect((await enter(lots[1]!, plate)).json().payload).toMatchObject({ admitted: true, car_type: 1 });
    const again = await whitelist().create(token, {
      plate,
      plate_color: 1,
      park_ids: [lots[1]],
      start_time: now,
      end_time: now + DAY_S,
    });
    expect(again.json()).toMatchObject({ code: 1409, message: '该车牌已在集团白名单中' });

    expect((await whitelist().remove(token, id)).json().code).toBe(1002);
    const left = await app.db.selectFrom('park_car').select('id').where('group_white_id', '=', id).execute();
    expect(left).toEqual([]);
  });
});
