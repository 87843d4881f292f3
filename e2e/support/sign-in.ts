import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Console@2026';

/**
 * Signs in through the real form (the test server runs with LOGIN_CAPTCHA=off) and waits for the shell.
 * The sign-in page is plain HTML, so the console document (React, antd, the shell) only starts
 * loading after the submit: the wait for it is longer than a single element's.
 */
export async function signIn(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  // Bounded by the test's own time, not a guess: with eight runs on two cores the console document
  // alone has taken over 20 s to parse and start ("页面加载中…" the whole time).
  await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible({ timeout: 0 });
}

export function topMenu(page: Page) {
  return page.getByRole('menu', { name: '顶部菜单' });
}

export function sideMenu(page: Page) {
  return page.getByRole('menu', { name: '侧边菜单' });
}
