import type { Page } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

/** The window's vertical offset, as the shell restores it (spec 01 section 9). */
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('返回 from a record’s detail shows 停车记录 at the offset it was scrolled to', async ({
  page,
  request,
}) => {
  // Enough cars that a page of the list is far longer than the short window below.
  const admin = await apiToken(request, 'admin');
  const parks = (await apiCall(request, admin, 'GET', 'park/list?page_size=20')).row as { id: number }[];
  const first = 10_000 + (Date.now() % 80_000);
  for (let i = 0; i < 12; i++) {
    await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
      park_id: parks[0]!.id,
      plate: `粤D${first + i}`,
      minutes_ago: 10 + i,
    });
  }

  await page.setViewportSize({ width: 1280, height: 480 });
  await signIn(page, 'admin', { at: '/parking/record/list' });
  const table = page.getByRole('region', { name: '停车记录列表' });
  await expect(table.getByRole('row').nth(12)).toBeAttached();

  // Scroll to the middle of the page's reach, and wait until the window is there.
  const offset = await page.evaluate(() => {
    const reach = document.documentElement.scrollHeight - window.innerHeight;
    const to = Math.round(reach / 2);
    window.scrollTo(0, to);
    return to;
  });
  expect(offset).toBeGreaterThan(100);
  await expect.poll(() => scrollY(page)).toBe(offset);

  // Open the row in the middle of the window: it is in view, so the click scrolls nothing.
  const rowKey = await page.evaluate(() =>
    document
      .elementFromPoint(window.innerWidth / 3, window.innerHeight / 2)
      ?.closest('tr[data-row-key]')
      ?.getAttribute('data-row-key'),
  );
  expect(rowKey).toBeTruthy();
  await table.locator(`tr[data-row-key="${rowKey}"]`).getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/parking\/record\/list\/detail\?id=\d+/);
  // A page opened anew starts at the top.
  await expect.poll(() => scrollY(page)).toBe(0);

  await page
    .getByRole('button', { name: /返\s*回/ })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/parking\/record\/list(\?|$)/);
  // Within 5 px of where it was left.
  await expect.poll(() => scrollY(page)).toBeCloseTo(offset, -1);
});
