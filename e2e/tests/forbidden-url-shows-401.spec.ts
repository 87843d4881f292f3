import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('a forbidden URL shows the 401 page with the missing code and the path', async ({ page }) => {
  await signIn(page, 'clerk');
  await page.goto('/parking-merchant/car/blacklist');
  await expect(page.getByText('用户无访问该页面的权限')).toBeVisible();
  await expect(page.getByText('parking:blacklist:list')).toBeVisible();
  await expect(page.getByText('/parking-merchant/car/blacklist', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/parking\/record\/list$/);
});

test('an unknown path inside the console shows the 404 page', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/parking/not-a-screen');
  await expect(page).toHaveURL(/\/error-page\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
});
