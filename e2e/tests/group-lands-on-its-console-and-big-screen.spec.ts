import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn } from '../support/sign-in';

const LOTS = ['华润大厦停车场', '华润城万象天地停车场', '深圳湾万象城停车场'];
const SCREEN_API = '/api/group/overview/screen';

test('the group signs in to 项目概览 with its three lots, and its big screen draws and refreshes every 65 s', async ({
  page,
}) => {
  // The page's clock is the test's: the 65 s refresh is reached by moving time, not by waiting.
  await page.clock.install();
  await signIn(page, 'group');
  await expect(page).toHaveURL(/\/group\/console$/);

  // One card per lot of the group, each leading into that lot's detail group with its g_code.
  const lots = page.getByRole('region', { name: '各车场今日概况' });
  await expect(lots.getByRole('link', { name: /^车场详情 / })).toHaveCount(LOTS.length);
  for (const name of LOTS) {
    const link = lots.getByRole('link', { name: `车场详情 ${name}` });
    await expect(link).toHaveAttribute('href', /^\/group\/parking\/[^?]+\?g_code=[^&]+&park_name=/);
    await expect(link).toHaveAttribute('href', new RegExp(`park_name=${encodeURIComponent(name)}`));
  }
  await expect(page.getByRole('list', { name: '今日汇总' })).toContainText('车场数量');
  await expect(page.getByRole('list', { name: '今日汇总' })).toHaveAttribute('aria-busy', 'false');
  expect(await seriousViolations(page)).toEqual([]);

  const firstLoad = page.waitForResponse((response) => new URL(response.url()).pathname === SCREEN_API);
  await openScreen(page, '/group/overview');
  await firstLoad;
  const screen = page.getByRole('region', { name: '集团数据大屏' });
  for (const chart of [
    '各车场今日入场、出场、收入与占用率',
    '近 7 天入场、出场与收入趋势',
    '近 7 天各时段入场车次',
  ]) {
    await expect(screen.getByRole('img', { name: chart }).locator('canvas')).toBeVisible();
  }
  // The dark screen keeps the console's contrast (its greys are lightened for the dark background).
  expect(await seriousViolations(page)).toEqual([]);
  const stamp = screen.getByLabel('上次刷新');
  await expect(stamp).toContainText(/上次刷新：\d{4}-/);
  const before = await stamp.textContent();

  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === SCREEN_API);
  await page.clock.fastForward(65_000);
  expect((await refreshed).status()).toBe(200);
  await expect(stamp).not.toHaveText(before ?? '');
});
