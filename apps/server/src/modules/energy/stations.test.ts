import { PERMISSION_CATALOGUE, type EnergyPeriod } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/account-fixture.js';
import { createSession, createStation } from '../../test/energy-station-fixture.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';
import { createTestApp } from '../../test/test-app.js';
import { durationText, kwhText } from './station-rows.js';

const CODES = PERMISSION_CATALOGUE.filter((p) => ['energy', 'payment'].includes(p.area)).map((p) => p.code);

let app: FastifyInstance;
let tree: TenantTree;
let mine: { stationId: number; recordId: number; orderId: number };
let sibling: { stationId: number; recordId: number; orderId: number };

const get = (token: string, url: string, query: Record<string, string | number> = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/${url}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: bearer(token),
  });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url: `/api/${url}`, payload, headers: bearer(token) });
const rowIds = async (token: string, url: string, query: Record<string, string | number> = {}) => {
  const body = (await get(token, url, query)).json();
  expect(body.code, `${url} ${JSON.stringify(query)} ${body.message}`).toBe(1001);
  return (body.payload.row as { id: number }[]).map((row) => row.id);
};

const TWO_PERIODS: EnergyPeriod[] = [
  { start: '00:00', end: '08:00', energy_price: 3500, service_price: 6000 },
  { start: '08:00', end: '24:00', energy_price: 12_345, service_price: 8000 },
];

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, CODES);
  mine = await createSession(app.db, tree.merchant.merchantId);
  sibling = await createSession(app.db, tree.sibling.merchantId);
});
afterAll(async () => app.close());

