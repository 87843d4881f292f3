#!/usr/bin/env node
// The OCPP central system under load: N simulated charge points (real OCPP 1.6-J clients over
// WebSocket, ocpp-rpc, HTTP Basic) connect to /ocpp/<identity> at once, boot, start a session and
// send MeterValues every 10 s, then stop it. Prints messages handled per second, p50/p99 latency of a
// call (sent to answered, as the charge point sees it) and the server's resident memory.
//   node bench/ocpp-charge-points.mjs [--points 500] [--seconds 60] [--interval 10]
import fs from 'node:fs';
import { RPCClient } from 'ocpp-rpc';
import { ensureBuilt } from '../scripts/build.mjs';
import { arg, startServer, signIn as signInAs } from './lib/server.mjs';

const points = Number(arg('points', '500'));
const seconds = Number(arg('seconds', '60'));
const interval = Number(arg('interval', '10'));
const PASSWORD = 'bench-cp-pass';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

const rssMb = (pid) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Number(line[1]) / 1024 : 0;
};

ensureBuilt({ quiet: true });
const server = await startServer();
console.log(`server up at ${server.url}`);
try {
  const signIn = (account) => signInAs(server.url, account);
  // The platform operator registers them (the demo merchant has no energy product).
  const token = await signIn('admin');

  const send = async (method, url, body) => {
    const res = await fetch(`${server.url}/api/${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json());
    if (res.code !== 1001 && res.code !== 1002) throw new Error(`${url}: ${res.code} ${res.message}`);
    return res.payload;
  };
  // One station of the operator with a time-of-use rule, made as 新建充电站 and 计费规则 make it.
  const station = await send('POST', 'energy/station/create', {
    name: '压测充电站',
    area_code: '440305',
    address: '深圳市南山区压测路1号',
    location: '22.52861,113.95377',
  });
  const stationId = Number(station.id);
  await send('PUT', 'energy/station/billing/update', {
    station_id: stationId,
    periods: [
      { start: '00:00', end: '08:00', energy_price: 3000, service_price: 4000 },
      { start: '08:00', end: '24:00', energy_price: 10000, service_price: 8000 },
    ],
  });

  console.log('station ready; registering charge points');
  // Registered through the API, as 设备管理's 新增 does (argon2 of each password on the server).
  const identities = Array.from({ length: points }, (_, i) => `BENCH-${String(i).padStart(4, '0')}`);
  for (let i = 0; i < identities.length; i += 8) {
    await Promise.all(
      identities.slice(i, i + 8).map(async (identity) => {
        const res = await fetch(`${server.url}/api/energy/device/create`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            station_id: Number(stationId),
            identity,
            name: identity,
            password: PASSWORD,
            connector_count: 1,
            max_power_w: 7000,
          }),
        }).then((r) => r.json());
        if (res.code !== 1001) throw new Error(`register ${identity}: ${res.code} ${res.message}`);
      }),
    );
  }

  const latencies = [];
  let calls = 0;
  const call = async (client, method, params) => {
    const t0 = performance.now();
    const answer = await client.call(method, params);
    latencies.push(performance.now() - t0);
    calls += 1;
    return answer;
  };
  const endpoint = `${server.url.replace('http', 'ws')}/ocpp`;

  const connectStarted = performance.now();
  const clients = await Promise.all(
    identities.map(async (identity) => {
      const client = new RPCClient({
        endpoint,
        identity,
        password: PASSWORD,
        protocols: ['ocpp1.6'],
        reconnect: false,
      });
      await client.connect();
      return client;
    }),
  );
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  console.log(`${points} charge points connected in ${connectSeconds.toFixed(1)} s (argon2 check of each)`);

  latencies.length = 0;
  calls = 0;
  let peakRss = rssMb(server.pid);
  const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.pid))), 1000);
  const started = performance.now();
  const deadline = Date.now() + seconds * 1000;
  const wh = (7000 * interval) / 3600;
  await Promise.all(
    clients.map(async (client, i) => {
      // Spread over the first interval, as real charge points are not in step.
      await new Promise((r) => setTimeout(r, (i / points) * interval * 1000));
      await call(client, 'BootNotification', { chargePointVendor: 'Bench', chargePointModel: 'B7' });
      await call(client, 'StatusNotification', { connectorId: 1, errorCode: 'NoError', status: 'Charging' });
      const tx = await call(client, 'StartTransaction', {
        connectorId: 1,
        idTag: 'BENCH',
        meterStart: 0,
        timestamp: new Date().toISOString(),
      });
      let meter = 0;
      while (Date.now() + interval * 1000 < deadline) {
        await new Promise((r) => setTimeout(r, interval * 1000));
        meter += Math.round(wh);
        await call(client, 'MeterValues', {
          connectorId: 1,
          transactionId: tx.transactionId,
          meterValue: [{ timestamp: new Date().toISOString(), sampledValue: [{ value: String(meter) }] }],
        });
      }
      await call(client, 'StopTransaction', {
        transactionId: tx.transactionId,
        meterStop: meter,
        timestamp: new Date().toISOString(),
      });
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(rssTimer);
  await Promise.all(clients.map((c) => c.close({ force: true })));

  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`SQLite, ${points} charge points, meter values every ${interval} s for ${seconds} s`);
  console.log(`  messages handled  ${calls} in ${elapsed.toFixed(1)} s = ${(calls / elapsed).toFixed(1)} /s`);
  console.log(
    `  call latency      p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`,
  );
  console.log(`  server RSS        peak ${peakRss.toFixed(0)} MB`);
} finally {
  await server.stop();
}
