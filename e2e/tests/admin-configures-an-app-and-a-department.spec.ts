import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn } from '../support/sign-in';

/** The partner app's site-name entry: the app name sets it apart from the console's own entry. */
const siteNameRow = (page: Page) =>
  page.getByRole('row', { name: /TEXT_SITENAME/ }).filter({ hasText: '前海智行服务商平台' });

/** Opens the metadata list and waits until its rows are on screen, not the loading state. */
async function openMetadataList(page: Page) {
  const listed = page.waitForResponse((res) => res.url().includes('/merchant/app/rt/metadata/list'));
  await openScreen(page, '/base/services/app/metadata/list');
  await listed;
  // On screen: a list left behind (kept alive, hidden) may keep a spinner of its own.
  await expect(
    page.locator('.ant-table-tbody .ant-skeleton, .ant-spin-spinning').filter({ visible: true }),
  ).toHaveCount(0);
}

async function confirmRowAction(page: Page, action: string) {
  await siteNameRow(page).getByRole('button', { name: action }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

// By the combobox's label, visible only: the list behind the form stays mounted (page cache) with
// its own 所属应用 search select.
async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).filter({ visible: true }).click();
  await page.locator('.ant-select-item-option-content', { hasText: option }).first().click();
}

/** The signed-in page's own call, so the check reads what the server stored rather than the screen. */
async function departmentsNamed(page: Page, name: string) {
  return page.evaluate(async (search) => {
    const token = decodeURIComponent(document.cookie.match(/accessToken=([^;]+)/)?.[1] ?? '');
    const res = await fetch(`/api/account/department/list?page_size=200&name=${encodeURIComponent(search)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await res.json()).payload.row as { id: number; name: string; parent_id: number | null }[];
  }, name);
}

test('admin sets the partner app’s site name, then disables it so the domain no longer shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const siteName = async () =>
    (await (await request.get('/api/merchant/app/rt/summary?domain=partner.localhost')).json()).payload
      .metadata.TEXT_SITENAME as string | undefined;
  expect(await siteName()).toBe('前海智行服务商平台');

  await signIn(page, 'admin');
  await openMetadataList(page);
  await expect(siteNameRow(page)).toHaveCount(1);

  // The seeded entry goes first (a key is unique per app), after a confirmation.
  await confirmRowAction(page, '删除');
  await expect(siteNameRow(page)).toHaveCount(0);
  expect(await siteName()).toBeUndefined();

  // A new entry through the typed editor. The key is an AutoComplete: antd 6 draws its placeholder
  // as text, not as the input's placeholder, so the combobox is found by its label.
  await page.getByRole('button', { name: '新增' }).click();
  // The form's chunk loads lazily: until it shows, the list (and its own 所属应用 select) is on screen.
  await expect(page.getByRole('button', { name: /保\s*存/ })).toBeVisible();
  await pickOption(page, '所属应用', '前海智行服务商平台');
  await page.getByRole('combobox', { name: /键/ }).fill('TEXT_SITENAME');
  await page.keyboard.press('Escape');
  await page
    .locator('.ant-form-item:visible', { hasText: '值' })
    .locator('input')
    .last()
    .fill('前海智行·新版');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/base\/services\/app\/metadata\/list$/);
  const entry = siteNameRow(page);
  await expect(entry).toContainText('前海智行·新版');
  expect(await siteName()).toBe('前海智行·新版');

  // Disabled: still listed, gone from the domain summary.
  await confirmRowAction(page, '停用');
  // The row offered 停用 before, so its text proves nothing: wait for the action to turn into 启用.
  await expect(entry.getByRole('button', { name: '启用' })).toBeVisible();
  expect(await siteName()).toBeUndefined();
});

test('admin builds a two-level department tree and cannot delete a department that still has one below', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tree = page.getByRole('tree');
  const node = (name: string) => tree.locator('.ant-tree-title', { hasText: name });
  const modal = page.locator('.ant-modal');
  // Unique names, so the test also passes against a server an earlier run already used.
  const run = Date.now().toString(36).slice(-5);
  const [parentName, childName] = [`华南事业部${run}`, `深圳运营组${run}`];

  await signIn(page, 'admin', { at: '/account/role-permission/department' });
  // The seeded chart is on screen once the list has loaded.
  await expect(node('平台运营中心')).toBeVisible();

  await page.getByRole('button', { name: '新增部门' }).click();
  await modal.getByLabel('部门名称').fill(parentName);
  await modal.getByRole('button', { name: /保\s*存/ }).click();
  await expect(node(parentName)).toBeVisible();

  await node(parentName).click();
  await expect(page.getByText(`${parentName} · 部门成员`)).toBeVisible();
  await page.getByRole('button', { name: '添加子部门' }).click();
  await expect(modal.getByText(`添加“${parentName}”的子部门`)).toBeVisible();
  await modal.getByLabel('部门名称').fill(childName);
  await modal.getByRole('button', { name: /保\s*存/ }).click();
  await expect(node(childName)).toBeVisible();

  const [parent] = await departmentsNamed(page, parentName);
  const [child] = await departmentsNamed(page, childName);
  expect(parent?.parent_id).toBeNull();
  expect(child?.parent_id).toBe(parent?.id);

  // Deleting the parent asks first, and the server refuses while the child remains.
  await node(parentName).click();
  await page.getByRole('button', { name: '删除' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('该部门下还有子部门，请先删除或移走子部门')).toBeVisible();
  await expect(node(parentName)).toBeVisible();
  expect(await departmentsNamed(page, parentName)).toHaveLength(1);
});