describe('充电站', () => {
  it('creates a station with a server-made number, its map point kept as two numbers', async () => {
    const res = await send(tree.merchant.token, 'POST', 'energy/station/create', {
      name: '新建测试站',
      area_code: '440305',
      address: '深圳市南山区一号路',
      location: '22.52861,113.95377',
      contact_name: '王工',
      contact_phone: '13912345678',
    });
    expect(res.json().code).toBe(1001);
    const id = Number(res.json().payload.id);
    const row = await app.db
      .selectFrom('energy_station')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.station_no).toMatch(/^CS\d{18}$/);
    expect([row.lat, row.lng, Number(row.status), Number(row.merchant_id)]).toEqual([
      22.52861,
      113.95377,
      1,
      tree.merchant.merchantId,
    ]);
    const detail = (await get(tree.merchant.token, 'energy/station/detail', { id })).json().payload;
    expect(detail).toMatchObject({ location: '22.52861,113.95377', name: '新建测试站' });
  });

  it('refuses a bad map point in Chinese and writes nothing', async () => {
    const before = await app.db
      .selectFrom('energy_station')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await send(tree.merchant.token, 'POST', 'energy/station/create', {
      name: '坏位置',
      area_code: '440305',
      address: '某路',
      location: '北纬22度',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('位置应为');
    const after = await app.db
      .selectFrom('energy_station')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('shows a merchant its own stations, its partner both merchants’, never the sibling’s to the merchant', async () => {
    const own = await rowIds(tree.merchant.token, 'energy/station/list', { page_size: 100 });
    expect(own).toContain(mine.stationId);
    expect(own).not.toContain(sibling.stationId);
    expect(await rowIds(tree.partner.token, 'energy/station/list', { page_size: 100 })).toEqual(
      expect.arrayContaining([mine.stationId, sibling.stationId]),
    );
    expect(
      (await get(tree.merchant.token, 'energy/station/detail', { id: sibling.stationId })).statusCode,
    ).toBe(404);
  });
});

describe('计费规则', () => {
  it('saves a time-of-use rule of two periods and reads it back; the merchant’s sibling cannot reach it', async () => {
    const stationId = await createStation(app.db, tree.merchant.merchantId);
    const empty = (
      await get(tree.merchant.token, 'energy/station/billing/detail', { station_id: stationId })
    ).json();
    expect(empty.payload).toMatchObject({ saved: false, periods: [] });
    const saved = await send(tree.partner.token, 'PUT', 'energy/station/billing/update', {
      station_id: stationId,
      periods: TWO_PERIODS,
    });
    expect(saved.json().code).toBe(1002);
    const read = (
      await get(tree.merchant.token, 'energy/station/billing/detail', { station_id: stationId })
    ).json();
    expect(read.payload).toMatchObject({ saved: true, periods: TWO_PERIODS });
    const audit = await app.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource', '=', 'energy/station/billing')
      .where('row_id', '=', stationId)
      .execute();
    expect(audit).toEqual([{ action: 'update' }]);
    const foreign = await send(tree.sibling.token, 'PUT', 'energy/station/billing/update', {
      station_id: stationId,
      periods: [TWO_PERIODS[0]!, { ...TWO_PERIODS[1]!, energy_price: 1 }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await get(tree.sibling.token, 'energy/station/billing/detail', { station_id: stationId })).statusCode,
    ).toBe(404);
  });

  it.each([
    [
      [{ ...TWO_PERIODS[0]!, end: '07:00' }, TWO_PERIODS[1]!],
      '第 2 个时段应从上一时段的结束时间开始，时段之间不能有空档或重叠',
    ],
    [[TWO_PERIODS[0]!], '最后一个时段应到 24:00 结束'],
    [[], '请至少设置一个计费时段'],
  ])(
    'refuses a rule that fails its check with the check’s message, and keeps the old one (%#)',
    async (periods, message) => {
      const stationId = await createStation(app.db, tree.merchant.merchantId);
      await send(tree.merchant.token, 'PUT', 'energy/station/billing/update', {
        station_id: stationId,
        periods: TWO_PERIODS,
      });
      const res = await send(tree.merchant.token, 'PUT', 'energy/station/billing/update', {
        station_id: stationId,
        periods,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      const read = (
        await get(tree.merchant.token, 'energy/station/billing/detail', { station_id: stationId })
      ).json();
      expect(read.payload.periods).toEqual(TWO_PERIODS);
    },
  );
});

describe('预付费设置 (settings owner station)', () => {
  it('keeps one document per station with exactly enabled, default_amount and min_amount', async () => {
    const stationId = await createStation(app.db, tree.merchant.merchantId);
    const res = await send(tree.merchant.token, 'PUT', 'energy/station/config/prepayment/update', {
      station_id: stationId,
      enabled: 1,
      default_amount: 8000,
      min_amount: 2000,
    });
    expect(res.json().code).toBe(1002);
    const row = await app.db
      .selectFrom('energy_station_setting')
      .select(['kind', 'value_json', 'merchant_id'])
      .where('station_id', '=', stationId)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('energy-prepayment');
    expect(Number(row.merchant_id)).toBe(tree.merchant.merchantId);
    expect(JSON.parse(row.value_json)).toEqual({ enabled: 1, default_amount: 8000, min_amount: 2000 });
    const refused = await send(tree.merchant.token, 'PUT', 'energy/station/config/prepayment/update', {
      station_id: stationId,
      enabled: 1,
      default_amount: 1000,
      min_amount: 2000,
    });
    expect(refused.json().message).toBe('最低预付金额不能高于默认预付金额');
    const other = await get(tree.sibling.token, 'energy/station/config/prepayment/detail', {
      station_id: stationId,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('充电记录 and 支付订单', () => {
  it('lists a station’s records with 度 and duration, each linking to its order and back', async () => {
    const records = (
      await get(tree.merchant.token, 'energy/order/record/list', { station_id: mine.stationId })
    ).json().payload.row;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ id: mine.recordId, energy_kwh: '12.345', duration: '30分' });
    expect(records[0].station_name).toMatch(/^测试充电站/);
    expect(records[0].charge_point_name).toMatch(/^TEST\d+ 直流桩$/);
    const record = (
      await get(tree.merchant.token, 'energy/order/record/detail', { id: mine.recordId })
    ).json().payload;
    expect(record.order_id).toBe(mine.orderId);
    const order = (await get(tree.merchant.token, 'energy/order/payment/detail', { id: mine.orderId })).json()
      .payload;
    expect(order).toMatchObject({
      record_id: mine.recordId,
      record_no: record.record_no,
      energy_kwh: '12.345',
    });
    expect(order.station_name).toBe(records[0].station_name);
  });

  it('answers a merchant only its own stations’ rows, the sibling’s station filter finding nothing', async () => {
    expect(
      await rowIds(tree.merchant.token, 'energy/order/payment/list', { station_id: sibling.stationId }),
    ).toEqual([]);
    expect(await rowIds(tree.merchant.token, 'energy/order/payment/list', { page_size: 100 })).not.toContain(
      sibling.orderId,
    );
    expect(
      (await get(tree.merchant.token, 'energy/order/record/detail', { id: sibling.recordId })).statusCode,
    ).toBe(404);
    expect(await rowIds(tree.partner.token, 'energy/order/record/list', { page_size: 100 })).toEqual(
      expect.arrayContaining([mine.recordId, sibling.recordId]),
    );
  });
});

describe('display of energy and time', () => {
  it.each([
    [0, '0.000'],
    [7, '0.007'],
    [12_345, '12.345'],
    [1_000_000, '1000.000'],
  ])('shows %i Wh as %s 度', (wh, text) => expect(kwhText(wh)).toBe(text));

  it('shows a duration in hours and minutes, and nothing while charging', () => {
    expect(durationText(0, 59)).toBe('0分');
    expect(durationText(0, 3_900)).toBe('1小时05分');
    expect(durationText(0, null)).toBe('');
  });
});
