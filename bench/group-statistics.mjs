#!/usr/bin/env node
// 停车集团's figures on a big table: 项目概览 (GET /api/group/console/overview), 统计概览 over a range
// (GET /api/group/statistics/overview) and the big screen (GET /api/group/overview/screen), one
// request at a time as the pages ask, with the p50 and p99 of each beside GET /api/health, as the
// `group` account sees them (its three lots' share of the records).
//   node bench/group-statistics.mjs [--data-dir DIR] [--runs 50] [--days 7]
//   DATABASE_URL=postgres://... node bench/group-statistics.mjs [...]
// DIR is a data folder seeded with `DATA_DIR=DIR npm run seed -- --records N`; without it a fresh
// demo (50,000 records) is seeded in a throwaway folder.
import path from 'node:path';
import { ensureBuilt } from '../scripts/build.mjs';
import { arg, startServer } from './lib/server.mjs';

const runs = Number(arg('runs', '50'));
const days = Number(arg('days', '7'));
const dataDir = arg('data-dir', undefined);
const dialect = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

ensureBuilt({ quiet: true });
const server = await startServer(dataDir ? { DATA_DIR: path.resolve(dataDir) } : {});

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const fmt = (n) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

/** Milliseconds per request, one at a time after five warm-up requests; refuses an answer not 1001. */
async function timed(url, headers) {
  const times = [];
  for (let i = 0; i < runs + 5; i += 1) {
    const t0 = performance.now();
    const body = await fetch(url, { headers }).then((r) => r.json());
    if (i >= 5) times.push(performance.now() - t0);
    if (body.code !== 1001) throw new Error(`${url}: ${JSON.stringify(body).slice(0, 200)}`);
  }
  return times.sort((a, b) => a - b);
}

try {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'group', password: 'Console@2026' }),
  }).then((r) => r.json());
  const headers = { authorization: `Bearer ${login.payload.access_token.value}` };
  // The range ends today in China time, as the page's default does.
  const day = (offset) =>
    new Date(Date.now() + 8 * 3600_000 - offset * 86_400_000).toISOString().slice(0, 10);
  const calls = [
    ['项目概览', '/api/group/console/overview'],
    [`统计概览 ${days} 天`, `/api/group/statistics/overview?start_date=${day(days - 1)}&end_date=${day(0)}`],
    ['集团数据大屏', '/api/group/overview/screen'],
    ['GET /api/health', '/api/health'],
  ];
  console.log(`group statistics on ${dialect}, ${runs} serial requests each (the demo group, three lots)`);
  for (const [name, url] of calls) {
    const times = await timed(`${server.url}${url}`, headers);
    // The name last: Chinese names do not pad to a column.
    console.log(
      `  p50 ${fmt(percentile(times, 50)).padStart(7)} ms  p99 ${fmt(percentile(times, 99)).padStart(7)} ms  ${name}`,
    );
  }
} finally {
  await server.stop();
}
