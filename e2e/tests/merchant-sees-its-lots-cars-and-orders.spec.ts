import type { Page } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { addStandardCharge } from '../support/parking';
import { openScreen } from '../support/navigation';

interface Park {
  id: number;
  name: string;
  merchant_id: number;
}

/** Filters the current list by plate through its search form. */
async function searchPlate(page: Page, plate: string) {
  const form = page.locator('[aria-label="搜索条件"]').filter({ visible: true }).first();
  await form.getByLabel('车牌号').fill(plate);
  await form.getByRole('button', { name: /查\s*询/ }).click();
}

test('merchant sees only its own lots, a mocked car in 在场车辆, and the 临停订单 its rule prices', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await apiToken(request, 'admin');
  const merchant = await apiToken(request, 'merchant');

  // The platform sees every partner's parks; the merchant only its own.
  const everyPark = (await apiCall(request, admin, 'GET', 'park/list?page_size=200')).row as Park[];
  const ownParks = (await apiCall(request, merchant, 'GET', 'park/list?page_size=200')).row as Park[];
  const merchantId = ownParks[0]!.merchant_id;
  const foreign = everyPark.filter((park) => park.merchant_id !== merchantId);
  expect(ownParks.length).toBeGreaterThanOrEqual(3);
  expect(foreign.length).toBeGreaterThan(0);

  // A lot of the merchant's with a known rule: ¥5 per started hour after 15 free minutes.
  const name = `商户测试车场${Date.now() % 1_000_000}`;
  const created = await apiCall(request, admin, 'POST', 'park/create', {
    merchant_id: merchantId,
    name,
    area_code: '440304',
    address: '深圳市福田区深南大道6008号',
    total_spaces: 80,
    charge_mode: 1,
  });
  await addStandardCharge(request, admin, created.id);
  const plate = `粤B${10_000 + (Date.now() % 89_999)}`;
  const entry = await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
    park_id: created.id,
    plate,
    minutes_ago: 125,
  });
  expect(entry).toMatchObject({ admitted: true });

  await signIn(page, 'merchant', { at: '/parking-merchant/manage/parking' });
  // Every car listed stands in one of the merchant's lots, never another merchant's.
  const ownNames = new Set([...ownParks.map((park) => park.name), name]);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const shown = await rows.allInnerTexts();
  for (const text of shown)
    expect(
      [...ownNames].some((park) => text.includes(park)),
      text,
    ).toBe(true);
  for (const park of foreign) expect(shown.join('\n')).not.toContain(park.name);

  // The mocked car is found by its plate.
  await searchPlate(page, plate);
  const carRow = page.getByRole('row', { name: new RegExp(plate) });
  await expect(carRow).toBeVisible({ timeout: 30_000 });
  await expect(carRow).toContainText(name);

  // The exit prices 125 minutes as three started hours and leaves its order to pay later.
  const exit = await apiCall(request, admin, 'POST', 'devtool/parking/exit', { park_id: created.id, plate });
  expect(exit).toMatchObject({ fee: 1500, order_status: 0 });
  // The newest order heads the list (plate search sits under 更多条件 there).
  await openScreen(page, '/parking-merchant/trade/payment');
  const orderRow = page.getByRole('row', { name: new RegExp(plate) });
  await expect(orderRow).toBeVisible({ timeout: 30_000 });
  await expect(orderRow).toContainText('￥15.00');
  await expect(orderRow).toContainText(exit.order_no);

  // Gone from the lot.
  await page.goto('/parking-merchant/manage/parking');
  await searchPlate(page, plate);
  await expect(page.getByText('暂无数据').filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: new RegExp(plate) })).toHaveCount(0);
});
