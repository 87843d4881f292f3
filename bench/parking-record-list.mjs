#!/usr/bin/env node
// The parking-record list on a big table: GET /api/parking/record/list, one page of 20 filtered by
// lot, entry-time range and plate prefix, with total_count, under load; beside it the same page as
// raw SQL through the driver (one connection, serial) and GET /api/health, as ratios; then, one
// request at a time, the server's own time per request beside its SQL (the Server-Timing header of
// SERVER_TIMING=on) and the page query's plan (it must walk an index in order: no sort step).
//   node bench/parking-record-list.mjs --data-dir DIR [--connections 50] [--duration 10] [--hours 24] [--serial 300]
//   DATABASE_URL=postgres://... node bench/parking-record-list.mjs [...]
// DIR is a data folder seeded with `DATA_DIR=DIR npm run seed -- --records N`; without it a fresh
// demo (50,000 records) is seeded in a throwaway folder.
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import path from 'node:path';
import pg from 'pg';
import { ensureBuilt } from '../scripts/build.mjs';
import { arg, cpuMsOf, signIn, startServer } from './lib/server.mjs';

const connections = Number(arg('connections', '50'));
const duration = Number(arg('duration', '10'));
const hours = Number(arg('hours', '24'));
const rawRuns = Number(arg('raw-runs', '200'));
const serialRuns = Number(arg('serial', '300'));
const dataDir = arg('data-dir', undefined);
const databaseUrl = process.env.DATABASE_URL;
const dialect = databaseUrl ? 'PostgreSQL' : 'SQLite';
const PLATE = '粤B';

ensureBuilt({ quiet: true });
const server = await startServer({
  SERVER_TIMING: 'on',
  ...(dataDir && { DATA_DIR: path.resolve(dataDir) }),
});

/** One driver for both databases: `query(sql, params)` answers rows; placeholders are written `?`. */
function openDirect() {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    let ready = client.connect();
    return {
      async query(sql, params) {
        await ready;
        let n = 0;
        const text = sql.replace(/\?/g, () => `$${++n}`);
        return (await client.query(text, params)).rows;
      },
      close: () => client.end(),
    };
  }
  const db = new Database(path.join(path.resolve(dataDir ?? server.dataDir), 'console.sqlite'), {
    readonly: true,
  });
  // Prepared once per text, as the server's statement cache does: the floor is the query itself.
  const prepared = new Map();
  const statement = (sql) => prepared.get(sql) ?? prepared.set(sql, db.prepare(sql)).get(sql);
  return { query: async (sql, params) => statement(sql).all(...params), close: async () => db.close() };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const fmt = (n) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

