import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { seedDemoDataIfEmpty } from '../../seed/seed-demo.js';
import { bearer, signIn } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { cstDayStart, DAY_SECONDS } from '../parking/index.js';
import { dayRangeOf } from './group-stats-routes.js';

// 18:00 in Beijing: today already has traffic, orders and releases in the demo seed.
const NOW = Date.UTC(2026, 10, 23, 10, 0) / 1000;
const TODAY = cstDayStart(NOW);
const GROUP_LOTS = ['华润大厦停车场', '华润城万象天地停车场', '深圳湾万象城停车场'];

interface Lot {
  id: number;
  name: string;
  uuid: string;
  in_lot: number;
  entries: number;
  exits: number;
  income: number;
  abnormal: number;
}

describe('停车集团 statistics', () => {
  let app: FastifyInstance;
  let group: string;
  let groupParks: { id: number; name: string; g_park_uuid: string }[];
  let otherParks: number[];

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW * 1000);
    app = await createTestApp();
    expect((await seedDemoDataIfEmpty(app.db, NOW, { parking: { records: 3000 } })).seeded).toBe(true);
    group = await signIn(app, 'group', DEMO_PASSWORD);
    const tenant = await app.db
      .selectFrom('merchant')
      .select('path')
      .where('merchant_no', '=', '400001')
      .executeTakeFirstOrThrow();
    const all = await app.db
      .selectFrom('park')
      .innerJoin('merchant', 'merchant.id', 'park.merchant_id')
      .select(['park.id', 'park.name', 'park.g_park_uuid', 'merchant.path'])
      .orderBy('park.id')
      .execute();
    const mine = (path: string) => path.startsWith(tenant.path);
    groupParks = all
      .filter((park) => mine(park.path))
      .map((park) => ({ id: Number(park.id), name: park.name, g_park_uuid: park.g_park_uuid }));
    otherParks = all.filter((park) => !mine(park.path)).map((park) => Number(park.id));
  });
  afterAll(async () => {
    await app?.close();
    vi.useRealTimers();
  });

  const get = async (url: string, token = group) => {
    const res = await app.inject({ url: `/api/${url}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload;
  };

  /** Every row of an engine list for the filters, paged through as a person would. */
  const listAll = async <T>(key: string, query: Record<string, string | number>): Promise<T[]> => {
    const rows: T[] = [];
    for (let page = 1; ; page++) {
      const params = new URLSearchParams({
        ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        page_size: '200',
        page_index: String(page),
      });
      const payload = await get(`${key}/list?${params}`);
      rows.push(...(payload.row as T[]));
      if (payload.row.length < 200) return rows;
    }
  };

  /** What the lists say one lot took in [from, to): paid 临停订单 and 月卡订单 by 下单时间. */
  const listedIncome = async (parkId: number, from: number, to: number) => {
    const filters = { park_id: parkId, status: 1, create_time_start: from, create_time_end: to - 1 };
    const payments = await listAll<{ paid_amount: number }>('parking/order/payment', filters);
    const recharges = await listAll<{ paid_amount: number }>('parking/order/recharge', filters);
    return [...payments, ...recharges].reduce((sum, order) => sum + order.paid_amount, 0);
  };

  const listedEntries = async (parkId: number, from: number, to: number) =>
    (await listAll('parking/record', { park_id: parkId, entry_time_start: from, entry_time_end: to - 1 }))
      .length;

  it('the group owns exactly the three demo lots', () => {
    expect(groupParks.map((park) => park.name).sort()).toEqual([...GROUP_LOTS].sort());
    expect(otherParks.length).toBeGreaterThan(0);
  });

  it('项目概览 shows each of its lots today as the lists and records add up, and no other lot', async () => {
    const payload = await get('group/console/overview');
    const lots = payload.parks as Lot[];
    expect(lots.map((lot) => lot.id)).toEqual(groupParks.map((park) => park.id));
    expect(lots.map((lot) => lot.uuid)).toEqual(groupParks.map((park) => park.g_park_uuid));
    for (const lot of lots) {
      expect(lot.income, lot.name).toBe(await listedIncome(lot.id, TODAY, TODAY + DAY_SECONDS));
      expect(lot.entries, lot.name).toBe(await listedEntries(lot.id, TODAY, TODAY + DAY_SECONDS));
      const count = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n);
      expect(lot.in_lot).toBe(
        await count(
          app.db
            .selectFrom('parking_record')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('park_id', '=', lot.id)
            .where('status', '=', 1)
            .executeTakeFirstOrThrow(),
        ),
      );
      expect(lot.exits).toBe(
        await count(
          app.db
            .selectFrom('parking_record')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('park_id', '=', lot.id)
            .where('exit_time', '>=', TODAY)
            .where('exit_time', '<', TODAY + DAY_SECONDS)
            .executeTakeFirstOrThrow(),
        ),
      );
      // 异常通行 as its list shows it: every car parked past the limit, and today's other passages.
      const overstayed = await listAll('group/abnormal', { park_id: lot.id, kind: 1 });
      const today = await listAll<{ kind: number }>('group/abnormal', {
        park_id: lot.id,
        event_time_start: TODAY,
        event_time_end: TODAY + DAY_SECONDS - 1,
      });
      expect(lot.abnormal).toBe(overstayed.length + today.filter((row) => row.kind !== 1).length);
    }
    const sum = (key: keyof Lot) => lots.reduce((total, lot) => total + Number(lot[key]), 0);
    expect(payload.totals).toMatchObject({
      parks: 3,
      in_lot: sum('in_lot'),
      entries: sum('entries'),
      income: sum('income'),
      abnormal: sum('abnormal'),
    });
    // The seed's busy evening: the figures are not vacuous.
    expect(payload.totals.entries).toBeGreaterThan(0);
    expect(payload.totals.income).toBeGreaterThan(0);
  });

  it('统计概览 equals the sums of the listed orders and records for the same dates', async () => {
    const from = TODAY - 2 * DAY_SECONDS;
    const to = TODAY + DAY_SECONDS;
    const payload = await get('group/statistics/overview?start_date=2026-11-21&end_date=2026-11-23');
    expect(payload.start_date).toBe('2026-11-21');
    expect(payload.end_date).toBe('2026-11-23');
    expect(payload.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(payload.parks.map((lot: Lot) => lot.id)).toEqual(groupParks.map((park) => park.id));
    for (const lot of payload.parks as (Lot & { daily_income: number[] })[]) {
      expect(lot.income, lot.name).toBe(await listedIncome(lot.id, from, to));
      expect(lot.entries, lot.name).toBe(await listedEntries(lot.id, from, to));
      // Each day of the lot is that day's listed income.
      for (const [i, fen] of lot.daily_income.entries()) {
        const day = from + i * DAY_SECONDS;
        expect(fen, `${lot.name} day ${i}`).toBe(await listedIncome(lot.id, day, day + DAY_SECONDS));
      }
    }
    const ids = groupParks.map((park) => park.id);
    const total = (
      list: { income?: number; entries?: number; amount?: number }[],
      key: 'income' | 'entries' | 'amount',
    ) => list.reduce((sum, item) => sum + Number(item[key] ?? 0), 0);
    expect(total(payload.days, 'income')).toBe(payload.totals.income);
    expect(total(payload.days, 'entries')).toBe(payload.totals.entries);
    expect(total(payload.hours, 'entries')).toBe(payload.totals.entries);
    expect(total(payload.pay_mix, 'amount')).toBe(payload.totals.income);
    expect(payload.hours).toHaveLength(24);
    // The payment mix by 支付方式 is the orders' own pay_type, summed in SQL over the group's lots.
    const mix = new Map<number | null, number>();
    for (const table of ['payment_order', 'recharge_order'] as const) {
      const orders = await app.db
        .selectFrom(table)
        .select(['pay_type', 'paid_amount'])
        .where('park_id', 'in', ids)
        .where('status', '=', 1)
        .where('create_time', '>=', from)
        .where('create_time', '<', to)
        .execute();
      for (const order of orders) {
        const key = order.pay_type === null ? null : Number(order.pay_type);
        mix.set(key, (mix.get(key) ?? 0) + Number(order.paid_amount));
      }
    }
    expect(
      new Map(
        payload.pay_mix.map((share: { pay_type: number | null; amount: number }) => [
          share.pay_type,
          share.amount,
        ]),
      ),
    ).toEqual(mix);
    // No figure counts another lot: the same sums over every park are larger.
    const everywhere = await app.db
      .selectFrom('payment_order')
      .select((eb) => eb.fn.sum<number>('paid_amount').as('n'))
      .where('park_id', 'in', otherParks)
      .where('status', '=', 1)
      .where('create_time', '>=', from)
      .where('create_time', '<', to)
      .executeTakeFirstOrThrow();
    expect(Number(everywhere.n)).toBeGreaterThan(0);
    expect(payload.totals.parks).toBe(3);
    expect(payload.totals.income).toBeGreaterThan(0);
    expect(payload.totals.recharge_income + payload.totals.payment_income).toBe(payload.totals.income);
  });

  it('the big screen answers today and the last 7 days of the same lots', async () => {
    const payload = await get('group/overview/screen');
    const console = await get('group/console/overview');
    expect(payload.today.parks).toEqual(console.parks);
    expect(payload.week.days).toHaveLength(7);
    expect(payload.week.end_date).toBe('2026-11-23');
    expect(payload.week.parks.map((lot: Lot) => lot.name).sort()).toEqual([...GROUP_LOTS].sort());
    expect(payload.refreshed_at).toBe(NOW);
  });

  it('refuses bad dates with a Chinese message, and callers without the group codes', async () => {
    for (const [query, message] of [
      ['start_date=2026-02-30', '开始日期应为有效日期（YYYY-MM-DD）'],
      ['start_date=2026-11-23&end_date=2026-11-01', '开始日期不能晚于结束日期'],
      ['start_date=2026-01-01&end_date=2026-11-23', '统计范围不能超过 93 天'],
    ] as const) {
      const res = await app.inject({
        url: `/api/group/statistics/overview?${query}`,
        headers: bearer(group),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const merchant = await signIn(app, 'merchant', DEMO_PASSWORD);
    for (const url of ['group/console/overview', 'group/statistics/overview', 'group/overview/screen']) {
      const res = await app.inject({ url: `/api/${url}`, headers: bearer(merchant) });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('a platform account holding the codes sees its whole subtree, as on 数据大屏', async () => {
    const admin = await signIn(app, 'admin', DEMO_PASSWORD);
    const payload = await get('group/console/overview', admin);
    expect(payload.totals.parks).toBe(groupParks.length + otherParks.length);
  });

  it('defaults to the last 7 days to today', () => {
    expect(dayRangeOf({}, NOW)).toEqual({ from: TODAY - 6 * DAY_SECONDS, days: 7 });
    expect(dayRangeOf({ start_date: '2026-11-23', end_date: '2026-11-23' }, NOW)).toEqual({
      from: TODAY,
      days: 1,
    });
  });
});
