import type { Page } from '@playwright/test';

/**
 * Moving between console screens as a user does: through the app's router, without a reload.
 *
 * A full page load (page.goto) re-boots the console: the document parses the React + antd bundle and
 * builds the shell again, about 4 s of Chromium CPU per load on the two-core machine, and the flow
 * tests did that ~110 times after signing in. A step that is about a deep link, a reload, the
 * sign-in page or a standalone page still uses page.goto.
 *
 * What a router move does not do, and a reload did: the console keeps up to 5 list pages alive, and
 * returning to one shows it as it was, without asking the server again; and a screen reuses query
 * data fetched less than 30 s before (lib/query-client.ts). A screen already shown in the page, or
 * one whose data the test changed through the API after the same queries were fetched, is opened
 * with page.goto.
 */

/**
 * Pushes `url` onto the history in React Router's state shape and tells the router with a popstate
 * event: its own history listener then renders the location. The session and the app's state stay.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
}

/**
 * Waits until the shell shows `path` (by default the address's own path): its current 最近访问 tab
 * links there. The address changes at once, but the router renders the new location later (a
 * transition; on a loaded machine once more than 250 ms later), and until then the screen shown is
 * still the one before. `timeout` 0 leaves the bound to the test's own timeout.
 */
export async function waitUntilShown(page: Page, { path, timeout }: { path?: string; timeout: number }) {
  await page.waitForFunction(
    (expected) => {
      const tab = document.querySelector('nav[aria-label="最近访问"] a[aria-current="page"]');
      return tab?.getAttribute('href')?.split('?')[0] === (expected ?? location.pathname);
    },
    path,
    { timeout, polling: 50 },
  );
}

/** Whether the shell shows the address's path by `deadline` (epoch ms): a walk records a miss and goes on. */
export async function shownBy(page: Page, deadline: number): Promise<boolean> {
  return waitUntilShown(page, { timeout: Math.max(1, deadline - Date.now()) })
    .then(() => true)
    .catch(() => false);
}

/**
 * Opens the console screen at `url` (a path with its query) in the signed-in page without a reload,
 * and waits until the shell shows it; bounded by the test's timeout, as a full load would be.
 */
export async function openScreen(page: Page, url: string): Promise<void> {
  await navigateInApp(page, url);
  await waitUntilShown(page, { path: new URL(url, 'http://console').pathname, timeout: 0 });
}
