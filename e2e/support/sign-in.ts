import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Console@2026';

/**
 * Signs in through the real form (the test server runs with LOGIN_CAPTCHA=off) and waits for the shell.
 * The sign-in page is plain HTML, so the console document (React, antd, the shell) only starts
 * loading after the submit: the wait for it is longer than a single element's.
 * `at` opens the console at that address, as a link's `?redirect=` does, rather than at the account's
 * first page: a test that starts on a screen loads the console once, not twice (sign-in, then goto).
 */
export async function signIn(
  page: Page,
  account: string,
  { password = DEMO_PASSWORD, at }: { password?: string; at?: string } = {},
): Promise<void> {
  if (at) await page.goto(`/?redirect=${encodeURIComponent(at)}`);
  else if (!page.url().startsWith('http')) await page.goto('/');
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  // Bounded by the test's own time, not a guess: with eight runs on two cores the console document
  // alone has taken over 20 s to parse and start ("页面加载中…" the whole time).
  if (at) {
    // The screen may be one without the shell (a standalone form): the test waits for what it shows.
    await page.waitForURL((url) => url.pathname === new URL(at, url).pathname, { timeout: 0 });
  } else await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible({ timeout: 0 });
}

export function topMenu(page: Page) {
  return page.getByRole('menu', { name: '顶部菜单' });
}

export function sideMenu(page: Page) {
  return page.getByRole('menu', { name: '侧边菜单' });
}
