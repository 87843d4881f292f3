import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('the tab title names the page, and a reload keeps the list’s conditions', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin');
  const parks = (await apiCall(request, admin, 'GET', 'park/list?page_size=20')).row as { id: number }[];
  const plate = `粤C${10_000 + (Date.now() % 89_999)}`;
  await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
    park_id: parks[0]!.id,
    plate,
    minutes_ago: 10,
  });

  await signIn(page, 'admin', { at: '/parking/record/list' });
  await expect(page).toHaveTitle(/^停车记录 - /);

  const form = page.locator('[aria-label="搜索条件"]').filter({ visible: true }).first();
  await form.getByLabel('车牌号').fill(plate);
  await form.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(new RegExp(`plate=${encodeURIComponent(plate)}`));
  const table = page.getByRole('region', { name: '停车记录列表' });
  await expect(table.getByRole('cell', { name: plate })).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('车牌号')).toHaveValue(plate);
  await expect(table.getByRole('cell', { name: plate })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one car

  // 返回 from the record's detail shows the list as it was left, conditions included.
  await table
    .getByRole('row', { name: new RegExp(plate) })
    .getByRole('button', { name: '详情' })
    .click();
  await expect(page).toHaveURL(/\/parking\/record\/list\/detail\?id=\d+/);
  await expect(page).toHaveTitle(/^停车记录详情 - /);
  await page
    .getByRole('button', { name: /返\s*回/ })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/parking/record/list\\?plate=${encodeURIComponent(plate)}`));
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('a session ended on the server sends the user to sign in with 登录信息已过期', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin', { at: '/parking/record/list' });
  await expect(page).toHaveTitle(/^停车记录 - /);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'accessToken')!.value;
  await apiCall(request, token, 'POST', 'logout');

  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('登录信息已过期，请重新登录');
  await expect(page).toHaveURL(/\/\?redirect=%2Fparking%2Frecord%2Flist/);
});
