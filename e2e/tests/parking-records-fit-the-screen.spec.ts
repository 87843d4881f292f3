import type { Page } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

/** How far the first header cell reaches under the second, as drawn (0 or less: not at all). */
async function overlap(page: Page, first: RegExp, second: RegExp) {
  const table = page.getByRole('region', { name: '停车记录列表' });
  const a = await table.getByRole('columnheader', { name: first }).boundingBox();
  const b = await table.getByRole('columnheader', { name: second }).boundingBox();
  return a!.x + a!.width - b!.x;
}

for (const width of [390, 1024, 1440]) {
  test(`停车记录 at ${width} px scrolls inside the table with the plate fixed and 支付方式 uncovered`, async ({
    page,
    request,
  }) => {
    const admin = await apiToken(request, 'admin');
    // A park of its own, so the plate names one row whatever plates the demo traffic holds.
    const park = await apiCall(request, admin, 'POST', 'park/create', {
      name: `列宽测试车场${width}-${Date.now() % 1_000_000}`,
      area_code: '440304',
      address: '深圳市福田区福华三路88号',
      total_spaces: 20,
      charge_mode: 1,
    });
    const plate = `粤B${10_000 + (Date.now() % 89_999)}`;
    await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
      park_id: park.id,
      plate,
      minutes_ago: 30,
    });

    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'admin', {
      at: `/parking/record/list?plate=${encodeURIComponent(plate)}&park_id=${park.id}`,
    });
    const table = page.getByRole('region', { name: '停车记录列表' });
    const plateCell = table.getByRole('cell', { name: plate });
    await expect(plateCell).toBeVisible();

    // The table is wider than its box and scrolls inside it; the page itself does not go sideways.
    const scroller = table.locator('.ant-table-content');
    const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Scrolled to the far right: the plate is still on screen at the left, 支付方式 ends before 操作.
    const boxLeft = (await scroller.boundingBox())!.x;
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => overlap(page, /支付方式/, /^操作$/)).toBeLessThanOrEqual(1);
    const plateBox = (await plateCell.boundingBox())!;
    expect(plateBox.x).toBeGreaterThanOrEqual(boxLeft - 1);
    expect(plateBox.x).toBeLessThan(boxLeft + 40);
    await expect(table.getByRole('columnheader', { name: /支付方式/ })).toBeVisible();

    // A text cut to one line (车场) shows whole in a tooltip once the pointer is over it.
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: plate }) });
    const cut = row.locator('td.ant-table-cell-ellipsis').first();
    await cut.hover();
    await expect(page.getByRole('tooltip')).toHaveText((await cut.textContent())!);
  });
}
