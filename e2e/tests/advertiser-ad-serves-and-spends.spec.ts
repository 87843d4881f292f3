import type { Page } from '@playwright/test';
import { pick, pickTime, shanghaiDay, switchAccount, tableRow } from '../support/antd-form';
import { expect as baseExpect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { greyPng } from '../support/png';
import { signIn } from '../support/sign-in';

// Lazy screens on a busy shared machine: bounds for a failure, not waits (see
// advertiser-plan-is-approved-and-a-recharge-raises-the-balance.spec.ts).
const expect = baseExpect.configure({ timeout: 60_000 });

/** The advertiser's 预付充值 tab: its balance in yuan, as a number (Statistic groups thousands). */
async function balanceOf(page: Page, advertiserId: string): Promise<number> {
  await openScreen(page, `/adverting/detail/recharge?id=${advertiserId}`);
  const balance = page.locator('.ant-statistic', { hasText: '账户余额' }).locator('.ant-statistic-content');
  await expect(balance).toHaveText(/\d/);
  return Number((await balance.innerText()).replace(/[^\d.]/g, ''));
}

test('an approved plan serves to the developer tool’s screens and its spend comes off the advertiser’s balance', async ({
  page,
}) => {
  // Three sign-ins, a dozen lazy screens and the generator on a shared two-core machine.
  test.setTimeout(300_000);
  const name = `缴费机投放${Date.now() % 100_000}`;

  await signIn(page, 'advertiser', { at: '/adverting/advertiser/list' });
  await tableRow(page, '鲜果时光连锁')
    .getByRole('button', { name: /详\s*情/ })
    .click();
  await expect(page).toHaveURL(/\/adverting\/detail\/info\?id=\d+/);
  const advertiserId = new URL(page.url()).searchParams.get('id')!;

  // A plan for the lots' pay-station screens, untargeted and first among the advertiser's own.
  await openScreen(page, '/adverting/operation/advertising/create');
  const form = page.locator('form', { has: page.getByLabel('日预算') });
  await form.getByLabel('计划名称').fill(name);
  await pick(page, form, '广告主', '鲜果时光连锁');
  await pick(page, form, '广告位类型', '缴费机屏幕');
  await form.getByLabel('选择图片').setInputFiles({
    name: 'screen.png',
    mimeType: 'image/png',
    buffer: greyPng(1920, 1080, Date.now() % 200),
  });
  await expect(page.getByText('上传成功')).toBeVisible();
  await form.getByLabel('日预算').fill('500');
  await form.getByLabel('总预算').fill('5000');
  await form.getByLabel('优先级').fill('10');
  await pickTime(page, form, '投放开始', `${shanghaiDay(-1)} 00:00:00`);
  await pickTime(page, form, '投放结束', `${shanghaiDay(8)} 23:59:59`);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(tableRow(page, name)).toContainText('待审核');

  await switchAccount(page, 'admin');
  await openScreen(page, '/adverting/operation/audit');
  const row = tableRow(page, name);
  await expect(row).toContainText('待审核');
  await row.getByRole('button', { name: /^通\s*过$/ }).click();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(row).toContainText('已通过');

  await switchAccount(page, 'advertiser');
  const before = await balanceOf(page, advertiserId);

  // The developer tool's traffic generator: the lots' screens ask for ads for an hour.
  await switchAccount(page, 'admin');
  await openScreen(page, '/base/services/devtool/parking');
  const card = page.locator('.ant-card', { hasText: '模拟广告流量' });
  await card.getByRole('spinbutton', { name: '模拟时长' }).fill('60');
  await card.getByRole('spinbutton', { name: '请求次数' }).fill('200');
  await card.getByRole('spinbutton', { name: '点击率' }).fill('5');
  await card.getByRole('button', { name: '开始模拟' }).click();
  const result = card.getByLabel('模拟广告流量结果');
  await expect(result).toContainText('请求次数200');
  const impressions = result.locator('tr', { hasText: '曝光' }).locator('td').first();
  await expect(impressions).toHaveText(/^[1-9]\d*$/);

  await switchAccount(page, 'advertiser');
  expect(await balanceOf(page, advertiserId)).toBeLessThan(before);
  await page.getByRole('complementary').getByText('账单明细', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/adverting/detail/billing\\?id=${advertiserId}`));
  await expect(page.getByRole('cell', { name: '广告消耗' }).first()).toBeVisible();

  // Its data pages count what the generator served: the new plan's analysis, from the plan list.
  await page.goto('/adverting/operation/advertising');
  await tableRow(page, name).getByRole('button', { name: '数据分析' }).click();
  await expect(page).toHaveURL(/\/adverting\/operation\/advertising\/analysis\?id=\d+/);
  const shown = page.locator('.ant-statistic', { hasText: '曝光量' }).locator('.ant-statistic-content');
  await expect(shown).toHaveText(/^[1-9][\d,]*$/);
});
