import {
  activeMenuOf,
  canAccessRoute,
  findRoute,
  groupTabHref,
  groupTabs,
  ROUTE_CATALOGUE,
  type RouteMeta,
} from '@console/core';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { navigateInApp, shownBy } from '../support/navigation';
import { signIn } from '../support/sign-in';

/**
 * Smoke test: every screen of the catalogue a demo account may open renders without a thrown error,
 * a 5xx, an error notice or an untranslated label. One signed-in page per account walks its screens
 * through the router (no full reload). Each screen is walked once, by the narrowest account that may
 * open it (see shareOf), so ~330 screens cost one walk of each, not one per account that has them.
 */

// A trace snapshots the DOM at every step; over hundreds of screens it costs more than the screens.
test.use({ trace: 'off' });

/**
 * The accounts from the narrowest to the widest. A screen several may open is walked by the first:
 * the narrowest account is where a screen calling an API its permissions do not cover shows 无权 or a
 * 403 (the platform admin holds every code), and walking it again as each wider account cost half
 * the walk (702 screen visits for 331 distinct screens) for one more rendering with other rows.
 * Every partner, merchant and group screen is also one admin may open.
 */
const ACCOUNTS = ['merchant', 'group', 'partner', 'admin'] as const;
type Account = (typeof ACCOUNTS)[number];

/** How long one screen may take to settle before it counts as hanging. */
const ROUTE_TIMEOUT_MS = 8_000;

/**
 * The lot screens (the provider's 车场详情 tabs and forms, a group's 车场详情 tabs) need the lot in the
 * query; they get one of the account's parks, by the key each group names it with.
 */
const LOT_SCREENS = [
  { prefix: '/parking/manage/', group: 'parking-lot', key: 'g_park_uuid' },
  { prefix: '/group/parking/', group: 'group-parking', key: 'g_code' },
] as const;

interface Lot {
  uuid: string;
  name: string;
}

interface Visit {
  path: string;
  url: string;
  title: string;
}

/**
 * The screens to open directly: visible menu routes the account may open, the lot tabs with a real
 * lot, and the create forms (they need no row; a lot's forms get the lot). Details and edit forms
 * need a row id: the walk reaches them through a list's first row (see DRILL_DOWNS).
 */
function visitsFor(permissions: Set<string>, products: Set<string>, lot: Lot | undefined): Visit[] {
  const open = (route: RouteMeta) => route.auth === 'session' && canAccessRoute(route, permissions, products);
  const visits: Visit[] = [];
  for (const route of ROUTE_CATALOGUE) {
    if (!open(route) || route.path.includes(':')) continue;
    const visit = { path: route.path, url: route.path, title: route.title };
    const lotScreen = LOT_SCREENS.find((screen) => route.path.startsWith(screen.prefix));
    if (lotScreen) {
      if (lot && (route.group === lotScreen.group || route.type === 'add')) {
        const query = new URLSearchParams({ [lotScreen.key]: lot.uuid, park_name: lot.name });
        visits.push({ ...visit, url: `${route.path}?${query}` });
      }
    } else if (!route.hidden || (route.type === 'add' && !ofGroupObject(route))) visits.push(visit);
  }
  return visits;
}

/**
 * A form of a detail group's object (新建软件套餐 of a customer: its menu is the group's 客户软件 tab)
 * needs the object's query value, like the tab itself; opened bare it rightly says 不存在或无权查看.
 */
function ofGroupObject(route: RouteMeta): boolean {
  return route.activeMenu !== undefined && findRoute(route.activeMenu)?.route.group !== undefined;
}

/** What an account may open, as the server says: its codes, its products and one of its lots. */
interface Access {
  account: Account;
  permissions: Set<string>;
  products: Set<string>;
  lot: Lot | undefined;
}

