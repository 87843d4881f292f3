#!/usr/bin/env node
// The HTTP ceiling: requests/s and p50/p99 latency of GET /api/health (one tiny query) under load.
// Later benchmarks print their figures beside this one as ratios.
//   node bench/health.mjs [--connections 50] [--duration 10]
import autocannon from 'autocannon';
import { ensureBuilt } from '../scripts/build.mjs';
import { arg, startServer } from './lib/server.mjs';

const connections = Number(arg('connections', '50'));
const duration = Number(arg('duration', '10'));

ensureBuilt({ quiet: true });
const server = await startServer();
try {
  const result = await autocannon({ url: `${server.url}/api/health`, connections, duration });
  const { requests, latency, non2xx, errors } = result;
  console.log(`GET /api/health  connections=${connections} duration=${duration}s  (SQLite, one process)`);
  console.log(`  requests/s  avg ${requests.average.toFixed(0)}  (total ${requests.total})`);
  console.log(`  latency ms  p50 ${latency.p50}  p99 ${latency.p99}  max ${latency.max}`);
  console.log(`  non-2xx ${non2xx}  errors ${errors}`);
} finally {
  await server.stop();
}
