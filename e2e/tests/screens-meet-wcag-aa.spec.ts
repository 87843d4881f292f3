import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

/**
 * axe-core finds no critical or serious WCAG 2.1 AA violation on the sign-in page and on one screen
 * of each kind: list, detail, form, dashboard and settings. Contrast comes from the theme tokens
 * (app/readable-theme.ts), so a page that breaks it breaks them all.
 */

test('the sign-in page meets WCAG 2.1 AA', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  // The captcha (when on) and the branding arrive after the first paint: check the settled page.
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

const SCREENS = [
  { kind: 'list', url: '/parking/record/list', ready: '停车记录' },
  { kind: 'form', url: '/parking/city-list/add', ready: '新增城市' },
  { kind: 'dashboard', url: '/parking/dashboard', ready: '数据大屏' },
  { kind: 'settings', url: '/account/role-permission/mine', ready: '账号设置' },
];

/** A screen is judged once it has settled: no list or button still loading (a loading button is dimmed). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-btn-loading, .ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
}

for (const screen of SCREENS) {
  test(`a ${screen.kind} screen (${screen.url}) meets WCAG 2.1 AA`, async ({ page }) => {
    await signIn(page, 'admin', { at: screen.url });
    await expect(page.getByText(screen.ready).first()).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a detail screen meets WCAG 2.1 AA', async ({ page }) => {
  await signIn(page, 'admin', { at: '/parking/record/list' });
  await page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: '详情' })
    .or(page.getByRole('row').nth(1).getByRole('link', { name: '详情' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/detail\?/);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});