async function accessOf(request: APIRequestContext, account: Account): Promise<Access> {
  const token = await apiToken(request, account);
  const me = await apiCall(request, token, 'GET', 'merchant/manager/whoami');
  const permissions = new Set<string>(String(me.permission).split(',').filter(Boolean));
  const products = new Set<string>(me.product as string[]);
  // Only an account that may list parks (a provider, or a group on its console) has lot screens.
  const listsParks = permissions.has('parking:park:list') || permissions.has('group:console:view');
  return { account, permissions, products, lot: listsParks ? await firstLot(request, token) : undefined };
}

function mayOpen(access: Access, route: RouteMeta): boolean {
  return route.auth === 'session' && canAccessRoute(route, access.permissions, access.products);
}

/**
 * The screens one account walks: those it would open directly that no narrower account would (see
 * ACCOUNTS), and the lists leading to hidden screens it may open (details, edit forms, audits,
 * reached through a list's first row) that no walk before it has reached: the narrower accounts'
 * rows may have no such action, or no row at all.
 */
function shareOf(account: Account, everyone: Access[], reached: ReadonlySet<string>): Visit[] {
  const direct = new Map(everyone.map((a) => [a.account, visitsFor(a.permissions, a.products, a.lot)]));
  const walker = new Map<string, Account>();
  for (const a of everyone)
    for (const visit of direct.get(a.account)!)
      if (!walker.has(visit.path)) walker.set(visit.path, a.account);
  const access = everyone.find((a) => a.account === account)!;
  const own = direct.get(account)!;
  const lists = new Set<string>();
  for (const route of ROUTE_CATALOGUE) {
    if (!route.hidden || walker.has(route.path) || reached.has(route.path) || !mayOpen(access, route))
      continue;
    lists.add(activeMenuOf(route));
  }
  return own.filter((visit) => walker.get(visit.path) === account || lists.has(visit.path));
}

/**
 * Texts that mean the screen failed. …不存在或无权查看 counts too: the only query we pass is a
 * real lot of the account, so "not found" there is a defect.
 */
const FAILURE_TEXTS = [
  '页面出错了',
  '加载失败',
  '页面资源加载失败',
  '不存在或无权查看',
  '用户无访问该页面的权限',
];

/**
 * UI chrome whose text is written by us, not data: headings, labels, buttons, column titles, tabs,
 * menus, empty states. Data cells (names, plates, e-mails, URLs) are not inspected.
 */
const CHROME_SELECTORS = [
  'th',
  '.ant-form-item-label',
  'button',
  '.ant-tabs-tab',
  '.ant-menu-title-content',
  '.ant-card-head-title',
  '.ant-descriptions-item-label',
  '.ant-result-title',
  '.ant-result-subtitle',
  '.ant-empty-description',
  '.ant-statistic-title',
  '.ant-breadcrumb',
  '.ant-select-selection-placeholder',
  '.ant-alert-message',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
].join(',');

/**
 * Latin words allowed in labels: abbreviations the Chinese product uses as such (AppID, API, VIP,
 * ETC, ...) and units. Anything else of three or more letters is reported as untranslated.
 */
const ALLOWED_LATIN = new Set(
  [
    'ID',
    'API',
    'APP',
    'App',
    'AppID',
    'AppKey',
    'AppSecret',
    'URL',
    'IP',
    'VIP',
    'ETC',
    'POS',
    'SDK',
    'OKR',
    'KR',
    'IoT',
    'SaaS',
    'OpenAPI',
    'Excel',
    'CSV',
    'XLSX',
    'PDF',
    'kWh',
    'kW',
    'QR',
    'LOGO',
    'Logo',
    'H5',
    'PC',
    'SN',
    'UUID',
    'uuid',
    'MAC',
    'SIM',
    'IMEI',
    'RSA',
    'MD5',
    'SHA',
    'HTTP',
    'HTTPS',
    // 广告计费与充电协议的行业缩写，中文产品照用原文
    'CPM',
    'CPC',
    'OCPP',
  ].map((w) => w.toLowerCase()),
);

interface Failure {
  account: string;
  path: string;
  kind: string;
  detail: string;
}

