import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn, sideMenu, topMenu } from '../support/sign-in';

/**
 * Sets one code's checkbox in the permission tree (area → resource → code), opening its resource
 * first when it is folded. Every step waits for what it depends on: the tree drawn, the resource
 * open, the box showing the new state. Reading the box once and acting on that read raced the form
 * loading the role (an edit form shows its codes a moment after the tree) under load.
 */
async function setPermission(page: Page, resource: string, code: string, checked: boolean) {
  const parent = page.getByRole('treeitem', { name: `caret-down ${resource}`, exact: true }).first();
  const switcher = parent.locator('.ant-tree-switcher');
  await expect(switcher).toBeVisible();
  if ((await switcher.getAttribute('class'))?.includes('ant-tree-switcher_close')) await switcher.click();
  const box = page.getByRole('treeitem', { name: code, exact: true }).first().locator('.ant-tree-checkbox');
  await expect(box).toBeVisible();
  const isChecked = (await box.getAttribute('class'))?.includes('ant-tree-checkbox-checked') ?? false;
  if (isChecked !== checked) await box.click();
  if (checked) await expect(box).toHaveClass(/ant-tree-checkbox-checked/);
  else await expect(box).not.toHaveClass(/ant-tree-checkbox-checked/);
}

/** The tree's own count of ticked codes: the form has loaded the role's codes once it reads n. */
function pickedCount(page: Page, n: number) {
  return page.getByText(new RegExp(`^已选 ${n} / \\d+ 项$`));
}

test('admin grants a role to a new sub-account, narrows it, then ends its session', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Names of this run only, so the journey can run again on the same server (--repeat-each).
  const suffix = String(Date.now()).slice(-6);
  const roleName = `巡检员${suffix}`;
  const account = `inspector${suffix}`;
  await signIn(page, 'admin');

  // A role with exactly two permissions.
  await openScreen(page, '/account/role-permission/role/add');
  await expect(pickedCount(page, 0)).toBeVisible();
  await page.getByLabel('角色名称').fill(roleName);
  await setPermission(page, '停车记录', '停车记录列表', true);
  await setPermission(page, '报表中心', '报表中心', true);
  await expect(pickedCount(page, 2)).toBeVisible();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/account\/role-permission\/role$/);
  await expect(page.getByRole('cell', { name: roleName })).toBeVisible();

  // A sub-account holding it.
  await openScreen(page, '/account/role-permission/sub-account/add');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入姓名').fill('周巡');
  await page.getByPlaceholder('请输入登录密码').fill('Inspect@2026');
  await page.locator('.ant-form-item', { hasText: '角色' }).locator('.ant-select').click();
  await page.locator('.ant-select-item-option-content', { hasText: roleName }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/account\/role-permission\/sub-account$/);

  // The sub-account sees exactly those menus.
  const other = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const sub = await other.newPage();
  await sub.goto('/');
  await signIn(sub, account, { password: 'Inspect@2026' });
  await expect(topMenu(sub).getByRole('menuitem')).toHaveText(['停车', '账户']);
  await expect(sideMenu(sub).getByRole('menuitem')).toHaveText(['停车记录']);
  await topMenu(sub).getByRole('menuitem', { name: '账户' }).click();
  // 账号设置 is every signed-in account's own (issue 14); 报表中心 is the role's.
  await expect(sideMenu(sub).getByRole('menuitem')).toHaveText(['账号设置', '报表中心']);

  // admin removes 报表中心 from the role: the next visit shows 401 and the call answers 403.
  await page.goto('/account/role-permission/role');
  const row = page.getByRole('row', { name: new RegExp(roleName) });
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/account\/role-permission\/role\/edit/);
  // The role list stays mounted behind its tab, and its search box is labelled 角色名称 too: the
  // field meant is the edit form's (the list's form is the role="search" one).
  await expect(page.locator('form:not([role="search"])').getByLabel('角色名称')).toHaveValue(roleName);
  await expect(pickedCount(page, 2)).toBeVisible();
  await setPermission(page, '报表中心', '报表中心', false);
  await expect(pickedCount(page, 1)).toBeVisible();
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
  await openScreen(page, '/account/role-permission/mine');
  const sessions = page
    .getByRole('region', { name: '在线会话' })
    .or(page.locator('.ant-card', { hasText: '在线会话' }));
  const sessionRow = sessions.getByRole('row', { name: new RegExp(account) });
  await sessionRow.getByRole('button', { name: '下线' }).click();
  await page
    .getByRole('button', { name: /确\s*定|下\s*线/ })
    .last()
    .click();
  await expect(sessions.getByRole('row', { name: new RegExp(account) })).toHaveCount(0);

  await sub.goto('/parking/record/list');
  await expect(sub).toHaveURL(/\/\?redirect=/);
  await expect(sub.getByLabel('账号')).toBeVisible();
  await other.close();
});
