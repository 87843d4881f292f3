#!/usr/bin/env node
// The ad-decision endpoint under load: 1,000 approved, enabled plans of the demo advertisers compete
// for one demo slot (缴费机屏幕, floor ¥8 CPM) and 50 connections ask it for ads as lot screens would.
// Prints p50/p99 and decisions/s beside GET /api/health on the same server, and their ratios.
//   [DATABASE_URL=postgres://…] node bench/ad-decision.mjs [--plans 1000] [--connections 50] [--duration 10]
import autocannon from 'autocannon';
import { ensureBuilt } from '../scripts/build.mjs';
import { arg, startServer, signIn as signInAs } from './lib/server.mjs';

const plans = Number(arg('plans', '1000'));
const connections = Number(arg('connections', '50'));
const duration = Number(arg('duration', '10'));
const dialect = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
// The demo's 车场缴费机 media app and its first lot's slot (seed-advertising.ts).
const APP_KEY = 'MADEMO0000001';
const SLOT = 'ASDEMO000001';

ensureBuilt({ quiet: true });
const server = await startServer();
try {
  const call = async (token, method, path, body) => {
    const res = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    }).then((r) => r.json());
    if (res.code !== 1001 && res.code !== 1002) throw new Error(`${path}: ${res.code} ${res.message}`);
    return res.payload;
  };
  const signIn = (account) => signInAs(server.url, account);
  const admin = await signIn('admin');
  const advertiser = await signIn('advertiser');

  // The demo's approved 缴费机屏幕 plan lends its creative; both demo advertisers bid on the type.
  const list = await call(advertiser, 'GET', 'adverting/operation/advertising/list?page_size=50&slot_type=2');
  const model = list.row.find((row) => row.audit_status === 1);
  const detail = await call(advertiser, 'GET', `adverting/operation/advertising/detail?id=${model.id}`);
  const advertisers = (await call(advertiser, 'GET', 'adverting/advertiser/list?page_size=20')).row.map(
    (a) => a.id,
  );
  const now = Math.floor(Date.now() / 1000);
  const t0 = performance.now();
  let made = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (made < plans) {
        const i = (made += 1);
        const plan = await call(advertiser, 'POST', 'adverting/operation/advertising/create', {
          advertiser_id: advertisers[i % advertisers.length],
          name: `压测计划${i}`,
          slot_type: 2,
          creative: detail.creative,
          budget_daily: 1_000_000,
          budget_total: 10_000_000,
          start_time: now - 3_600,
          end_time: now + 86_400,
          freq_cap: 0,
          priority: 1 + (i % 10),
        });
        await call(admin, 'PUT', 'adverting/operation/audit/approve', { id: plan.id });
      }
    }),
  );
  console.log(`${plans} plans created and approved in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Warm-up: the first decision loads the slot type's plans.
  const probe = await fetch(`${server.url}/api/ad-serving/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ad-app-key': APP_KEY },
    body: JSON.stringify({ slot_code: SLOT, plate_province: '粤', car_type: 1 }),
  }).then((r) => r.json());
  if (!probe.payload?.filled) throw new Error(`decision not filled: ${JSON.stringify(probe)}`);

  const decisions = await autocannon({
    url: `${server.url}/api/ad-serving/decision`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ad-app-key': APP_KEY },
    body: JSON.stringify({ slot_code: SLOT, plate_province: '粤', car_type: 1 }),
    connections,
    duration,
  });
  const health = await autocannon({ url: `${server.url}/api/health`, connections, duration });
  const line = (label, r) =>
    `  ${label.padEnd(10)} p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ` +
    `${r.requests.average.toFixed(0).padStart(6)} req/s  (non-2xx ${r.non2xx}, errors ${r.errors})`;
  console.log(
    `POST /api/ad-serving/decision, ${plans} active plans, connections=${connections} duration=${duration}s (${dialect})`,
  );
  console.log(line('decision', decisions));
  console.log(line('health', health));
  const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
  console.log(
    `  ratios     p50 ×${ratio(decisions.latency.p50, health.latency.p50)}  p99 ×${ratio(decisions.latency.p99, health.latency.p99)}  ` +
      `decisions/s = ${ratio(decisions.requests.average, health.requests.average)} × health req/s`,
  );
} finally {
  await server.stop();
}