/** In-flight /api/ calls of the page, for "network idle" without waiting on the whole page. */
function trackApi(page: Page) {
  const inflight = new Set<object>();
  page.on('request', (r) => {
    if (r.url().includes('/api/')) inflight.add(r);
  });
  const done = (r: object) => inflight.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return inflight;
}

/** Settled: no visible spinner or skeleton and no /api/ call in flight, twice in a row 100 ms apart. */
async function waitSettled(page: Page, inflight: Set<object>, deadline: number): Promise<boolean> {
  let quietRounds = 0;
  while (Date.now() < deadline) {
    const busy = await page.evaluate(() => {
      const visible = (el: Element) => el.checkVisibility();
      return [...document.querySelectorAll('.ant-spin-spinning, .ant-skeleton')].some(visible);
    });
    if (!busy && inflight.size === 0) {
      quietRounds += 1;
      if (quietRounds >= 2) return true;
    } else quietRounds = 0;
    await page.waitForTimeout(100);
  }
  return false;
}

/** Visible failure notices and untranslated label words on the current screen. */
async function inspectScreen(page: Page) {
  return page.evaluate(
    ({ failureTexts, chrome }) => {
      const visible = (el: Element) => el.checkVisibility();
      const text = document.body.innerText;
      const notices = failureTexts.filter((t) => text.includes(t));
      const toasts = [...document.querySelectorAll('.ant-message-error, .ant-notification-notice-error')]
        .filter(visible)
        .map((el) => (el as HTMLElement).innerText.trim());
      const labels = new Set<string>();
      for (const el of document.querySelectorAll(chrome)) {
        if (!visible(el)) continue;
        const own = (el as HTMLElement).innerText.trim();
        if (own) labels.add(own);
      }
      const placeholders = [...document.querySelectorAll('input[placeholder], textarea[placeholder]')]
        .filter(visible)
        .map((el) => el.getAttribute('placeholder') ?? '');
      return { path: location.pathname, text, notices, toasts, labels: [...labels, ...placeholders] };
    },
    { failureTexts: FAILURE_TEXTS, chrome: CHROME_SELECTORS },
  );
}

/** Latin words of three or more letters that are not an allowed abbreviation or unit. */
function untranslatedWords(labels: string[]): string[] {
  const found = new Set<string>();
  for (const label of labels) {
    // Permission codes (account:role:list), parameter names (g_park_uuid), paths, URLs and e-mail
    // addresses are identifiers, not words.
    const prose = label.replace(/[\w.-]+(?::[\w.-]+)+|\w+_\w+|\S*[/@]\S*/g, ' ');
    for (const word of prose.match(/[A-Za-z][A-Za-z0-9]{2,}/g) ?? []) {
      if (/\d/.test(word)) continue; // codes and plates (粤B12345, H5, P-1001) carry digits
      if (!ALLOWED_LATIN.has(word.toLowerCase())) found.add(`${word}（${label.slice(0, 40)}）`);
    }
  }
  return [...found];
}

/**
 * The ways a list's first row leads to the hidden screens that need its id (antd spaces two-character
 * button labels, hence the \s*). Create forms need no row and are opened directly (see visitsFor).
 */
const DRILL_DOWNS = [
  { name: '详情', target: (page: Page) => firstRowAction(page, /^详\s*情$/) },
  { name: '编辑', target: (page: Page) => firstRowAction(page, /^编\s*辑$/) },
  // Row actions that open a screen of their own (审核 pages, a city's 车场, an activity's 授权).
  {
    name: '审核/授权/车场',
    target: (page: Page) => firstRowAction(page, /^(审\s*核|授\s*权|车\s*场|活动授权)$/),
  },
  // A cell that links to its row's screen (an announcement's title).
  { name: '链接', target: (page: Page) => firstRow(page).locator('a[href^="/"]').first() },
];

function firstRow(page: Page) {
  return page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true }).first();
}

function firstRowAction(page: Page, name: RegExp) {
  const row = firstRow(page);
  return row.getByRole('button', { name }).or(row.getByRole('link', { name })).first();
}

/**
 * Clicks the target if the screen has it and answers the URL it opened; undefined when there is no
 * such control or it opened a dialog instead (closed again with Escape, as a person would).
 */
