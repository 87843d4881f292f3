import { expect, test } from '../support/fixtures';
import { apiCall, apiToken } from '../support/api';
import { signIn, sideMenu, topMenu } from '../support/sign-in';

/** Issue 14 points 3, 5 and 8, as each user meets them. */

test('a merchant is offered no 新建商户 and no 入驻审核; a partner only the types it may open', async ({
  page,
}) => {
  await signIn(page, 'merchant');
  await topMenu(page).getByRole('menuitem', { name: '账户' }).click();
  await expect(sideMenu(page).getByText('我的商户')).toBeVisible();
  await expect(sideMenu(page).getByText('商户管理')).toHaveCount(0);
  await expect(sideMenu(page).getByText('入驻审核')).toHaveCount(0);
  // Typing the address does not help either: the page is not the merchant's.
  await page.goto('/merchant/merchant/create');
  await expect(page.getByText('用户无访问该页面的权限')).toBeVisible();
  await page.goto('/account/property/audit');
  await expect(page.getByText('用户无访问该页面的权限')).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/');
  await signIn(page, 'partner', { at: '/account/merchant/manage/list' });
  await page
    .getByRole('button', { name: /新\s*建|新\s*增/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/merchant\/merchant\/create/);
  await page.locator('.ant-form-item', { hasText: '商户类型' }).locator('.ant-select').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option-content');
  await expect(options).toHaveText(['商户', '集团客户']);
});

test('the sub-account list shows phone numbers masked; the edit form shows it in full', async ({
  page,
  request,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const account = `masked${suffix}`;
  const token = await apiToken(request, 'merchant');
  await apiCall(request, token, 'POST', 'account/sub-account/create', {
    account,
    name: '孙掩码',
    mobile: '13912345678',
    password: 'Masked@2026',
    role_ids: [],
  });

  await signIn(page, 'merchant', { at: '/account/role-permission/sub-account' });
  const search = page.getByRole('search', { name: '搜索条件' });
  await search.getByLabel('账号').fill(account);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row').filter({ hasText: account });
  await expect(row.getByText('139****5678')).toBeVisible();
  await expect(page.getByText('13912345678')).toHaveCount(0);

  await row
    .getByRole('button', { name: /编\s*辑/ })
    .or(row.getByRole('link', { name: /编\s*辑/ }))
    .first()
    .click();
  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue('13912345678');
});

test('a sub-account whose role holds no 通用/账号设置 changes its own password', async ({
  page,
  request,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const account = `selfpw${suffix}`;
  const token = await apiToken(request, 'merchant');
  // A role like the demo clerk's: 停车记录 only, nothing under 通用.
  const role = await apiCall(request, token, 'POST', 'account/role/create', {
    name: `只看记录${suffix}`,
    permissions: ['parking:record:list'],
  });
  await apiCall(request, token, 'POST', 'account/sub-account/create', {
    account,
    name: '钱改密',
    password: 'Before@2026',
    role_ids: [role.id],
  });

  await signIn(page, account, { password: 'Before@2026' });
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '账号设置' }).click();
  await expect(page).toHaveURL(/\/account\/role-permission\/mine$/);
  await page.getByLabel('原密码').fill('Before@2026');
  await page.getByLabel('新密码', { exact: true }).fill('After@2026x');
  await page.getByLabel('确认新密码').fill('After@2026x');
  await page.getByRole('button', { name: /修改密码/ }).click();
  await expect(page.getByText('密码已修改，其他设备上的登录已失效')).toBeVisible();

  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page
    .getByRole('button', { name: '退 出' })
    .or(page.getByRole('button', { name: '退出' }))
    .click();
  await expect(page.getByLabel('账号')).toBeVisible();
  await signIn(page, account, { password: 'After@2026x' });
});
