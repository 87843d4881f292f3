import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn, topMenu } from '../support/sign-in';

test('a list left and reopened from the visited tabs shows its search and rows without refetching', async ({
  page,
}) => {
  await signIn(page, 'merchant', { at: '/base/services/announcement/merchant/notice/list' });
  const search = page.getByPlaceholder(/标题/);
  await search.fill('发票');
  await search.press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2);

  // The page left for (停车记录) loads its own rows, column settings and park options: let it finish
  // before counting.
  const recordsShown = Promise.all(
    ['/api/parking/record/list', '/api/storage/kv/list', '/api/park/list'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path),
    ),
  );
  await topMenu(page).getByRole('menuitem', { name: '停车', exact: true }).click();
  await expect(page).toHaveURL(/\/parking\/record\/list/);
  await recordsShown;

  // Going back asks nothing at all: not the list, not its column settings, not the session.
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  await page.getByRole('navigation', { name: '最近访问' }).getByRole('link', { name: '平台公告' }).click();
  await expect(page).toHaveURL(/\/notice\/list$/);
  await expect(search).toHaveValue('发票');
  await expect(page.getByRole('row')).toHaveCount(2);
  expect(calls).toEqual([]);
});

test('a cached tab shown again after its data has aged past the 30 s freshness asks the server nothing', async ({
  page,
}) => {
  // The page's clock is the test's: time jumps ahead instead of the test waiting for it.
  await page.clock.install();
  const parkOptions = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/park/list',
  );
  await signIn(page, 'merchant');
  await expect(page).toHaveURL(/\/parking\/record\/list/);
  const records = page.getByRole('region', { name: '停车记录列表' });
  await expect(records).toHaveAttribute('aria-busy', 'false');
  await parkOptions;

  const orders = page.getByRole('region', { name: '临停订单列表' });
  const ordersShown = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/parking/order/payment/list',
  );
  await page.keyboard.press('Control+K');
  await page.getByRole('combobox', { name: '搜索页面' }).fill('临停订单');
  await page.keyboard.press('Enter');
  await ordersShown;
  await expect(orders).toHaveAttribute('aria-busy', 'false');

  await page.clock.fastForward('00:40');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  const recent = page.getByRole('navigation', { name: '最近访问' });
  await recent.getByRole('link', { name: '停车记录' }).click();
  await expect(records).toBeVisible();
  await expect(orders).toBeHidden();
  await recent.getByRole('link', { name: '临停订单' }).click();
  await expect(orders).toBeVisible();
  await expect(records).toBeHidden();
  expect(calls).toEqual([]);
});

test('a list left with its dialog open hides the dialog with it, and shows both again on return', async ({
  page,
}) => {
  await signIn(page, 'merchant', { at: '/parking-merchant/car/month-card' });
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const template = page.getByRole('dialog').getByRole('link', { name: '下载导入模板' });
  await expect(template).toBeVisible();

  // Away through the router with the dialog still open, as the browser's back button would.
  await openScreen(page, '/parking/record/list');
  await expect(page.getByRole('region', { name: '停车记录列表' })).toBeVisible();
  await expect(template).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('navigation', { name: '最近访问' }).getByRole('link', { name: '月卡车辆' }).click();
  await expect(template).toBeVisible();
});
