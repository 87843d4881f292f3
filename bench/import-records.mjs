#!/usr/bin/env node
// Import of N 月卡车辆 rows from a GBK CSV through the real server and its job worker, as the import
// dialog does it: the template's columns (batch/rt/summary), a park the caller may choose
// (batch/rt/param/value), the two-step upload (storage/oss/token, storage/oss/upload), the batch
// (POST batch/batch, charset GBK), then batch/task/statistics polled until the batch is done.
// Prints the time from queue to 完成, rows/s, the server process's CPU time over the import (all
// threads; not changed by other load on the machine) and its peak RSS during the import (VmHWM,
// reset before it), beside its RSS before. Every 1,000th row is a bad plate and every 1,000th (offset
// 500) repeats the row above it, so the refused rows (bad cell, and 与已有数据重复 from the database's
// unique key) are checked too: the counts and the refused row numbers must be exactly those planted.
//   node bench/import-records.mjs [--rows 100000] [--letter A]
//   DATABASE_URL=postgres://... node bench/import-records.mjs
// Plates are 藏<letter><5 digits>; unless given, the letter is one whose plates the month-card list
// does not hold yet, so reruns on one PostgreSQL database never meet an earlier run's plates.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { ensureBuilt } from '../scripts/build.mjs';
import { arg, cpuMsOf, startServer } from './lib/server.mjs';

const rows = Number(arg('rows', '100000'));
if (!(rows >= 1 && rows <= 100_000)) throw new Error('--rows: 1 to 100000 (5 digits of plate serial)');
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
let letter = arg('letter', undefined);

/** GBK bytes of a string, from a reverse table built with the platform's own GBK decoder. */
function gbkEncoder() {
  const decoder = new TextDecoder('gbk');
  const table = new Map();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && ch !== '\uFFFD' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  return (text) => {
    const bytes = [];
    for (const ch of text) {
      const code = ch.charCodeAt(0);
      if (code < 0x80) bytes.push(code);
      else {
        const pair = table.get(ch);
        if (!pair) throw new Error(`not in GBK: ${ch}`);
        bytes.push(pair[0], pair[1]);
      }
    }
    return Buffer.from(bytes);
  };
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽强', '磊', '军', '洋', '勇', '艳', '杰', '娟涛', '明', '超'];
const COLORS = ['蓝', '黄', '绿', '1', '2'];
const CARDS = ['月卡', '季卡', '半年卡', '年卡'];

/**
 * The CSV text (header from the template) and the row numbers (header = row 1) that must be refused.
 * Column order follows the header the server gave, so the file is what its template asks for.
 */
function buildCsv(header) {
  const bad = new Set();
  const lines = [header.join(',')];
  let previous = '';
  for (let i = 0; i < rows; i++) {
    const rowNo = i + 2;
    let plate = `藏${letter}${String(i).padStart(5, '0')}`;
    if (i % 1000 === 999) {
      plate = `藏${letter}1`; // not a plate
      bad.add(rowNo);
    } else if (i % 1000 === 500) {
      plate = previous; // the row above again: the unique key refuses it
      bad.add(rowNo);
    }
    previous = plate;
    const cells = {
      车牌号: plate,
      车牌颜色: COLORS[i % COLORS.length],
      车主姓名: SURNAMES[i % SURNAMES.length] + GIVEN[i % GIVEN.length],
      车主电话: `13${String(800000000 + i).padStart(9, '0')}`,
      备注: i % 10 === 0 ? '地下二层' : '',
      卡类型: CARDS[i % CARDS.length],
      '单价（每单位）': i % 3 === 0 ? '300' : '288.50',
    };
    lines.push(header.map((label) => cells[label] ?? '').join(','));
  }
  return { text: `${lines.join('\r\n')}\r\n`, bad };
}

/**
 * On PostgreSQL on this machine, the CPU time its backends for the bench database have used so far
 * (the server's pool), from /proc: the database's own share of an import, which the server's CPU
 * time does not include. Undefined when it cannot be read.
 */
async function postgresCpuMs(url) {
  if (!url) return undefined;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: found } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    let total = 0;
    for (const { pid } of found) {
      try {
        total += cpuMsOf(pid);
      } catch {
        return undefined; // another machine, or a backend that just left
      }
    }
    return total;
  } finally {
    await client.end();
  }
}