try {
  const direct = openDirect();
  // The lot the demo merchant's busiest park: most records, and the time range ending at its newest entry.
  const [{ count: records }] = await direct.query('select count(*) as count from parking_record', []);
  const [park] = await direct.query(
    `select p.id, p.name, p.merchant_id, m.path from park p join merchant m on m.id = p.merchant_id
       where m.merchant_no = '300001' order by p.id limit 1`,
    [],
  );
  const [{ newest }] = await direct.query(
    'select max(entry_time) as newest from parking_record where park_id = ?',
    [park.id],
  );
  const end = Number(newest);
  const start = end - hours * 3600;

  const tokenOf = (account) => signIn(server.url, account);
  const token = await tokenOf('merchant');
  const listUrl =
    `${server.url}/api/parking/record/list?page_size=20&park_id=${park.id}` +
    `&entry_time_start=${start}&entry_time_end=${end}&plate=${encodeURIComponent(PLATE)}`;
  const headers = { authorization: `Bearer ${token}` };
  const probe = await fetch(listUrl, { headers }).then((r) => r.json());
  if (probe.code !== 1001) throw new Error(`list failed: ${JSON.stringify(probe)}`);
  const total = probe.payload.paging_header.total_count;

  // The statement the engine issues for this page (tenant scope, park, plate prefix, range; the
  // count stops past 10,000 matches, see engine/list-query.ts and engine/tenant-scope.ts).
  const like = databaseUrl ? 'ilike' : 'like';
  // A tenant with no tenant below it (the demo merchant) is scoped by one equality; a subtree by a subquery.
  const [{ below }] = await direct.query(
    `select count(*) - 1 as below from merchant where path like ? escape '\\'`,
    [`${park.path}%`],
  );
  const subtree = `select merchant.id from merchant where merchant.path like ? escape '\\'`;
  const alone = Number(below) === 0;
  const owner = alone
    ? 'merchant_id = ?'
    : databaseUrl
      ? `merchant_id = any(array(${subtree}))`
      : `merchant_id in (${subtree})`;
  const where = `${owner}
    and park_id = ? and plate ${like} ? escape '\\' and entry_time >= ? and entry_time <= ?`;
  const params = [alone ? park.merchant_id : `${park.path}%`, park.id, `${PLATE}%`, start, end];
  // One statement, as the engine sends it: the page, with the capped count as an uncorrelated subquery.
  const countSql = `select count(*) from (select 1 as one from parking_record where ${where} limit 10001) as capped`;
  const pageSql = `select id, plate, plate_color, car_type, entry_time, entry_gate, exit_time, exit_gate, status,
    amount, paid_amount, pay_type, park_id, (${countSql}) as list_total__ from parking_record where ${where}
    order by entry_time desc, id desc limit 20 offset 0`;
  const pageParams = [...params, ...params];
  const timings = [];
  for (let i = 0; i < rawRuns + 10; i += 1) {
    const t0 = process.hrtime.bigint();
    await direct.query(pageSql, pageParams);
    if (i >= 10) timings.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  timings.sort((a, b) => a - b);
  const explain = databaseUrl ? 'explain (costs off)' : 'explain query plan';
  const plan = (await direct.query(`${explain} ${pageSql}`, pageParams))
    .map((line) => line['QUERY PLAN'] ?? line.detail)
    .join(' | ');
  await direct.close();

  /** One request at a time: the server's Server-Timing split (sql, app) at p50, and statements per request. */
  const serial = async (url, extra = {}) => {
    const sqlMs = [];
    const appMs = [];
    let statements = 0;
    let cpuStart = 0;
    for (let i = 0; i < serialRuns + 20; i += 1) {
      if (i === 20) cpuStart = cpuMsOf(server.pid);
      const response = await fetch(url, extra);
      await response.arrayBuffer();
      const timing = Object.fromEntries(
        (response.headers.get('server-timing') ?? '').split(',').map((part) => {
          const [name, value] = part.trim().split(';');
          return [name, Number(value?.split('=')[1])];
        }),
      );
      if (i < 20 || timing.sql === undefined) continue;
      sqlMs.push(timing.sql);
      appMs.push(timing.app);
      statements = timing.stmt;
    }
    const cpu = (cpuMsOf(server.pid) - cpuStart) / serialRuns;
    sqlMs.sort((a, b) => a - b);
    appMs.sort((a, b) => a - b);
    if (sqlMs.length === 0) return { sql: NaN, app: NaN, statements, cpu };
    return { sql: percentile(sqlMs, 50), app: percentile(appMs, 50), statements, cpu };
  };

  const load = async (url, extra = {}) => autocannon({ url, connections, duration, ...extra });
  const health = await load(`${server.url}/api/health`);
  const list = await load(listUrl, { headers });
  const listSerial = await serial(listUrl, { headers });
  // The default view: every record of the tenant (and, for the partner, of its merchants), newest first.
  const wholeUrl = `${server.url}/api/parking/record/list?page_size=20`;
  const whole = async (account) => {
    const extra = { headers: { authorization: `Bearer ${await tokenOf(account)}` } };
    const paging = (await fetch(wholeUrl, extra).then((r) => r.json())).payload.paging_header;
    return { account, paging, ...(await serial(wholeUrl, extra)) };
  };
  const wholeLists = [await whole('merchant'), await whole('partner')];
  const healthSerial = await serial(`${server.url}/api/health`);

  const raw = { p50: percentile(timings, 50), p99: percentile(timings, 99) };
  console.log(
    `parking-record list on ${dialect}: ${Number(records).toLocaleString('en')} records; park ${park.id} (${park.name}), ` +
      `${hours} h range, plate ${PLATE}*, total_count ${total}; ${connections} connections, ${duration} s`,
  );
  const row = (name, p50, p99, rps) =>
    console.log(
      `  ${name.padEnd(28)} p50 ${fmt(p50).padStart(7)} ms  p99 ${fmt(p99).padStart(7)} ms  ${rps}`,
    );
  row(
    'GET /api/parking/record/list',
    list.latency.p50,
    list.latency.p99,
    `${list.requests.average.toFixed(0)} req/s (non-2xx ${list.non2xx}, errors ${list.errors})`,
  );
  row('raw SQL (page with count)', raw.p50, raw.p99, `serial, one connection, ${rawRuns} runs`);
  row(
    'GET /api/health',
    health.latency.p50,
    health.latency.p99,
    `${health.requests.average.toFixed(0)} req/s`,
  );
  console.log(
    `  ratios: list p50 / raw p50 = ${fmt(list.latency.p50 / raw.p50)}, list p50 / health p50 = ${fmt(
      list.latency.p50 / Math.max(health.latency.p50, 0.01),
    )}, list req/s / health req/s = ${(list.requests.average / health.requests.average).toFixed(3)}`,
  );
  if (Number.isNaN(listSerial.sql)) {
    console.log('  per request, serial: no Server-Timing header (a build before SERVER_TIMING)');
  } else {
    console.log(
      `  per request, serial (${serialRuns}, p50 of Server-Timing): list SQL ${fmt(listSerial.sql)} ms ` +
        `(${listSerial.statements} statements), server beside SQL ${fmt(listSerial.app)} ms ` +
        `(${listSerial.app < listSerial.sql ? 'under' : 'OVER'} the SQL); health ${fmt(healthSerial.app)} ms`,
    );
  }
  console.log(
    `  server process CPU per request, serial: list ${fmt(listSerial.cpu)} ms, health ${fmt(healthSerial.cpu)} ms` +
      (databaseUrl ? ' (Node only: the SQL runs in PostgreSQL)' : ' (SQL included: SQLite runs in-process)'),
  );
  console.log(`  page plan: ${plan}`);
  for (const { account, paging, sql, app } of wholeLists) {
    console.log(
      `  ${account}'s whole list (no filter, newest first; total_count ${paging.total_count}` +
        `${paging.total_exact === false ? '+' : ''}), serial p50: SQL ${fmt(sql)} ms, server beside SQL ${fmt(app)} ms`,
    );
  }
} finally {
  await server.stop();
}
