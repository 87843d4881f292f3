#!/usr/bin/env node
// The gate under load: cars enter and leave a demo lot through the developer tool's calls (the same
// gate service a lot's cameras would drive), half of them holding a merchant coupon, so every exit
// prices the stay, looks for a coupon, writes its order and closes the record. Prints p50/p99 of the
// entry and the exit and the cycles per second, beside GET /api/health on the same server.
//   [DATABASE_URL=postgres://…] node bench/gate-cycle.mjs [--workers 10] [--cycles 1000]
import { ensureBuilt } from '../scripts/build.mjs';
import { arg, startServer, signIn as signInAs } from './lib/server.mjs';

const workers = Number(arg('workers', '10'));
const cycles = Number(arg('cycles', '1000'));
// The server reads DATABASE_URL like `npm start`: set it to run the same cycles on PostgreSQL.
const dialect = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

function summary(label, timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  const fmt = (ms) => ms.toFixed(1);
  return `  ${label.padEnd(8)} p50 ${fmt(percentile(sorted, 50))} ms  p99 ${fmt(percentile(sorted, 99))} ms  (n ${sorted.length})`;
}

ensureBuilt({ quiet: true });
const server = await startServer();
try {
  const call = async (token, method, path, body) => {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    }).then((r) => r.json());
    if (res.code !== 1001) throw new Error(`${path}: ${res.code} ${res.message}`);
    return { payload: res.payload, ms: performance.now() - t0 };
  };
  const signIn = (account) => signInAs(server.url, account);
  // The gate calls are the developer tool's (the platform's); the lot and its coupon are the merchant's.
  const token = await signIn('admin');
  const merchant = await signIn('merchant');

  // The demo merchant's first lot (it has a charge rule) and a ¥5 coupon with stock for every car.
  const parks = (await call(merchant, 'GET', 'park/list?page_size=20')).payload.row;
  const park = parks[0];
  const now = Math.floor(Date.now() / 1000);
  const coupon = await call(merchant, 'POST', 'parking/mcoupon/create', {
    park_id: park.id,
    name: '压测商户券',
    issuer_name: '压测商户',
    coupon_type: 1,
    face_value: 500,
    quantity: cycles,
    start_time: now - 60,
    end_time: now + 86_400,
  });

  const plates = Array.from({ length: cycles }, (_, i) => `粤Z${String(i).padStart(5, '0')}`);
  for (const [i, plate] of plates.entries()) {
    if (i % 2 === 0)
      await call(merchant, 'PUT', 'parking/mcoupon/issue', { id: coupon.payload.id, plate, plate_color: 1 });
  }

  const entries = [];
  const exits = [];
  let next = 0;
  let discounted = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < plates.length) {
        const plate = plates[(next += 1) - 1];
        const body = { park_id: park.id, plate };
        const entry = await call(token, 'POST', 'devtool/parking/entry', { ...body, minutes_ago: 95 });
        entries.push(entry.ms);
        const exit = await call(token, 'POST', 'devtool/parking/exit', body);
        exits.push(exit.ms);
        if (exit.payload.discount > 0) discounted += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const health = [];
  for (let i = 0; i < 200; i += 1) {
    const t0 = performance.now();
    await fetch(`${server.url}/api/health`);
    health.push(performance.now() - t0);
  }

  console.log(`gate cycles on ${park.name}  workers=${workers} cycles=${cycles}  (${dialect}, one process)`);
  console.log(summary('entry', entries));
  console.log(summary('exit', exits));
  console.log(`  cycles/s ${(cycles / seconds).toFixed(0)}  exits with a coupon ${discounted} of ${cycles}`);
  console.log(summary('health', health));
} finally {
  await server.stop();
}
