import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn, sideMenu, topMenu } from '../support/sign-in';

/** Opens a resource of the permission tree (area → resource → code) and sets one code's checkbox. */
async function checkPermission(page: Page, resource: string, code: string, checked: boolean) {
  const leaf = page.getByRole('treeitem', { name: code, exact: true }).first();
  if (!(await leaf.isVisible())) {
    const parent = page.getByRole('treeitem', { name: `caret-down ${resource}`, exact: true }).first();
    await parent.locator('.ant-tree-switcher').click();
  }
  const box = leaf.locator('.ant-tree-checkbox');
  const isChecked = (await box.getAttribute('class'))?.includes('ant-tree-checkbox-checked') ?? false;
  if (isChecked !== checked) await box.click();
}

test('admin grants a role to a new sub-account, narrows it, then ends its session', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');

  // A role with exactly two permissions.
  await page.goto('/account/role-permission/role/add');
  await page.getByLabel('角色名称').fill('巡检员');
  await checkPermission(page, '停车记录', '停车记录列表', true);
  await checkPermission(page, '报表中心', '报表中心', true);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/account\/role-permission\/role$/);
  await expect(page.getByRole('cell', { name: '巡检员' })).toBeVisible();

  // A sub-account holding it.
  await page.goto('/account/role-permission/sub-account/add');
  await page.getByPlaceholder('请输入账号').fill('inspector');
  await page.getByPlaceholder('请输入姓名').fill('周巡');
  await page.getByPlaceholder('请输入登录密码').fill('Inspect@2026');
  await page.locator('.ant-form-item', { hasText: '角色' }).locator('.ant-select').click();
  await page.locator('.ant-select-item-option-content', { hasText: '巡检员' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/account\/role-permission\/sub-account$/);

  // The sub-account sees exactly those menus.
  const other = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const sub = await other.newPage();
  await sub.goto('/');
  await signIn(sub, 'inspector', 'Inspect@2026');
  await expect(topMenu(sub).getByRole('menuitem')).toHaveText(['停车', '账户']);
  await expect(sideMenu(sub).getByRole('menuitem')).toHaveText(['停车记录']);
  await topMenu(sub).getByRole('menuitem', { name: '账户' }).click();
  await expect(sideMenu(sub).getByRole('menuitem')).toHaveText(['报表中心']);

  // admin removes 报表中心 from the role: the next visit shows 401 and the call answers 403.
  await page.goto('/account/role-permission/role');
  const row = page.getByRole('row', { name: /巡检员/ });
  await row.getByRole('button', { name: '编辑' }).click();
  await checkPermission(page, '报表中心', '报表中心', false);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/account\/role-permission\/role$/);

  await sub.goto('/account/report/list');
  await expect(sub.getByText('用户无访问该页面的权限')).toBeVisible();
  await expect(sub.getByText('universal:report:basic')).toBeVisible();
  const denied = await sub.evaluate(async () => {
    const token = document.cookie.match(/accessToken=([^;]+)/)?.[1] ?? '';
    const res = await fetch('/api/qa/message/list?page_index=1&page_size=10', {
      headers: { authorization: `Bearer ${decodeURIComponent(token)}` },
    });
    const who = await fetch('/api/merchant/manager/whoami', {
      headers: { authorization: `Bearer ${decodeURIComponent(token)}` },
    });
    return { status: res.status, permission: (await who.json()).payload.permission as string };
  });
  expect(denied.status).toBe(403);
  expect(denied.permission).toBe('parking:record:list');

  // admin ends the sub-account's session: its next call sends it to sign in.
  await page.goto('/account/role-permission/mine');
  const sessions = page
    .getByRole('region', { name: '在线会话' })
    .or(page.locator('.ant-card', { hasText: '在线会话' }));
  const sessionRow = sessions.getByRole('row', { name: /inspector/ });
  await sessionRow.getByRole('button', { name: '下线' }).click();
  await page
    .getByRole('button', { name: /确\s*定|下\s*线/ })
    .last()
    .click();
  await expect(sessions.getByRole('row', { name: /inspector/ })).toHaveCount(0);

  await sub.goto('/parking/record/list');
  await expect(sub).toHaveURL(/\/\?redirect=/);
  await expect(sub.getByLabel('账号')).toBeVisible();
  await other.close();
});
