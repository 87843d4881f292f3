import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn, topMenu } from '../support/sign-in';

test('partner opens a merchant with its main account and enables 智慧停车; the new account sees 停车商户', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'partner');

  // 新建商户 together with its main account.
  await openScreen(page, '/account/merchant/manage/list');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await expect(page).toHaveURL(/\/merchant\/merchant\/create$/);
  // The list stays mounted (hidden) behind the form and has a search field of the same name.
  const form = page.locator('#resource-form-account-merchant');
  await form.getByPlaceholder('请输入商户名称').fill('南山科技园停车场');
  await form.locator('.ant-form-item', { hasText: '商户类型' }).locator('.ant-select').click();
  await page
    .locator('.ant-select-item-option-content')
    .filter({ hasText: /^商户$/ })
    .click();
  await form.getByPlaceholder('请输入联系人').fill('郑凯');
  await form.getByPlaceholder('请输入联系电话').fill('13612345678');
  await form.getByPlaceholder('请输入主账号', { exact: true }).fill('nanshan-park');
  await form.getByPlaceholder('请输入主账号初始密码').fill('Nanshan@2026');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/account\/merchant\/manage\/list$/);
  const row = page.getByRole('row', { name: /南山科技园停车场/ });
  await expect(row).toBeVisible();

  // The new main account signs in at once: a merchant platform without products has no 停车商户.
  const other = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const merchant = await other.newPage();
  await merchant.goto('/');
  await signIn(merchant, 'nanshan-park', { password: 'Nanshan@2026' });
  await expect(topMenu(merchant).getByRole('menuitem', { name: '账户' })).toBeVisible();
  await expect(topMenu(merchant).getByRole('menuitem', { name: '停车商户' })).toHaveCount(0);

  // The partner enables 智慧停车, a product it holds itself.
  await row.getByRole('button', { name: '开通产品' }).click();
  await expect(page).toHaveURL(/\/account\/merchant\/detail\/product\?id=\d+/);
  await page.getByRole('checkbox', { name: '智慧停车' }).check();
  await expect(page.getByRole('checkbox', { name: '广告' })).toBeDisabled();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功，该商户账号下次操作时生效')).toBeVisible();

  // The merchant's next load shows the product's menu.
  await merchant.reload();
  await expect(topMenu(merchant).getByRole('menuitem', { name: '停车商户' })).toBeVisible();
  await topMenu(merchant).getByRole('menuitem', { name: '停车商户' }).click();
  await expect(merchant.getByRole('menu', { name: '侧边菜单' }).getByRole('menuitem').first()).toBeVisible();
  await other.close();
});
