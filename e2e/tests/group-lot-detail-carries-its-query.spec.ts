import { groupTabs, ROUTE_BY_PATH } from '@console/core';
import type { Page } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// The group's lot where every coupon tab has demo rows (seed-group-coupons.ts: both coupons are valid there).
const LOT_NAME = '华润城万象天地停车场';
const CONSOLE = '/group/console';

/** The shell shows `path` (its current 最近访问 tab links there) with the lot's query in that link. */
async function expectShown(page: Page, path: string, query: { g_code: string; park_name: string }) {
  const current = page.getByRole('navigation', { name: '最近访问' }).locator('a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', new RegExp(`^${path}\\?`));
  for (const href of [page.url(), `http://x${await current.getAttribute('href')}`]) {
    const url = new URL(href);
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get('g_code')).toBe(query.g_code);
    expect(url.searchParams.get('park_name')).toBe(query.park_name);
  }
}

test('a group lot’s detail group carries g_code and park_name across every tab and back from a detail', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'group');
  const me = await apiCall(request, token, 'GET', 'merchant/manager/whoami');
  const access = {
    permissions: new Set<string>(String(me.permission).split(',').filter(Boolean)),
    products: new Set<string>(me.product as string[]),
  };
  const parks = await apiCall(request, token, 'GET', 'park/list?page_index=1&page_size=20');
  const lot = (parks.row as { name: string; g_park_uuid: string }[]).find((row) => row.name === LOT_NAME);
  expect(lot, `${LOT_NAME} is one of the group's lots`).toBeDefined();
  const query = { g_code: lot!.g_park_uuid, park_name: lot!.name };
  const tabs = groupTabs('group-parking', access);
  expect(tabs.length).toBeGreaterThan(10);

  await signIn(page, 'group');
  if (ROUTE_BY_PATH.get(CONSOLE)?.screen) {
    // 项目概览 is built: each lot's card links into its detail group, as a group customer enters it.
    await page.goto(CONSOLE);
    const entry = page.locator(`a[href*="g_code=${encodeURIComponent(query.g_code)}"]`).first();
    await expect(entry, `项目概览 links into ${LOT_NAME}`).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(/\/group\/parking\//);
  } else {
    await page.goto(`/group/parking/car/month-card?${new URLSearchParams(query)}`);
  }
  const groupMenu = page.getByRole('menu', { name: '车场详情菜单' });
  await expect(groupMenu).toBeVisible();
  const lotHeading = page.getByRole('heading', { name: LOT_NAME, exact: true });

  for (const tab of tabs) {
    await groupMenu.getByRole('menuitem', { name: tab.title, exact: true }).click();
    await expectShown(page, tab.path, query);
    // A tab another part has not built yet shows 建设中; once built, it is held to the lot's name too.
    if (tab.screen) await expect(lotHeading, `${tab.title} shows its lot`).toBeVisible();
    else test.info().annotations.push({ type: '建设中', description: tab.path });
  }

  // 购券记录 › 详情 keeps the lot in the address, and 返回 lands on the same lot's tab.
  await groupMenu.getByRole('menuitem', { name: '购券记录', exact: true }).click();
  await expectShown(page, '/group/parking/coupon/purchase', query);
  const table = page.getByRole('region', { name: '购券记录列表' });
  const first = table.getByRole('row').filter({ hasText: '万象城免费停车 3 小时' }).first();
  await first.getByRole('button', { name: '详情' }).click();
  await expectShown(page, '/group/parking/coupon/purchase/detail', query);
  expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
  await expect(page.getByText('购券记录详情')).toBeVisible();
  // The shop bought it from the group (the list behind, kept alive, is hidden).
  await expect(
    page.getByRole('row', { name: /购券商户 万象城星巴克咖啡 售券商户 华润置地物业集团/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^返\s?回$/ }).click();
  await expectShown(page, '/group/parking/coupon/purchase', query);
  expect(new URL(page.url()).searchParams.has('id')).toBe(false);
  await expect(lotHeading).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '万象城免费停车 3 小时' }).first()).toBeVisible();
});
