import type {
  GroupConsole,
  GroupLotRange,
  GroupLotToday,
  GroupPayShare,
  GroupStatistics,
} from '@console/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { abnormalPassages } from './abnormal-passages.js';
import {
  cstDateOfDayNumber,
  cstDayStart,
  CST_OFFSET_SECONDS,
  DAY_SECONDS,
  visibleParks,
} from '../parking/index.js';

/**
 * The figures of 项目概览, 统计概览 and 集团数据大屏, each one grouped query over the rows the lists
 * show, with the lists' own filters: 临停订单 and 月卡订单 paid (status 1) by 下单时间, 停车记录 by
 * 入场时间 / 出场时间, 放行记录 by 放行时间. Every query is limited to the parks the caller sees
 * (its tenant subtree, narrowed to its roles' parks) and served by a (park_id, time) index.
 */

type Db = Kysely<Database>;
type Count = { park_id: number | string; n: number | string | null };

// Literals, not parameters: PostgreSQL matches the GROUP BY to the select list by its text, and
// better-sqlite3 binds numbers as REAL, which would make the division a fraction.
const dayOf = (column: string) =>
  sql<number>`(${sql.ref(column)} + ${sql.lit(CST_OFFSET_SECONDS)}) / ${sql.lit(DAY_SECONDS)}`;
const hourOf = (column: string) =>
  sql<number>`((${sql.ref(column)} + ${sql.lit(CST_OFFSET_SECONDS)}) % ${sql.lit(DAY_SECONDS)}) / ${sql.lit(3600)}`;

const num = (value: number | string | null | undefined) => Number(value ?? 0);
const byPark = (rows: readonly Count[]) => new Map(rows.map((row) => [num(row.park_id), num(row.n)]));
const add = (a: Map<number, number>, b: Map<number, number>) => {
  const sum = new Map(a);
  for (const [key, value] of b) sum.set(key, (sum.get(key) ?? 0) + value);
  return sum;
};

async function parksOf(db: Db, auth: AuthContext) {
  const parks = await visibleParks(db, auth)
    .select(['park.id', 'park.name', 'park.g_park_uuid', 'park.total_spaces'])
    .orderBy('park.id')
    .execute();
  const ids = parks.map((park) => Number(park.id));
  return { parks, scope: ids.length > 0 ? ids : [-1] };
}

