import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// Lazy screens on a busy machine: see partner-audits-a-collected-lot.spec.ts.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The list's data row holding `text`. */
const tableRow = (page: Page, text: string) =>
  page.locator('tbody tr.ant-table-row').filter({ hasText: text });

/** The form on screen (a kept-alive list behind it has forms of its own). */
const visibleForm = (page: Page) =>
  page.locator('form:visible', { has: page.getByRole('button', { name: /保\s*存/ }) });

/** Picks an option of the select labelled `label` inside `form`. */
async function pick(page: Page, form: Locator, label: string, option: string) {
  await form.locator('.ant-form-item', { hasText: label }).locator('.ant-select').first().click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option-content', { hasText: option })
    .first()
    .click();
}

async function addKeyResult(
  page: Page,
  kr: { title: string; owner: string; weight: string; measure: string; target?: string; current: string },
) {
  await page
    .getByRole('button', { name: /^新\s*增$/ })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/okr\/detail\/\d+\/add$/);
  const form = visibleForm(page);
  await form.getByLabel('关键结果', { exact: true }).fill(kr.title);
  await pick(page, form, '负责人', kr.owner);
  await form.getByLabel('权重').fill(kr.weight);
  await pick(page, form, '衡量方式', kr.measure);
  if (kr.target) await form.getByLabel('目标值').fill(kr.target);
  await form.getByLabel('当前值').fill(kr.current);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(page).toHaveURL(/\/okr\/detail\/\d+$/);
}

test("the partner's objective shows its key results' weighted progress, and follows an edit", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `提升车场签约量${Date.now() % 100_000}`;
  await signIn(page, 'partner', { at: '/okr/objective/list' });
  // The seeded objective: two key results weighted 60/40 at 60% and 75%.
  await expect(tableRow(page, '拓展服务商业务')).toContainText('66%');

  await page.getByRole('button', { name: /^新\s*增$/ }).click();
  await expect(page).toHaveURL(/\/okr\/objective\/add$/);
  const form = visibleForm(page);
  await form.getByLabel('目标', { exact: true }).fill(title);
  await pick(page, form, '负责人', '王敏');
  await pick(page, form, '周期类型', '季度');
  await form.getByLabel('季度', { exact: true }).fill('2026-Q4');
  await pick(page, form, '状态', '进行中');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(page).toHaveURL(/\/okr\/objective\/list/);

  const row = tableRow(page, title);
  await expect(row).toContainText('0%');
  await row.getByRole('button', { name: /详\s*情/ }).click();
  await expect(page).toHaveURL(/\/okr\/detail\/\d+$/);
  const progress = page.getByTestId('okr-objective-progress');
  await expect(progress).toHaveText('0%');

  // 30 × 25% + 70 × 80% = 63.5%
  await addKeyResult(page, {
    title: '新增签约车场',
    owner: '王敏',
    weight: '30',
    measure: '数值',
    target: '200',
    current: '50',
  });
  await expect(progress).toHaveText('25%');
  await addKeyResult(page, {
    title: '线上支付占比',
    owner: '刘洋',
    weight: '70',
    measure: '百分比',
    current: '80',
  });
  await expect(progress).toHaveText('63.5%');
  await expect(tableRow(page, '新增签约车场')).toContainText('25%');
  await expect(tableRow(page, '线上支付占比')).toContainText('80%');

  // Editing one key result's progress moves the objective's: 30 × 75% + 70 × 80% = 78.5%.
  await tableRow(page, '新增签约车场')
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await expect(page).toHaveURL(/\/okr\/detail\/\d+\/edit\?id=\d+$/);
  const edit = visibleForm(page);
  await expect(edit.getByLabel('当前值')).toHaveValue('50');
  await edit.getByLabel('当前值').fill('150');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/okr\/detail\/\d+$/);
  await expect(progress).toHaveText('78.5%');
  await expect(tableRow(page, '新增签约车场')).toContainText('75%');
  // The timeline has the progress update.
  await expect(page.getByTestId('okr-timeline-entry').filter({ hasText: '进度 25% → 75%' })).toContainText(
    '78.5%',
  );

  // Back on the list, the objective carries the same progress.
  await page
    .getByRole('button', { name: /^返\s*回$/ })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/okr\/objective\/list/);
  await expect(tableRow(page, title)).toContainText('78.5%');
});
