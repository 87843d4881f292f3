import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// Lazy screens on a busy machine: see partner-audits-a-collected-lot.spec.ts.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Unix seconds as the pickers print them, in China time. */
function chinaTime(seconds: number): string {
  return new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

const visibleForm = (page: Page) =>
  page.locator('form:visible', { has: page.getByRole('button', { name: /保\s*存/ }) });

test('admin publishes a rich-text notice for merchants and the merchant reads it in its announcement list', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const title = `停车系统升级通知${Date.now() % 1_000_000}`;
  await signIn(page, 'admin', { at: '/base/services/announcement/notice/list' });
  // The first lazy screen of the run: its chunk has taken minutes to arrive with eight runs on two cores.
  await expect(page.getByRole('region', { name: '平台公告列表' })).toBeVisible({ timeout: 150_000 });
  await page.getByRole('button', { name: /^新\s*增$/ }).click();
  await expect(page).toHaveURL(/\/announcement\/notice\/add$/);

  const form = visibleForm(page);
  await form.getByLabel('公告标题').fill(title);
  await form.locator('.ant-form-item', { hasText: '可见对象' }).locator('.ant-select').first().click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option-content', { hasText: '商户' })
    .first()
    .click();
  const time = form.getByLabel('发布时间', { exact: true });
  await time.click();
  await time.fill(chinaTime(Math.floor(Date.now() / 1000) - 120));
  await page
    .locator('.ant-picker-dropdown:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();

  await form.getByRole('button', { name: '添加标签' }).click();
  await form.getByLabel('标签1名称').fill('升级');

  const editor = form.getByRole('textbox', { name: '公告内容' });
  await editor.click();
  await page.keyboard.type('本周六凌晨系统升级，');
  await form.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('期间暂停缴费');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row').filter({ hasText: title })).toContainText('已发布');

  // The merchant, signed in apart, finds it in 平台公告 and reads it with its emphasis.
  const merchantContext = await browser.newContext({ baseURL });
  const merchant = await merchantContext.newPage();
  await signIn(merchant, 'merchant', { at: '/base/services/announcement/merchant/notice/list' });
  const link = merchant.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await link.click();
  await expect(merchant.getByRole('heading', { name: title })).toBeVisible();
  await expect(merchant.locator('.announcement-content strong')).toHaveText('期间暂停缴费');
  await expect(merchant.locator('article').getByText('升级', { exact: true })).toBeVisible();
  await merchantContext.close();
});
