import type { Page } from '@playwright/test';
import { insertAdEvents } from '../support/ad-events';
import { expect as baseExpect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn } from '../support/sign-in';

// Lazy screens on a busy machine: bounds for a failure, not waits.
const expect = baseExpect.configure({ timeout: 60_000 });

/** A day of this spec's own, far from the demo's and other specs' (China midnight, epoch seconds). */
const DAY = Date.UTC(2026, 1, 3) / 1000 - 8 * 3600;
const EMPTY_DAY = DAY - 86_400;
const range = (day: number) => `day_start=${day}&day_end=${day}`;

// 40 impressions at 2 fen and 3 clicks at 8 角 on the demo merchant's 缴费机 slot: ￥3.20 spent,
// ￥1.92 (60 %) to the lot owner, a click rate of 7.50 %.
const BATCH = {
  planName: '鲜果周末满减',
  slotCode: 'ASDEMO000001',
  day: DAY,
  impressions: { count: 40, costMilli: 2_000, incomeMilli: 1_200 },
  clicks: { count: 3, costMilli: 80_000, incomeMilli: 48_000 },
};

// On screen only: the lists opened before stay in the document, hidden (kept alive), with rows of the same day.
const rows = (page: Page) => page.locator('tbody tr.ant-table-row').filter({ visible: true });
const totalsRow = (page: Page) => page.locator('.console-data-table-totals').filter({ visible: true });
const card = (page: Page, title: string) =>
  page.locator('.ant-statistic', { hasText: title }).filter({ visible: true });

test('the data pages show the sums of the recorded ad events to the platform and the advertiser', async ({
  page,
  server,
}) => {
  // Two sign-ins and nine lazy screens (bounds for a failure: a stuck step costs the whole bound).
  test.setTimeout(300_000);
  const { planId } = insertAdEvents(server.dataDir, BATCH);

  await signIn(page, 'admin', { at: `/adverting/data/income?${range(DAY)}` });
  const day = rows(page).filter({ hasText: '2026-02-03' });
  await expect(day).toContainText('40');
  await expect(day).toContainText('7.50%');
  await expect(day).toContainText('￥3.20');
  await expect(day).toContainText('￥1.92');
  await expect(day).toContainText('￥1.28');
  await expect(totalsRow(page)).toContainText('￥3.20');

  await openScreen(page, `/adverting/data/analyse?${range(DAY)}`);
  await expect(card(page, '曝光量')).toContainText('40');
  await expect(card(page, '点击率')).toContainText('7.50%');
  await expect(card(page, '广告消耗')).toContainText('￥3.20');
  await expect(page.getByLabel('曝光与点击趋势')).toBeVisible();

  // A range without events: the empty state, and totals of nothing.
  await page.goto(`/adverting/data/analyse?${range(EMPTY_DAY)}`);
  await expect(page.getByText('所选范围内暂无广告数据')).toBeVisible();
  await expect(card(page, '广告消耗')).toContainText('￥0.00');

  await openScreen(page, `/adverting/data/settlement?${range(DAY)}`);
  await expect(rows(page).filter({ hasText: '2026-02-03' })).toContainText('￥1.92');

  await openScreen(page, '/adverting/provider/billing-rule');
  await expect(rows(page).first()).toContainText('60.00%');

  // The advertiser reaches its plan's analysis from the plan list.
  await page.context().clearCookies();
  await page.goto('/');
  await signIn(page, 'advertiser', { at: '/adverting/operation/advertising' });
  const plan = rows(page).filter({ hasText: '鲜果周末满减' });
  await plan.getByRole('button', { name: '数据分析' }).click();
  await expect(page).toHaveURL(new RegExp(`/adverting/operation/advertising/analysis\\?id=${planId}`));
  await page.goto(`/adverting/operation/advertising/analysis?id=${planId}&${range(DAY)}`);
  await expect(card(page, '点击量')).toContainText('3');
  await expect(card(page, '广告消耗')).toContainText('￥3.20');
  await expect(rows(page).filter({ hasText: '2026-02-03' })).toContainText('40');

  await openScreen(page, `/adverting/data/advertising-space?${range(DAY)}`);
  const slot = rows(page).filter({ hasText: 'ASDEMO000001' });
  await expect(slot).toContainText('￥3.20');
  await slot.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/adverting\/data\/advertising-space\/detail\?id=\d+/);
  await expect(page.getByLabel('曝光与点击趋势')).toBeVisible();
});
