import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn } from '../support/sign-in';

interface Park {
  id: number;
  name: string;
  g_park_uuid: string;
}

test('the group reads its lots’ orders across lots, then one lot’s records, abnormal passages and channels', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const group = await apiToken(request, 'group');
  const parks = (await apiCall(request, group, 'GET', 'park/list?page_size=200')).row as Park[];
  expect(parks.map((p) => p.name).sort()).toEqual([
    '华润城万象天地停车场',
    '华润大厦停车场',
    '深圳湾万象城停车场',
  ]);
  const lot = parks.find((p) => p.name === '华润大厦停车场')!;

  await signIn(page, 'group');

  // 临停订单 across the lots: the 车场 column names only the group's lots; 详情 opens in a drawer.
  await openScreen(page, '/group/trade/payment');
  const orders = page.getByRole('table').filter({ visible: true }).first();
  // A row of data, not the loading table's placeholder rows.
  await expect(orders.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const names = await orders.locator('tbody tr td').allInnerTexts();
  expect(names.some((text) => parks.some((p) => text.includes(p.name)))).toBe(true);
  await orders.getByRole('button', { name: '详情' }).first().click();
  await expect(page.getByText('临停订单详情')).toBeVisible();
  await expect(page.locator('.ant-drawer').getByText('车辆', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // One lot's 出入场记录, a record's detail and back with the lot's query kept.
  const lotQuery = `g_code=${lot.g_park_uuid}&park_name=${encodeURIComponent(lot.name)}`;
  await openScreen(page, `/group/parking/record/list?${lotQuery}`);
  const records = page.getByRole('table').filter({ visible: true }).first();
  await expect(records.getByRole('row').nth(1)).toBeVisible();
  await records.getByRole('button', { name: '详情' }).first().click();
  await expect(page).toHaveURL(/\/group\/parking\/record\/detail\?/);
  expect(new URL(page.url()).searchParams.get('g_code')).toBe(lot.g_park_uuid);
  await expect(page.getByText('停车记录详情')).toBeVisible();
  await page.getByRole('button', { name: /^返\s*回$/ }).click();
  await expect(page).toHaveURL(/\/group\/parking\/record\/list\?/);
  expect(new URL(page.url()).searchParams.get('g_code')).toBe(lot.g_park_uuid);

  // 异常通行 of the lot: the demo gives it a plate mismatch (and an overstay).
  await openScreen(page, `/group/parking/record/abnormal?${lotQuery}`);
  const abnormal = page.getByRole('table').filter({ visible: true }).first();
  await expect(abnormal.getByText('车牌不符').first()).toBeVisible();

  // 结算账户: the lot's payment channels, with no 编辑 for the group.
  await openScreen(page, `/group/parking/channel/account?${lotQuery}`);
  await expect(page.getByText(`支付渠道 · ${lot.name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /编\s*辑/ })).toHaveCount(0);
});
