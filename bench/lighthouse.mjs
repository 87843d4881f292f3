#!/usr/bin/env node
// Lighthouse performance of the sign-in page (/) in the system Chromium: 3 mobile and 3 desktop runs
// (override with --runs N), printing each run and the medians of score, transferred bytes (what
// Lighthouse counts: bodies plus headers), first contentful paint and total blocking time.
//   node bench/lighthouse.mjs [--runs 3] [--path /]
// Mobile is Lighthouse's default (Moto G power, slow 4G, 4x CPU slowdown, all simulated); desktop is
// its desktop preset. Runs one after another so they do not compete for the 2 cores.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from '../scripts/build.mjs';
import { root, startServer } from './lib/server.mjs';

const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromePath)) {
  console.error(`未找到 Chromium（${chromePath}）/ Chromium not found`);
  process.exit(1);
}
const argument = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const runs = Number(argument('runs', 3));
const pagePath = argument('path', '/');
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');
const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');

/** One Lighthouse run through its CLI (its own Chrome profile each time, so every run is cold). */
function lighthouse(url, formFactor) {
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance',
    `--chrome-flags=${chromeFlags}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err.slice(-2000)}`));
      const report = JSON.parse(out);
      if (report.runtimeError) return reject(new Error(report.runtimeError.message));
      const audit = (id) => report.audits[id]?.numericValue ?? NaN;
      resolve({
        score: Math.round(report.categories.performance.score * 100),
        bytes: audit('total-byte-weight'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
      });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n) => `${Math.round(n)} ms`;
const line = (label, r) =>
  `${label.padEnd(18)} score ${String(r.score).padStart(3)}  transferred ${kib(r.bytes).padStart(10)}  FCP ${ms(r.fcp).padStart(8)}  LCP ${ms(r.lcp).padStart(8)}  TBT ${ms(r.tbt).padStart(7)}`;

ensureBuilt({ quiet: true });
const server = await startServer();
try {
  const url = `${server.url}${pagePath}`;
  console.log(`Lighthouse ${url}, ${runs} runs per form factor`);
  for (const formFactor of ['mobile', 'desktop']) {
    const results = [];
    for (let i = 1; i <= runs; i += 1) {
      const result = await lighthouse(url, formFactor);
      results.push(result);
      console.log(line(`${formFactor} run ${i}`, result));
    }
    const med = Object.fromEntries(
      Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
    );
    console.log(line(`${formFactor} median`, med));
  }
} finally {
  await server.stop();
}
