#!/usr/bin/env node
// Going back to a cached tab: signs in as the merchant, opens two kept-alive lists (停车记录, where the
// account lands, and 临停订单), then switches between them through the visited tabs N times. Prints
// the median and p95 time from the click to the first paint that shows the kept page, the main
// thread's CPU time a return, and how many requests the returns fired (issue 13: none, painted
// within 50 ms). Needs Chromium (CHROMIUM_PATH or /usr/bin/chromium).
//   node bench/tab-return.mjs [--rounds 20]
/* global document, requestAnimationFrame -- page functions run in the browser */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { ensureBuilt } from '../scripts/build.mjs';
import { startServer } from './lib/server.mjs';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(executablePath)) {
  console.error(`未找到 Chromium（${executablePath}）/ Chromium not found`);
  process.exit(1);
}
const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 20;

const TABS = [
  { title: '停车记录', path: '/parking/record/list', region: '停车记录列表' },
  { title: '临停订单', path: '/parking-merchant/trade/payment', region: '临停订单列表' },
];

/**
 * Runs in the page: clicks the visited tab, then waits frame by frame until the kept page's list
 * region is visible again; the time is taken in the task right after that frame's paint (a message
 * posted from requestAnimationFrame is delivered once the frame has been presented).
 */
function clickAndTimePaint({ title, region }) {
  return new Promise((resolve, reject) => {
    const link = [...document.querySelectorAll('nav[aria-label="最近访问"] a')].find(
      (a) => a.textContent?.trim() === title,
    );
    if (!link) return reject(new Error(`no visited tab ${title}`));
    const target = document.querySelector(`[aria-label="${region}"]`);
    if (!target) return reject(new Error(`kept page ${region} is not in the document`));
    const start = performance.now();
    link.click();
    const afterPaint = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    };
    const check = () => (target.checkVisibility() ? afterPaint() : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

ensureBuilt({ quiet: true });
const server = await startServer();
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.getByLabel('账号').fill('merchant');
  await page.getByLabel('密码').fill('Console@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByRole('button', { name: /用户菜单/ }).waitFor({ timeout: 60_000 });

  // Open both lists once (停车记录 is where the account lands, 临停订单 is opened from the Ctrl+K palette)
  // and let each finish loading its rows and column settings.
  const loaded = (tab) =>
    page.waitForFunction((name) => {
      const region = document.querySelector(`[aria-label="${name}"]`);
      return region?.getAttribute('aria-busy') === 'false' && region.checkVisibility();
    }, tab.region);
  await page.waitForURL((url) => url.pathname === TABS[0].path);
  await loaded(TABS[0]);
  await page.keyboard.press('Control+K');
  await page.getByRole('combobox', { name: '搜索页面' }).fill(TABS[1].title);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === TABS[1].path);
  await loaded(TABS[1]);
  await page.waitForLoadState('networkidle');

  const requests = [];
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
  const times = [];
  // The renderer's main-thread CPU time too: on a shared machine, wall time also counts the time the
  // thread waited for a core, which varies from run to run more than the work does.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const threadTime = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value;
  const cpuBefore = await threadTime();
  for (let round = 0; round < rounds; round += 1) {
    for (const tab of [TABS[0], TABS[1]]) {
      times.push(await page.evaluate(clickAndTimePaint, tab));
      await page.waitForURL((url) => url.pathname === tab.path);
    }
  }
  const cpuPerReturn = (((await threadTime()) - cpuBefore) * 1000) / times.length;
  // Anything a return set off would be in flight by now.
  await page.waitForLoadState('networkidle');
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(
    `tab returns ${times.length}  median ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(Math.max(...times))}  main-thread CPU ${ms(cpuPerReturn)} a return  requests ${requests.length}`,
  );
  for (const request of requests.slice(0, 20)) console.log(`    ${request}`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
