import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('merchant exports the filtered 停车记录 and downloads exactly those rows from 报表中心', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiToken(request, 'admin');
  const merchant = await apiToken(request, 'merchant');
  const [park] = (await apiCall(request, merchant, 'GET', 'park/list?page_size=20')).row as { id: number }[];

  // Three cars with a plate prefix no demo record has: the filter selects exactly these.
  const prefix = `藏Z${100 + (Date.now() % 900)}`;
  for (const n of ['01', '02', '03'])
    await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
      park_id: park!.id,
      plate: `${prefix}${n}`,
      minutes_ago: 30,
    });
  const listed = await apiCall(
    request,
    merchant,
    'GET',
    `parking/record/list?page_size=50&plate=${encodeURIComponent(prefix)}`,
  );
  const expected = (listed.row as { plate: string }[]).map((row) => row.plate).sort();
  expect(expected).toEqual([`${prefix}01`, `${prefix}02`, `${prefix}03`]);

  await signIn(page, 'merchant', { at: '/parking/record/list' });
  const form = page.locator('[aria-label="搜索条件"]').filter({ visible: true }).first();
  await form.getByLabel('车牌号').fill(prefix);
  await form.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(3, { timeout: 30_000 });

  await page.getByRole('button', { name: /导\s*出/ }).click();
  await page.getByRole('menuitem', { name: '导出 CSV' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('导出任务已提交，可在报表中心查看进度');
  const opened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: '去报表中心' }).click();
  const reports = await opened;
  await expect(dialog).toBeHidden();

  // The newest task heads the list and reaches 完成 on its own (the list reloads while shown).
  await expect(reports).toHaveURL(/\/account\/report\/list$/);
  const task = reports.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(task).toContainText('停车记录', { timeout: 30_000 });
  await expect(task).toContainText('完成', { timeout: 60_000 });
  const link = task.getByRole('link', { name: '查看报表文件' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/report\/download\?id=\d+$/);

  // The download is checked by the session cookie, as a click on the link sends it.
  const file = await reports.request.get(href!);
  expect(file.status()).toBe(200);
  const body = await file.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = body.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  const columns = header!.split(',');
  const plateAt = columns.indexOf('车牌号');
  expect(plateAt).toBeGreaterThanOrEqual(0);
  expect(rows.map((row) => row.split(',')[plateAt]).sort()).toEqual(expected);
});
