import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn } from '../support/sign-in';

// Each step waits for a lazy screen and its first query; on a busy machine (several suites sharing two
// cores) the browser alone has taken over 10 s for that, so these waits get 30 s. A screen that never
// loads still fails.
const expect = baseExpect.configure({ timeout: 30_000 });

const LOT = '科兴科学园停车场';

/** The row whose name cell is exactly `name` (the demo parks include 南山科技园科兴科学园停车场). */
function rowNamed(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

test('partner approves a collected lot for its merchant and finds the new park', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'partner');

  // The collected lot waits in the queue.
  await openScreen(page, '/parking/collection');
  const row = rowNamed(page, LOT);
  // Only a waiting lot offers 通过 and 驳回 (the status column is hidden by default at this width).
  // They are the definition's actions asked on a page: the link opens the engine's 采集审核 page.
  const approve = row.getByRole('button', { name: /^通\s*过$/ });
  await expect(approve).toBeVisible();
  await approve.click();
  await expect(page).toHaveURL(/\/parking\/collection\/audit\?id=\d+&action=approve/);
  await expect(page.getByText('车场采集信息')).toBeVisible();

  // Approve it for the demo merchant, correcting the prefilled spaces. The list stays mounted behind
  // its tab and its search box is labelled 车场名称 too: the fields meant are the action form's.
  const form = page.locator('form:not([role="search"])');
  await expect(form.getByLabel('车场名称')).toHaveValue(LOT);
  await form.locator('.ant-form-item', { hasText: '车场所属商户' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option-content').first().click();
  await form.getByLabel('车位总数').fill('880');
  await page.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(page.getByText('通过成功')).toBeVisible();

  // Back in the list it is approved and names the park it created.
  await expect(page).toHaveURL(/\/parking\/collection$/);
  const approved = rowNamed(page, LOT);
  await expect(approved.getByRole('button', { name: /^通\s*过$/ })).toHaveCount(0);

  // The park is among 深圳市's parks, with 880 spaces.
  await openScreen(page, '/parking/city-list');
  await page
    .getByRole('row', { name: /深圳市/ })
    .getByRole('button', { name: '车场' })
    .click();
  const park = rowNamed(page, LOT);
  await expect(park).toBeVisible();
  await expect(park.getByRole('cell', { name: '880' })).toBeVisible();

  // And in 车场列表 (the park list screen is built on another branch: checked once it is there).
  await page.goto('/parking/apply/list');
  // Wait for either outcome: right after the navigation neither is on screen yet.
  const building = page.getByText('该页面正在建设中', { exact: false });
  const listed = rowNamed(page, LOT);
  await expect(building.or(listed).first()).toBeVisible();
  if (await building.isVisible()) {
    test
      .info()
      .annotations.push({ type: 'pending', description: '车场列表 screen not built on this branch' });
    return;
  }
  await expect(listed).toBeVisible();
});

test('a rejection needs its reason', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'partner', { at: '/parking/collection' });
  await rowNamed(page, '天河城西门停车场')
    .getByRole('button', { name: /^驳\s*回$/ })
    .click();
  await expect(page).toHaveURL(/\/parking\/collection\/audit\?id=\d+&action=reject/);
  // The URL changes before the lazy audit page replaces the list (whose rows have 驳回 links too):
  // wait for the page itself, after which the list is hidden behind its tab.
  await expect(page.getByText('车场采集信息')).toBeVisible();
  const reject = page.getByRole('button', { name: /^驳\s*回$/ });
  await reject.click();
  await expect(page.getByText('请输入驳回原因')).toBeVisible();
  await page.getByLabel('驳回原因').fill('现场为封闭小区内部车位，不对外经营');
  await reject.click();
  await expect(page).toHaveURL(/\/parking\/collection$/);
  await expect(rowNamed(page, '天河城西门停车场').getByText('已驳回')).toBeVisible();
});
