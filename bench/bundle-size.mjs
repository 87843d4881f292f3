#!/usr/bin/env node
// Bytes on the wire (compressed as served: br where the build wrote a copy) a browser downloads for
// the sign-in page, and then for the first page after signing in as each demo account, with a cold
// cache. Needs Chromium (CHROMIUM_PATH or /usr/bin/chromium).
//   node bench/bundle-size.mjs [--largest 10]   (also list the largest responses of each page)
/* global document -- the wait function runs in the browser */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { ensureBuilt } from '../scripts/build.mjs';
import { startServer } from './lib/server.mjs';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(executablePath)) {
  console.error(`未找到 Chromium（${executablePath}）/ Chromium not found`);
  process.exit(1);
}
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const largestAt = process.argv.indexOf('--largest');
const largest = largestAt > 0 ? Number(process.argv[largestAt + 1] || 10) : 0;

/**
 * Sums the encoded (compressed) body bytes of every response, per resource kind. After sign-in it also
 * sums what arrived once the console document was asked for (`afterDocument`): the sign-in page
 * fetches its sealing crypto and the route catalogue while the user types, and those bytes count in
 * the total but are not the console page's own.
 */
function meter(page) {
  const totals = {
    script: 0,
    stylesheet: 0,
    document: 0,
    fetch: 0,
    other: 0,
    requests: 0,
    files: [],
    afterDocument: 0,
  };
  const sentAfterDocument = new WeakSet();
  let documentAsked = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentAsked = true;
    if (documentAsked) sentAfterDocument.add(request);
  });
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => undefined);
    if (!sizes) return;
    const type = request.resourceType();
    const key = type === 'xhr' ? 'fetch' : type in totals ? type : 'other';
    totals[key] += sizes.responseBodySize;
    totals.requests += 1;
    if (sentAfterDocument.has(request)) totals.afterDocument += sizes.responseBodySize;
    totals.files.push([sizes.responseBodySize, new URL(request.url()).pathname]);
  });
  return totals;
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
function report(label, t) {
  const total = t.script + t.stylesheet + t.document + t.fetch + t.other;
  console.log(
    `${label.padEnd(28)} total ${kib(total).padStart(10)}  js ${kib(t.script).padStart(10)}  api ${kib(t.fetch).padStart(8)}  html ${kib(t.document).padStart(7)}  requests ${t.requests}`,
  );
  if (label.startsWith('first page')) {
    console.log(
      `${''.padEnd(28)} of which from the console document on ${kib(t.afterDocument)}, while signing in ${kib(total - t.afterDocument)}`,
    );
  }
  for (const [bytes, path] of t.files.sort((a, b) => b[0] - a[0]).slice(0, largest)) {
    console.log(`    ${kib(bytes).padStart(10)}  ${path}`);
  }
}

/**
 * The first page has arrived: its lazily loaded chunks and its data, not only the shell. Playwright's
 * networkidle can resolve from a quiet moment before the page's own chunks were asked for, so this
 * waits for the page content (no loading spinner, nothing busy in the main area) and then for a
 * second without any request in flight.
 */
async function pageSettled(page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('[role="main"]');
    return (
      main !== null &&
      main.querySelector('.ant-spin-spinning, [aria-busy="true"]') === null &&
      (main.textContent ?? '').trim().length > 0
    );
  });
  let inFlight = 0;
  let quietSince = Date.now();
  const started = () => (inFlight += 1);
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  while (inFlight > 0 || Date.now() - quietSince < 1000) await page.waitForTimeout(100);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}

ensureBuilt({ quiet: true });
const server = await startServer();
const browser = await chromium.launch({ executablePath, args });
try {
  for (const account of ['admin', 'merchant', 'clerk']) {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    let totals = meter(page);
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    if (account === 'admin') report('sign-in page (cold)', totals);
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');
    totals = meter(page);
    await page.getByLabel('账号').fill(account);
    await page.getByLabel('密码').fill('Console@2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByRole('button', { name: /用户菜单/ }).waitFor();
    await pageSettled(page);
    report(`first page after sign-in (${account})`, totals);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
