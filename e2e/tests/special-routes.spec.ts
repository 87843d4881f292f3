import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn } from '../support/sign-in';

test('/redirect/<path> re-enters <path>', async ({ page }) => {
  await signIn(page, 'clerk');
  await page.goto('/redirect/parking/record/list?from=tab');
  await expect(page).toHaveURL(/\/parking\/record\/list\?from=tab$/);
});

test('pages under /external open without signing in', async ({ page }) => {
  // Without its single-purpose link the page says so, on the page itself: no sign-in is asked.
  await page.goto('/external/payment/channel/config');
  await expect(page).toHaveURL(/\/external\/payment\/channel\/config$/);
  await expect(page.getByText('链接无效，请向服务商索取新的链接')).toBeVisible();
});

test('/development/info shows the build, and the error log lists uncaught errors', async ({ page }) => {
  await page.goto('/development/info');
  await expect(page.getByText('开发信息')).toBeVisible();
  await expect(page.getByText('0.1.0')).toBeVisible();
  await page.goto('/development/error-log');
  await expect(page.getByText('错误日志（最近 50 条）')).toBeVisible();
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('测试用的未处理错误')), 0));
  await expect(page.getByText('测试用的未处理错误')).toBeVisible();
});

test('a page chunk that fails to load offers a reload', async ({ page }) => {
  await signIn(page, 'merchant');
  await page.route(/\/assets\/AnnouncementListPage-[^/]+\.js$/, (route) => route.abort());
  await openScreen(page, '/base/services/announcement/merchant/notice/list');
  await expect(page.getByText('页面资源加载失败')).toBeVisible();
  await expect(page.getByRole('button', { name: /重新加载/ })).toBeVisible();
});
