import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('clicking an unread message marks it read and opens its link in a new tab', async ({
  page,
  context,
}) => {
  await signIn(page, 'merchant');
  const bell = page.getByRole('button', { name: '消息中心' });
  await expect(bell).toBeVisible();
  const badge = page.locator('.ant-badge-count').first();
  // The demo seeds 8 unread messages; specs that ran before on this server may have added theirs
  // (an issued invoice notifies its payer), so the check is one fewer after reading one.
  await expect(badge).toHaveText(/^\d+$/);
  const unread = Number(await badge.textContent());
  expect(unread).toBeGreaterThanOrEqual(8);

  await bell.click();
  const drawer = page.getByRole('dialog').filter({ hasText: '消息中心' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('switch').click();
  const first = drawer.getByRole('listitem').first();
  await expect(first).toBeVisible();

  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    first.getByRole('button').first().click(),
  ]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toMatch(/^\/(parking-merchant|account|base|invoice)\//);
  await expect(badge).toHaveText(String(unread - 1));
});

test('the announcements tab shows five and offers 查看更多', async ({ page }) => {
  await signIn(page, 'merchant');
  await page.getByRole('button', { name: '消息中心' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '消息中心' });
  await drawer.getByText('平台公告', { exact: true }).click();
  await expect(drawer.getByRole('listitem')).toHaveCount(5);
  await drawer.getByRole('link', { name: '查看更多' }).click();
  await expect(page).toHaveURL(/\/base\/services\/announcement\/merchant\/notice\/list$/);
  // The demo's six notices a merchant may read are listed (a spec that ran before on this server may
  // have published more); the one for 服务商 only and the one scheduled for tomorrow are not.
  const table = page.locator('.ant-table').filter({ visible: true });
  for (const title of [
    '关于春节期间停车费结算时间调整的通知',
    '新能源车牌识别规则升级说明',
    '平台支付通道例行维护公告',
    '电子发票开具流程优化',
    '商户停车券核销规则变更',
    '数据大屏新增车位利用率指标',
  ]) {
    await expect(table.getByText(title)).toBeVisible();
  }
  await expect(table.getByText('服务商分账结算周期说明')).toHaveCount(0);
  await expect(table.getByText('平台服务协议更新预告')).toHaveCount(0);
});
