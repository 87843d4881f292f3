import { expect, test } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { signIn } from '../support/sign-in';
import { openScreen } from '../support/navigation';

const yuan = (fen: number) => `￥${(fen / 100).toFixed(2)}`;

test('admin sets a lot’s gate timeout on its settings page and reads daily revenue with its totals row', async ({
  page,
  request,
}) => {
  // Two full page loads of lazy screens on a shared two-core machine.
  test.setTimeout(90_000);
  const admin = await apiToken(request, 'admin');
  const created = await apiCall(request, admin, 'POST', 'park/create', {
    name: `运行配置车场${String(Date.now()).slice(-5)}`,
    area_code: '440305',
    address: '深圳市南山区科技园南区 2 号',
    total_spaces: 60,
    charge_mode: 2,
  });
  const park = await apiCall(request, admin, 'GET', `park/detail?id=${created.id as number}`);
  const lot = `g_park_uuid=${park.g_park_uuid}&park_name=${encodeURIComponent(park.name)}`;

  await signIn(page, 'admin', { at: `/parking/manage/config/runtime?${lot}` });
  await expect(page.getByText('尚未保存，显示默认值')).toBeVisible();
  await expect(page.getByRole('row', { name: /开闸超时/ })).toContainText('15 秒');
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  const timeout = page.getByLabel('开闸超时');
  await timeout.fill('30');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByText(/上次保存/)).toBeVisible();
  await expect(page.getByRole('row', { name: /开闸超时/ })).toContainText('30 秒');
  const saved = await apiCall(
    request,
    admin,
    'GET',
    `parking/config/runtime/detail?park_id=${park.id as number}`,
  );
  expect(saved.value.gate_open_timeout).toBe(30);

  // The seeded lots' paid orders, summed per day and lot; the totals cover every match, not the page.
  const { totals, paging_header } = await apiCall(
    request,
    admin,
    'GET',
    'service/trade/revenue/list?page_size=20',
  );
  expect(paging_header.total_count).toBeGreaterThan(0);
  await openScreen(page, '/service/trade/revenue');
  const table = page.getByRole('region', { name: '营收统计列表' });
  const totalsRow = table.locator('.console-data-table-totals');
  await expect(totalsRow).toContainText('合计');
  await expect(totalsRow).toContainText(yuan(totals.paid_amount as number));
  await expect(totalsRow).toContainText(String(totals.order_count));
  await expect(table.getByText(`共 ${paging_header.total_count as number} 条`)).toBeVisible();
});