async function clickThrough(page: Page, target: Locator): Promise<string | undefined> {
  if ((await target.count()) === 0) return undefined;
  const before = page.url();
  await target.click();
  await page.waitForURL((url) => url.href !== before, { timeout: 500 }).catch(() => undefined);
  if (page.url() !== before) return page.url();
  await page.keyboard.press('Escape');
  return undefined;
}

async function firstLot(request: Parameters<typeof apiToken>[0], token: string): Promise<Lot | undefined> {
  const parks = (await apiCall(request, token, 'GET', 'park/list?page_size=20')).row as {
    g_park_uuid: string;
    name: string;
  }[];
  const park = parks[0];
  return park && { uuid: park.g_park_uuid, name: park.name };
}

/** Timing and coverage go to the run's output on purpose: the brief asks for them to be printed. */
function say(text: string) {
  // eslint-disable-next-line no-console -- the one place this test reports, not a stray debug line
  console.log(text);
}

/**
 * One account's walk on its own page: opens each visit, drills into the first row of each list, and
 * answers what was wrong. `reached` collects the routes judged, across the accounts' walks.
 */
async function walkAs(page: Page, access: Access, visits: Visit[], reached: Set<string>) {
  const { account, permissions, products } = access;
  const begun = Date.now();
  const failures: Failure[] = [];
  let current = '(sign-in)';
  const fail = (kind: string, detail: string) => failures.push({ account, path: current, kind, detail });
  page.on('pageerror', (error) => fail('页面异常 pageerror', error.message));
  page.on('console', (msg) => {
    // The browser's own "Failed to load resource" line duplicates the response check below, which
    // judges the status itself; everything else logged as an error (React, our code) is a failure.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
      fail('控制台错误 console.error', msg.text().slice(0, 300));
    }
  });
  page.on('response', (res) => {
    if (!res.url().includes('/api/')) return;
    const status = res.status();
    if (status >= 500)
      fail(`接口 ${status}`, `${res.request().method()} ${res.url().replace(/^.*\/api\//, '/api/')}`);
  });
  const inflight = trackApi(page);

  /** Waits for the screen now shown to settle and records what is wrong with it. */
  async function judge(title: string) {
    const deadline = Date.now() + ROUTE_TIMEOUT_MS;
    // The URL changes at once, but the router renders the new location later (a transition; on a
    // loaded machine once more than 250 ms later): until the shell's current tab names this path,
    // the screen shown is still the one before, with nothing in flight, which looked "settled".
    if (!(await shownBy(page, deadline))) {
      fail('未打开 wrong screen', `${ROUTE_TIMEOUT_MS} ms 内未显示该地址的页面`);
      return;
    }
    if (!(await waitSettled(page, inflight, deadline))) {
      fail('超时 timeout', `${ROUTE_TIMEOUT_MS} ms 内未加载完成（仍有加载动画或接口未返回）`);
    }
    const screen = await inspectScreen(page);
    // Proof that the router really opened the screen: its title shows (breadcrumb or tab).
    if (!screen.text.includes(title)) fail('未打开 wrong screen', `${screen.path} 未显示「${title}」`);
    for (const notice of screen.notices) fail('错误提示 notice', notice);
    for (const toast of screen.toasts) fail('错误消息 toast', toast);
    for (const word of untranslatedWords(screen.labels)) fail('未翻译 English label', word);
  }

  await signIn(page, account);
  const seen = new Set(visits.map((v) => v.path));
  let count = 0;
  // Seconds spent on built screens and on 建设中 placeholders, apart: bench/suite-projection.mjs
  // prices the walk at 380 built screens from the built ones' average.
  const spent = { built: { n: 0, ms: 0 }, placeholder: { n: 0, ms: 0 } };
  let opening: { bucket: keyof typeof spent; at: number } | undefined;
  const startScreen = (path: string) => {
    const now = Date.now();
    if (opening) {
      spent[opening.bucket].n += 1;
      spent[opening.bucket].ms += now - opening.at;
    }
    opening = { bucket: findRoute(path)?.route.screen === undefined ? 'placeholder' : 'built', at: now };
  };
  const queue = [...visits];
  for (let visit = queue.shift(); visit; visit = queue.shift()) {
    current = visit.url;
    count += 1;
    startScreen(visit.path);
    await navigateInApp(page, visit.url);
    await judge(visit.title);
    // A list's 详情 / 编辑 open the hidden detail and form screens with a real id, and a
    // detail group's sibling tabs then get the same query, without guessing ids.
    let away = false;
    for (const drill of DRILL_DOWNS) {
      if (away) {
        await navigateInApp(page, visit.url);
        const deadline = Date.now() + ROUTE_TIMEOUT_MS;
        await shownBy(page, deadline);
        await waitSettled(page, inflight, deadline);
        away = false;
      }
      const opened = await clickThrough(page, drill.target(page));
      if (!opened) continue;
      away = true;
      const route = findRoute(new URL(opened).pathname)?.route;
      if (!route || seen.has(route.path) || reached.has(route.path)) continue;
      seen.add(route.path);
      current = `${visit.path} › ${drill.name} ${opened.replace(/^https?:\/\/[^/]+/, '')}`;
      count += 1;
      startScreen(route.path);
      await judge(route.title);
      const query = Object.fromEntries(new URL(opened).searchParams);
      for (const tab of route.group ? groupTabs(route.group, { permissions, products }) : []) {
        if (seen.has(tab.path) || reached.has(tab.path)) continue;
        seen.add(tab.path);
        queue.unshift({ path: tab.path, url: groupTabHref(tab.path, query), title: tab.title });
      }
    }
  }
  for (const path of seen) reached.add(path);

  startScreen('');
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  const each = ({ n, ms }: { n: number; ms: number }) => (n ? ms / n / 1000 : 0).toFixed(2);
  say(`${account}: ${count} screens in ${seconds} s`);
  say(
    `  built ${spent.built.n} at ${each(spent.built)} s each, 建设中 ${spent.placeholder.n} at ${each(spent.placeholder)} s each`,
  );
  return { failures, count };
}

