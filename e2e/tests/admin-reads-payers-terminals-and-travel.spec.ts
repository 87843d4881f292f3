import { expect, test } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { signIn } from '../support/sign-in';
import { openScreen } from '../support/navigation';

test('admin opens a payer’s info and payments, a terminal’s detail and the travel charts', async ({
  page,
  request,
}) => {
  // Four lazy screens and ECharts on a shared two-core machine.
  test.setTimeout(300_000);
  const admin = await apiToken(request, 'admin');
  // The seeded ledger has payers.
  const users = await apiCall(request, admin, 'GET', 'base/services/user/list?page_size=20');
  expect(users.paging_header.total_count).toBeGreaterThan(0);

  await signIn(page, 'admin', { at: '/base/services/user/list' });
  const list = page.getByRole('region', { name: '用户列表' });
  const row = list
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: '详情' }) })
    .first();
  const identity = (await row.getByRole('cell').first().innerText()).trim();
  await row.getByRole('button', { name: '详情' }).click();

  await expect(page).toHaveURL(/\/base\/services\/user\/detail\/info\?identity=/);
  await expect(page.getByText('支付概况')).toBeVisible();
  await expect(page.getByRole('heading', { name: identity })).toBeVisible();

  await page.getByRole('menuitem', { name: '支付记录' }).click();
  await expect(page).toHaveURL(/\/base\/services\/user\/detail\/payment\/list\?identity=/);
  const payments = page.getByRole('region', { name: '用户支付记录列表' });
  await expect(payments.locator('.console-data-table-totals')).toContainText('合计');
  const payment = payments
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: '详情' }) })
    .first();
  const tradeNo = (await payment.getByRole('cell').first().innerText()).trim();
  await payment.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/base\/services\/user\/detail\/payment\/detail\?/);
  await expect(page.getByText('支付信息')).toBeVisible();
  // The list stays mounted, hidden, behind the detail's tab: the number meant is the one shown.
  await expect(page.getByText(tradeNo).filter({ visible: true })).toBeVisible();

  // Terminals: the seeded lot devices and charge points, one opened.
  await openScreen(page, '/base/services/iot/agent/list');
  const terminals = page.getByRole('region', { name: '终端列表' });
  const terminal = terminals
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: '详情' }) })
    .first();
  const sn = (await terminal.getByRole('cell').first().innerText()).trim();
  await terminal.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/base\/services\/iot\/agent\/detail\?source=/);
  await expect(page.getByText('运行状态')).toBeVisible();
  await expect(page.getByText(sn, { exact: true }).filter({ visible: true })).toBeVisible();

  // Travel: the seeded stays of the last 7 days, drawn.
  await openScreen(page, '/base/services/travel');
  for (const chart of ['各时段入场与出场车次', '各城市出行车次占比', '各车场出行车次']) {
    await expect(page.getByRole('img', { name: chart }).locator('canvas')).toBeVisible();
  }
  await expect(page.getByText('所选日期内暂无出行')).toHaveCount(0);
});