/** Cars in each lot now: its open records. */
function inLotCounts(db: Db, scope: number[]) {
  return db
    .selectFrom('parking_record')
    .select(['park_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('park_id', 'in', scope)
    .where('status', '=', 1)
    .groupBy('park_id')
    .execute();
}

/** Records whose `column` falls in [from, to), per lot. */
function recordCounts(db: Db, scope: number[], column: 'entry_time' | 'exit_time', from: number, to: number) {
  return db
    .selectFrom('parking_record')
    .select(['park_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('park_id', 'in', scope)
    .where(column, '>=', from)
    .where(column, '<', to)
    .groupBy('park_id')
    .execute();
}

/** Paid amount of the orders of `table` created in [from, to), per lot. */
function incomeByPark(
  db: Db,
  scope: number[],
  table: 'payment_order' | 'recharge_order',
  from: number,
  to: number,
) {
  return db
    .selectFrom(table)
    .select(['park_id', (eb) => eb.fn.sum<number>('paid_amount').as('n')])
    .where('park_id', 'in', scope)
    .where('status', '=', 1)
    .where('create_time', '>=', from)
    .where('create_time', '<', to)
    .groupBy('park_id')
    .execute();
}

/** ABNORMAL_KIND 超时未出场: abnormal while the car stays, not on one day. */
const OVERSTAY_KIND = 1;

/**
 * 异常通行 of a day by lot: the rows of the 异常通行 list (one source for both) that happened that
 * day, and every car still parked past the limit, which is abnormal now whenever it entered. Asked
 * as the list would be filtered (a kind; a day), so the source reads only those rows.
 */
async function abnormalCounts(
  db: Db,
  auth: AuthContext,
  scope: number[],
  now: number,
  from: number,
  to: number,
) {
  const count = (query: Record<string, number>) =>
    db
      .selectFrom(
        abnormalPassages({ db, auth, now, query: { page_index: 1, page_size: 1, ...query } }).as('a'),
      )
      .select(['a.park_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('a.park_id', 'in', scope)
      .$if(query.kind === undefined, (q) => q.where('a.kind', '<>', OVERSTAY_KIND))
      .groupBy('a.park_id')
      .execute();
  const [overstayed, ofTheDay] = await Promise.all([
    count({ kind: OVERSTAY_KIND }),
    count({ event_time_start: from, event_time_end: to - 1 }),
  ]);
  return add(byPark(overstayed), byPark(ofTheDay));
}

/** 项目概览: each lot today (CST day of `now`), and the group's totals. */
export async function lotsToday(db: Db, auth: AuthContext, now: number): Promise<GroupConsole> {
  const { parks, scope } = await parksOf(db, auth);
  const today = cstDayStart(now);
  const end = today + DAY_SECONDS;
  const [inLot, entries, exits, payments, recharges, abnormal] = await Promise.all([
    inLotCounts(db, scope),
    recordCounts(db, scope, 'entry_time', today, end),
    recordCounts(db, scope, 'exit_time', today, end),
    incomeByPark(db, scope, 'payment_order', today, end),
    incomeByPark(db, scope, 'recharge_order', today, end),
    abnormalCounts(db, auth, scope, now, today, end),
  ]);
  const maps = {
    in_lot: byPark(inLot),
    entries: byPark(entries),
    exits: byPark(exits),
    income: add(byPark(payments), byPark(recharges)),
    abnormal,
  };
  const rows: GroupLotToday[] = parks.map((park) => {
    const id = Number(park.id);
    return {
      id,
      name: park.name,
      uuid: park.g_park_uuid,
      total_spaces: park.total_spaces,
      in_lot: maps.in_lot.get(id) ?? 0,
      entries: maps.entries.get(id) ?? 0,
      exits: maps.exits.get(id) ?? 0,
      income: maps.income.get(id) ?? 0,
      abnormal: maps.abnormal.get(id) ?? 0,
    };
  });
  const sum = (key: 'total_spaces' | 'in_lot' | 'entries' | 'exits' | 'income' | 'abnormal') =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    totals: {
      parks: rows.length,
      total_spaces: sum('total_spaces'),
      in_lot: sum('in_lot'),
      entries: sum('entries'),
      exits: sum('exits'),
      income: sum('income'),
      abnormal: sum('abnormal'),
    },
    parks: rows,
    refreshed_at: now,
  };
}

/** A CST calendar range: the first day's midnight and the number of days, both dates included. */
export interface DayRange {
  from: number;
  days: number;
}

/** 统计概览: per lot, per day, per hour and per payment type over `range`. */
export async function rangeStatistics(
  db: Db,
  auth: AuthContext,
  range: DayRange,
  now: number,
): Promise<GroupStatistics> {
  const { parks, scope } = await parksOf(db, auth);
  const { from, days } = range;
  const to = from + days * DAY_SECONDS;
  const dailyIncome = (table: 'payment_order' | 'recharge_order') =>
    db
      .selectFrom(table)
      .select(['park_id', dayOf('create_time').as('day'), (eb) => eb.fn.sum<number>('paid_amount').as('n')])
      .where('park_id', 'in', scope)
      .where('status', '=', 1)
      .where('create_time', '>=', from)
      .where('create_time', '<', to)
      .groupBy(['park_id', dayOf('create_time')])
      .execute();
  const perDay = (column: 'entry_time' | 'exit_time') =>
    db
      .selectFrom('parking_record')
      .select([dayOf(column).as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('park_id', 'in', scope)
      .where(column, '>=', from)
      .where(column, '<', to)
      .groupBy(dayOf(column))
      .execute();
  const payMix = (table: 'payment_order' | 'recharge_order') =>
    db
      .selectFrom(table)
      .select([
        'pay_type',
        (eb) => eb.fn.countAll<number>().as('orders'),
        (eb) => eb.fn.sum<number>('paid_amount').as('amount'),
      ])
      .where('park_id', 'in', scope)
      .where('status', '=', 1)
      .where('create_time', '>=', from)
      .where('create_time', '<', to)
      .groupBy('pay_type')
      .execute();
  const [inLot, entries, exits, payDaily, rechargeDaily, entryDays, exitDays, hours, payMixP, payMixR] =
    await Promise.all([
      inLotCounts(db, scope),
      recordCounts(db, scope, 'entry_time', from, to),
      recordCounts(db, scope, 'exit_time', from, to),
      dailyIncome('payment_order'),
      dailyIncome('recharge_order'),
      perDay('entry_time'),
      perDay('exit_time'),
      db
        .selectFrom('parking_record')
        .select([hourOf('entry_time').as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('park_id', 'in', scope)
        .where('entry_time', '>=', from)
        .where('entry_time', '<', to)
        .groupBy(hourOf('entry_time'))
        .execute(),
      payMix('payment_order'),
      payMix('recharge_order'),
    ]);

  const firstDay = (from + CST_OFFSET_SECONDS) / DAY_SECONDS;
  const dayIndex = (day: number | string) => num(day) - firstDay;
  // Per lot: income per day of each order kind, summed over the range.
  const lotDaily = new Map<number, { payment: number[]; recharge: number[] }>();
  const daily = (park: number) => {
    let entry = lotDaily.get(park);
    if (!entry) {
      entry = { payment: new Array<number>(days).fill(0), recharge: new Array<number>(days).fill(0) };
      lotDaily.set(park, entry);
    }
    return entry;
  };
  for (const row of payDaily) daily(num(row.park_id)).payment[dayIndex(row.day)] = num(row.n);
  for (const row of rechargeDaily) daily(num(row.park_id)).recharge[dayIndex(row.day)] = num(row.n);
  const total = (list: readonly number[]) => list.reduce((a, b) => a + b, 0);

  const maps = { in_lot: byPark(inLot), entries: byPark(entries), exits: byPark(exits) };
  const rows: GroupLotRange[] = parks.map((park) => {
    const id = Number(park.id);
    const income = daily(id);
    const payment = total(income.payment);
    const recharge = total(income.recharge);
    return {
      id,
      name: park.name,
      total_spaces: park.total_spaces,
      in_lot: maps.in_lot.get(id) ?? 0,
      entries: maps.entries.get(id) ?? 0,
      exits: maps.exits.get(id) ?? 0,
      payment_income: payment,
      recharge_income: recharge,
      income: payment + recharge,
      daily_income: income.payment.map((fen, i) => fen + (income.recharge[i] ?? 0)),
    };
  });

  const counts = (list: readonly { day: number | string; n: number | string | null }[]) =>
    new Map(list.map((row) => [dayIndex(row.day), num(row.n)]));
  const entryByDay = counts(entryDays);
  const exitByDay = counts(exitDays);
  const dayList = Array.from({ length: days }, (_, i) => ({
    date: cstDateOfDayNumber(firstDay + i),
    entries: entryByDay.get(i) ?? 0,
    exits: exitByDay.get(i) ?? 0,
    income: rows.reduce((sum, row) => sum + (row.daily_income[i] ?? 0), 0),
  }));
  const hourCounts = new Map(hours.map((row) => [num(row.hour), num(row.n)]));
  const hourList = Array.from({ length: 24 }, (_, hour) => ({ hour, entries: hourCounts.get(hour) ?? 0 }));

  const mix = new Map<number | null, GroupPayShare>();
  for (const row of [...payMixP, ...payMixR]) {
    const key = row.pay_type === null ? null : Number(row.pay_type);
    const share = mix.get(key) ?? { pay_type: key, orders: 0, amount: 0 };
    share.orders += num(row.orders);
    share.amount += num(row.amount);
    mix.set(key, share);
  }
  const payShares = [...mix.values()].sort((a, b) => b.amount - a.amount || a.orders - b.orders);

  const sum = (key: 'total_spaces' | 'in_lot' | 'entries' | 'exits' | 'payment_income' | 'recharge_income') =>
    rows.reduce((acc, row) => acc + row[key], 0);
  return {
    start_date: cstDateOfDayNumber(firstDay),
    end_date: cstDateOfDayNumber(firstDay + days - 1),
    totals: {
      parks: rows.length,
      total_spaces: sum('total_spaces'),
      in_lot: sum('in_lot'),
      entries: sum('entries'),
      exits: sum('exits'),
      payment_income: sum('payment_income'),
      recharge_income: sum('recharge_income'),
      income: sum('payment_income') + sum('recharge_income'),
      orders: payShares.reduce((acc, share) => acc + share.orders, 0),
    },
    parks: rows,
    days: dayList,
    hours: hourList,
    pay_mix: payShares,
    refreshed_at: now,
  };
}
