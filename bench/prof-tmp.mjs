import { startServer } from './lib/server.mjs';
import path from 'node:path';
const n = Number(process.argv[2] ?? 1500);
const server = await startServer({ SERVER_TIMING: 'off', ...(process.env.DATABASE_URL ? {} : { DATA_DIR: path.resolve('/tmp/wt-lists/b1m') }), NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=/tmp/wt-lists/prof/${process.env.TAG}` });
const login = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'merchant', password: 'Console@2026' }) }).then((r) => r.json());
const token = login.payload.access_token.value;
const url = `${server.url}/api/parking/record/list?page_size=20&park_id=1&entry_time_start=1795545735&entry_time_end=1795632135&plate=${encodeURIComponent('粤B')}`;
const t0 = Date.now();
for (let i = 0; i < n; i++) { const r = await fetch(url, { headers: { authorization: `Bearer ${token}` } }); await r.arrayBuffer(); }
console.log('ms/req', (Date.now() - t0) / n);
await server.stop();
