import { expect, test } from '../support/fixtures';

test('a visitor opening / sees the Chinese sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/商户管理平台/);
  await expect(page.getByRole('heading', { name: '商户管理平台' })).toBeVisible();
  await expect(page.getByLabel('账号')).toBeVisible();
  await expect(page.getByLabel('密码')).toBeVisible();
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
});

test('an unknown path shows the Chinese 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
});
