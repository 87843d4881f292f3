#!/usr/bin/env node
// What one app build costs: the server tests build the real app on a fresh database for every
// test file (about 90 files, on SQLite and again on PostgreSQL), so its cost is paid ~180 times a run.
// Builds the app N times in this process on in-memory SQLite and prints migrate and build+ready
// times: the first build compiles the request validators, later ones take them from the
// process-wide cache (apps/server/src/http/shared-validators.ts).
//   node bench/app-build.mjs [--builds 5]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/build.mjs';
import { arg } from './lib/server.mjs';

const builds = Number(arg('builds', '5'));
ensureBuilt({ quiet: true });
const dist = new URL('../apps/server/dist/', import.meta.url);
const { openDatabase } = await import(new URL('db/database.js', dist).href);
const { migrateToLatest } = await import(new URL('db/migrate.js', dist).href);
const { buildApp } = await import(new URL('app.js', dist).href);
const { loadConfig } = await import(new URL('config.js', dist).href);

const ms = (from) => (performance.now() - from).toFixed(0).padStart(6);
console.log(`app builds in one process (in-memory SQLite), ${builds} times`);
for (let i = 1; i <= builds; i += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-app-'));
  const started = performance.now();
  const database = openDatabase({ kind: 'sqlite', location: ':memory:' });
  await migrateToLatest(database.db, database.kind);
  const migrated = performance.now();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    JOB_WORKER: 'off',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  console.log(`  build ${i}  migrate ${ms(started)} ms  build+ready ${ms(migrated)} ms`);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
