#!/usr/bin/env node
// What one browser test's context costs Chromium: a new context signs in as admin through the form,
// waits for the console's first page and closes, N times. Prints Chromium's CPU time per context by
// process type (browser, renderer, GPU, network and others), read from /proc (Linux), in turns for
// Debian's chromium through the launcher the browser tests once used (e2e/support/chromium.sh), the
// same through Playwright's own switches alone, and Debian's chromium-headless-shell (the old headless
// mode as a program of its own, which the browser tests use). Needs /usr/bin/chromium; the headless
// shell is measured when it is installed.
//   node bench/browser-context-cost.mjs [--contexts 10] [--turns 2]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBuilt } from '../scripts/build.mjs';
import { arg, cpuMsOf, root, startServer } from './lib/server.mjs';

const system = '/usr/bin/chromium';
const shell = '/usr/bin/chromium-headless-shell';
if (!fs.existsSync(system) || !fs.existsSync('/proc/self/stat')) {
  console.error(`需要 Linux 与 Chromium（${system}）/ needs Linux and Chromium`);
  process.exit(1);
}
const contexts = Number(arg('contexts', 10));
const turns = Number(arg('turns', 2));
const LAUNCHERS = {
  'chromium via chromium.sh': {
    executablePath: path.join(root, 'e2e/support/chromium.sh'),
    env: { CHROMIUM_PATH: system },
  },
  'chromium, switches only': { executablePath: system },
  ...(fs.existsSync(shell) && { 'chromium-headless-shell': { executablePath: shell } }),
};
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

/** CPU time (ms) of Chromium's processes, with each one's type, at this moment. */
function chromiumTicks() {
  const byPid = new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      // Chromium's own binaries (the launchers exec them; its crash handler is another program). The
      // headless shell's network service runs as /proc/self/exe.
      const program = command.split(/[\0 ]/)[0];
      if (!/\/chromium(-headless-shell)?$/.test(program) && program !== '/proc/self/exe') continue;
      const type = command.match(/--type=([a-z-]+)/)?.[1] ?? 'browser';
      byPid.set(pid, { type, ms: cpuMsOf(pid) });
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid;
}

/**
 * Sums each process's time as it goes: a context's renderers end with it, so their time is read
 * from the last sample before they went (every 50 ms).
 */
function cpuMeter() {
  const spent = {};
  let last = chromiumTicks();
  const sample = () => {
    const now = chromiumTicks();
    for (const [pid, { type, ms }] of now) {
      const before = last.get(pid)?.ms ?? 0;
      spent[type] = (spent[type] ?? 0) + Math.max(0, ms - before);
    }
    last = now;
  };
  const timer = setInterval(sample, 50);
  return {
    reset() {
      sample();
      for (const type of Object.keys(spent)) spent[type] = 0;
    },
    stop() {
      clearInterval(timer);
      sample();
      return spent;
    },
  };
}

async function measure({ executablePath, env }, url) {
  const browser = await chromium.launch({ executablePath, env: { ...process.env, ...env }, args: ARGS });
  const meter = cpuMeter();
  try {
    // The first context warms the server and the disk cache, and is not counted.
    for (let n = 0; n <= contexts; n += 1) {
      if (n === 1) meter.reset();
      const context = await browser.newContext({ locale: 'zh-CN', reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(url);
      await page.getByLabel('账号').fill('admin');
      await page.getByLabel('密码').fill('Console@2026');
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await page.getByRole('button', { name: /用户菜单/ }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return meter.stop();
}

ensureBuilt({ quiet: true });
const server = await startServer();
try {
  for (let turn = 1; turn <= turns; turn += 1) {
    for (const [name, launcher] of Object.entries(LAUNCHERS)) {
      const spent = await measure(launcher, `${server.url}/`);
      const per = (ms) => Math.round(ms / contexts);
      const total = Object.values(spent).reduce((sum, ms) => sum + ms, 0);
      const parts = Object.entries(spent)
        .sort((a, b) => b[1] - a[1])
        .map(([type, ms]) => `${type} ${per(ms)}`)
        .join(', ');
      console.log(`${name.padEnd(26)} Chromium CPU ${per(total)} ms a context (${parts})`);
    }
  }
} finally {
  await server.stop();
}
