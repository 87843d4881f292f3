#!/usr/bin/env node
// Export of N parking records to CSV and to XLSX through the real server: POST parking/record/export
// as the platform account (every record in scope), then the report centre is polled until the task
// is done. Prints, per format: time from queue to done, rows/s, file size, and the server's peak RSS
// during that export (VmHWM, reset before each run), beside its RSS before it, and the CPU time the
// server process spent (all threads; what other load on the machine does not change). The file is then
// downloaded and its rows counted against the task's.
//   node bench/export-records.mjs --records 1000000        (seeds a throwaway SQLite folder first)
//   node bench/export-records.mjs --data-dir DIR            (a folder seeded with `npm run seed -- --records N`)
//   DATABASE_URL=postgres://... node bench/export-records.mjs --records N
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/build.mjs';
import { arg, cpuMsOf, root, startServer } from './lib/server.mjs';

const records = Number(arg('records', '100000'));
const given = arg('data-dir', undefined);
const formats = (arg('formats', 'csv,xlsx') ?? '').split(',');

ensureBuilt({ quiet: true });
const dataDir = given ? path.resolve(given) : fs.mkdtempSync(path.join(os.tmpdir(), 'console-export-'));
if (!given) {
  console.log(
    `写入 ${records.toLocaleString('en')} 条停车记录 / seeding ${records.toLocaleString('en')} records ...`,
  );
  execFileSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/main.js'), '--seed-only', '--records', String(records)],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

const server = await startServer({ DATA_DIR: dataDir });
const kib = (line) => Number(/(\d+)\s*kB/.exec(line)?.[1] ?? 0);
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n');
  return {
    rss: kib(status.find((l) => l.startsWith('VmRSS')) ?? '') / 1024,
    peak: kib(status.find((l) => l.startsWith('VmHWM')) ?? '') / 1024,
  };
}
/** Resets the peak RSS the kernel keeps for the server (Linux: 5 to clear_refs). */
function resetPeak(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

try {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Console@2026' }),
  }).then((r) => r.json());
  const headers = {
    authorization: `Bearer ${login.payload.access_token.value}`,
    'content-type': 'application/json',
  };
  const mib = (n) => `${n.toFixed(0)} MB`;
  console.log(
    `数据库 / database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  for (const format of formats) {
    const reset = resetPeak(server.pid);
    const before = memoryOf(server.pid);
    const cpuBefore = cpuMsOf(server.pid);
    const started = Date.now();
    const queued = await fetch(`${server.url}/api/parking/record/export`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ format }),
    }).then((r) => r.json());
    if (queued.code !== 1001) throw new Error(`export refused: ${JSON.stringify(queued)}`);
    const id = queued.payload.task_id;
    let task;
    for (;;) {
      const list = await fetch(`${server.url}/api/report/list?page_index=1&page_size=20`, { headers }).then(
        (r) => r.json(),
      );
      if (list.code !== 1001) throw new Error(`report list failed: ${JSON.stringify(list)}`);
      task = list.payload.row.find((row) => row.id === id);
      if (task.status === 2 || task.status === -1) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    // The server's own CPU (all its threads) over the export: other processes' load does not count.
    const cpuSeconds = (cpuMsOf(server.pid) - cpuBefore) / 1000;
    const after = memoryOf(server.pid);
    if (task.status !== 2) throw new Error(`export failed: ${task.error}`);
    const file = await fetch(`${server.url}${task.download_url}`, { headers });
    const bytes = Buffer.from(await file.arrayBuffer());
    let counted = '';
    if (format === 'csv') {
      let lines = 0;
      for (const byte of bytes) if (byte === 10) lines += 1;
      counted =
        lines - 1 === task.row_count
          ? ' (文件行数一致 / file rows match)'
          : ` (文件 ${lines - 1} 行！/ file has ${lines - 1} rows!)`;
    }
    console.log(
      `${format.toUpperCase().padEnd(5)} ${task.row_count.toLocaleString('en').padStart(10)} 行 rows  ${seconds.toFixed(1).padStart(6)} s  ` +
        `${Math.round(task.row_count / seconds)
          .toLocaleString('en')
          .padStart(8)} rows/s  ` +
        `server CPU ${cpuSeconds.toFixed(1)} s  file ${(bytes.length / 1048576).toFixed(1)} MB  server RSS before ${mib(before.rss)}, peak ${mib(after.peak)}${reset ? '' : ' (peak since start)'}${counted}`,
    );
  }
} finally {
  await server.stop();
  if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
}