// One test walks the accounts one after another, so that a hidden screen the narrower accounts'
// rows did not lead to is looked for again by the next wider one (see shareOf). The flows run on the
// other worker meanwhile.
test('every screen opens without an error, walked by the narrowest account that may open it', async ({
  browser,
  request,
  baseURL,
}) => {
  const everyone = await Promise.all(ACCOUNTS.map((a) => accessOf(request, a)));
  const reached = new Set<string>();
  // A bound for a hang, not a wait: each screen may take its ROUTE_TIMEOUT_MS, but a walk averages
  // about 1 s a screen on a loaded machine, and drill-downs add as many again. Set per account.
  let bound = 60_000;
  const report: string[] = [];
  for (const access of everyone) {
    const visits = shareOf(access.account, everyone, reached);
    bound += visits.length * 2_000;
    test.setTimeout(bound);
    await test.step(`${access.account} walks its ${visits.length} screens`, async () => {
      // A context of its own per account, as the page fixture would make (playwright.config.ts).
      const context = await browser.newContext({
        baseURL,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        reducedMotion: 'reduce',
      });
      try {
        const { failures, count } = await walkAs(await context.newPage(), access, visits, reached);
        if (failures.length > 0)
          report.push(
            `${access.account}: ${failures.length} problem(s) over ${count} screens\n` +
              failures.map((f) => `  ${decodeURIComponent(f.path)}\n      ${f.kind}: ${f.detail}`).join('\n'),
          );
      } finally {
        await context.close();
      }
    });
  }
  const unreached = ROUTE_CATALOGUE.filter(
    (r) => !reached.has(r.path) && everyone.some((a) => mayOpen(a, r)),
  );
  say(
    `not reached by any walk (they need a query, or no list row led to them): ${unreached.map((r) => r.path).join(', ')}`,
  );
  expect(report.length, report.join('\n')).toBe(0);
});
