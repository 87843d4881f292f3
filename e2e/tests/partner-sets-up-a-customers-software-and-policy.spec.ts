import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// Lazy screens on a busy machine: see partner-audits-a-collected-lot.spec.ts.
const expect = baseExpect.configure({ timeout: 30_000 });

async function pick(page: Page, label: string, option: string) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('.ant-form-item', { hasText: label }).locator('.ant-select').click();
  await page.locator('.ant-select-item-option-content', { hasText: option }).click();
}

// The demo merchant (300001) is opened by name: the list also holds customers without parks.
test('partner sets a park’s software, sells a package and changes the profit share', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'partner', { at: '/parking/customer/list' });
  await page
    .getByRole('row')
    .filter({ hasText: '深圳福田中心停车场' })
    .getByRole('button', { name: '详情' })
    .click();
  await expect(page).toHaveURL(/\/parking\/customer\/detail\/info\?g_code=/);

  // 客户软件: every seeded park of the customer runs 捷顺云停车 (a park another spec on this server
  // added has none yet); switch one of them to 科拓, found again by its name once its software changed.
  await page.getByRole('menuitem', { name: '客户软件' }).click();
  const parks = page.getByRole('region', { name: '客户软件列表' }).locator('tbody tr.ant-table-row');
  const seeded = parks.filter({ hasText: '捷顺云停车' }).first();
  await expect(seeded).toBeVisible();
  const parkName = (await seeded.getByRole('cell').first().innerText()).trim();
  const firstPark = parks.filter({ has: page.getByRole('cell', { name: parkName, exact: true }) });
  await firstPark.getByRole('button', { name: '设置软件' }).click();
  await pick(page, '软件', '科拓智慧停车');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByText('软件已设置')).toBeVisible();
  await expect(firstPark).toContainText('科拓智慧停车');

  // 软件套餐: the seeded package is listed; a new one joins it.
  await page.getByRole('menuitem', { name: '软件套餐' }).click();
  await expect(page.getByRole('cell', { name: '智慧停车标准版（年付）' })).toBeVisible();
  await page.getByRole('button', { name: '新增套餐' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('套餐名称').fill('地下车场增值包');
  await pick(page, '软件', '立方停车管理系统');
  await dialog.getByLabel('可用车场数').fill('2');
  await dialog.getByLabel('套餐价格').fill('4800');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const added = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '地下车场增值包' }) });
  await expect(added).toContainText('立方停车管理系统');

  // 分账政策: 15% seeded, changed to 20%.
  await page.getByRole('menuitem', { name: '分账政策' }).click();
  await expect(page.getByText('15.00%')).toBeVisible();
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  await page.getByRole('dialog').getByLabel('服务商分成比例').fill('20');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByText('20.00%')).toBeVisible();
});
