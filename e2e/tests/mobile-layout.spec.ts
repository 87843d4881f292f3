import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the sidebar folds into a drawer and the top menu into a dropdown', async ({ page }) => {
  await signIn(page, 'merchant');
  await expect(page.getByRole('menu', { name: '侧边菜单' })).toBeHidden();
  await expect(page.getByRole('menu', { name: '顶部菜单' })).toBeHidden();
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '菜单' });
  await drawer.getByRole('menuitem', { name: '数据大屏' }).click();
  await expect(page).toHaveURL(/\/parking\/dashboard$/);
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: '切换业务模块' }).click();
  await page.getByRole('menuitem', { name: '账户' }).click();
  await expect(page).toHaveURL(/\/account\//);
});