ensureBuilt({ quiet: true });
const server = await startServer();
const kib = (line) => Number(/(\d+)\s*kB/.exec(line)?.[1] ?? 0);
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n');
  return {
    rss: kib(status.find((l) => l.startsWith('VmRSS')) ?? '') / 1024,
    peak: kib(status.find((l) => l.startsWith('VmHWM')) ?? '') / 1024,
  };
}
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
    body: JSON.stringify({ account: 'merchant', password: 'Console@2026' }),
  }).then((r) => r.json());
  const token = login.payload.access_token.value;
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const call = async (url, init = {}) => {
    const answer = await fetch(`${server.url}/api/${url}`, { headers: auth, ...init }).then((r) => r.json());
    if (answer.code !== 1001) throw new Error(`${url}: ${JSON.stringify(answer)}`);
    return answer.payload;
  };
  const uuid = 'parking/month-card';
  const summary = await call(`batch/rt/summary?uuid=${encodeURIComponent(uuid)}`);
  const parks = await call(`batch/rt/param/value?uuid=${encodeURIComponent(uuid)}&key=park_id`);
  const park = parks.row[0];

  // A letter no earlier run on this database used (the month-card list, plate prefix 藏<letter>).
  if (!letter) {
    const free = [];
    for (const candidate of LETTERS) {
      const page = await call(
        `parking/month-card/list?page_index=1&page_size=20&plate=${encodeURIComponent(`藏${candidate}`)}`,
      );
      if (page.paging_header.total_count === 0) free.push(candidate);
    }
    if (free.length === 0) throw new Error('every 藏<letter> plate range is used: take a fresh database');
    letter = free[crypto.randomInt(free.length)];
  }
  const { text, bad } = buildCsv(summary.columns);
  const file = gbkEncoder()(text);
  const hash = crypto.createHash('sha256').update(file).digest('hex');
  const { token: uploadToken } = await call(
    `storage/oss/token?namespace=default&hash=${hash}&ext=csv&kind=document`,
  );
  const form = new FormData();
  form.append('token', uploadToken);
  form.append('file', new Blob([file], { type: 'text/csv' }), 'month-cards.csv');
  const uploaded = await fetch(`${server.url}/api/storage/oss/upload`, {
    method: 'POST',
    headers: auth,
    body: form,
  }).then((r) => r.json());
  if (uploaded.code !== 1001) throw new Error(`upload: ${JSON.stringify(uploaded)}`);

  console.log(
    `数据库 / database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; ${summary.name} into ${park.name}; ` +
      `${rows.toLocaleString('en')} rows (${bad.size} planted bad), GBK CSV ${(file.length / 1048576).toFixed(2)} MB; ` +
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
  const reset = resetPeak(server.pid);
  const before = memoryOf(server.pid);
  const cpuBefore = cpuMsOf(server.pid);
  const pgBefore = await postgresCpuMs(process.env.DATABASE_URL);
  const started = Date.now();
  const { batch_no } = await call('batch/batch', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      rt_uuid: uuid,
      file_url: uploaded.link,
      charset: 'GBK',
      params: [{ key: 'park_id', value: park.value }],
    }),
  });
  let stats;
  let lastShown = 0;
  for (;;) {
    stats = await call(`batch/task/statistics?batch_no=${batch_no}`);
    if (stats.status !== 0 && stats.status !== 1) break;
    if (Date.now() - lastShown > 5000) {
      lastShown = Date.now();
      process.stdout.write(`  ${((Date.now() - started) / 1000).toFixed(0)} s: ${stats.progress}%\n`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (Date.now() - started) / 1000;
  // The server's own CPU (all its threads) over the import: other processes' load does not count.
  const cpuSeconds = (cpuMsOf(server.pid) - cpuBefore) / 1000;
  const pgAfter = await postgresCpuMs(process.env.DATABASE_URL);
  const pgCpu =
    pgBefore !== undefined && pgAfter !== undefined
      ? `  PostgreSQL CPU ${((pgAfter - pgBefore) / 1000).toFixed(1)} s`
      : '';
  const after = memoryOf(server.pid);
  const batch = await call(`batch/batch?batch_no=${batch_no}`);
  if (stats.status !== 2) throw new Error(`import ended with status ${stats.status}: ${batch.error}`);

  // The refused rows as the 下载失败行 file lists them: exactly the planted ones?
  const refused = await fetch(`${server.url}/api/batch/task/download?batch_no=${batch_no}`, { headers: auth })
    .then((r) => r.text())
    .then((csv) =>
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => Number(line.split(',')[0])),
    );
  const same = refused.length === bad.size && refused.every((n) => bad.has(n));
  const mib = (n) => `${n.toFixed(0)} MB`;
  console.log(
    `IMPORT ${rows.toLocaleString('en').padStart(8)} 行 rows  ${seconds.toFixed(1).padStart(6)} s  ` +
      `${Math.round(rows / seconds)
        .toLocaleString('en')
        .padStart(7)} rows/s  ` +
      `server CPU ${cpuSeconds.toFixed(1)} s${pgCpu}  written ${Number(batch.ok_count).toLocaleString('en')}, refused ${Number(batch.error_count).toLocaleString('en')}` +
      `  server RSS before ${mib(before.rss)}, peak ${mib(after.peak)}${reset ? '' : ' (peak since start)'}` +
      (same && Number(batch.ok_count) === rows - bad.size
        ? ' (refused rows as planted)'
        : ` (refused rows differ from the ${bad.size} planted!)`),
  );
} finally {
  await server.stop();
}
