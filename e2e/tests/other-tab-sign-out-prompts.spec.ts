import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('signing out in one tab prompts the other tab to sign in again or refresh', async ({
  page,
  context,
}) => {
  await signIn(page, 'merchant');
  const other = await context.newPage();
  await other.goto('/parking/record/list');
  await expect(other.getByRole('button', { name: /用户菜单/ })).toBeVisible();

  await other.getByRole('button', { name: /用户菜单/ }).click();
  await other.getByRole('menuitem', { name: '退出登录' }).click();
  await other
    .getByRole('button', { name: '退 出' })
    .or(other.getByRole('button', { name: '退出' }))
    .click();
  await expect(other).toHaveURL(/\/$/);

  const prompt = page.getByRole('dialog').filter({ hasText: '登录信息变更' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: '使用其他账号登录' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('账号')).toBeVisible();
});
