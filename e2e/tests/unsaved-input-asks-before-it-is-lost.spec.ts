import { expect, test } from '../support/fixtures';
import { sideMenu, signIn } from '../support/sign-in';

const QUESTION = '确定放弃未保存的修改吗？';

test('Esc on a half-filled drawer form asks 放弃未保存的修改 and keeps the input on 继续编辑', async ({
  page,
}) => {
  await signIn(page, 'merchant', { at: '/parking-merchant/car/blacklist' });
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '新增黑名单' });
  const reason = drawer.getByLabel('拉黑原因');
  await reason.fill('多次逃费');

  await page.keyboard.press('Escape');
  const prompt = page.getByRole('dialog').filter({ hasText: QUESTION });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: /继续编辑/ }).click();
  await expect(prompt).toBeHidden();
  await expect(reason).toHaveValue('多次逃费');
});

test('leaving a half-filled add page by the menu asks first', async ({ page }) => {
  await signIn(page, 'partner', { at: '/merchant/merchant/create' });
  const form = page.locator('#resource-form-account-merchant');
  await form.getByPlaceholder('请输入商户名称').fill('未保存的商户');

  // The list's own menu entry (after the section of that name, when there is one).
  await sideMenu(page).getByRole('menuitem', { name: '商户管理', exact: true }).last().click();
  const prompt = page.getByRole('dialog').filter({ hasText: QUESTION });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: /继续编辑/ }).click();
  await expect(page).toHaveURL(/\/merchant\/merchant\/create$/);
  await expect(form.getByPlaceholder('请输入商户名称')).toHaveValue('未保存的商户');
});
