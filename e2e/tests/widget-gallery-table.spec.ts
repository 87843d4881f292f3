import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('the gallery table keeps its page and column settings across a reload, and folds the fifth action', async ({
  page,
}) => {
  await signIn(page, 'admin', { at: '/development/widgets' });
  const table = page.getByRole('region', { name: '停车记录示例' });
  await expect(table.getByText('共 57 条')).toBeVisible();

  // Page 3 of 57 rows at 20 a page holds 17 rows.
  await table.getByTitle('3', { exact: true }).click();
  await expect(page).toHaveURL(/page_index=3/);
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(17);

  // Hide 车场名称 through the column settings; the choice is saved for this user on the server.
  await expect(table.getByRole('columnheader', { name: '车场名称' })).toBeVisible();
  const saved = page.waitForResponse(
    (res) => res.url().includes('/api/storage/kv') && res.request().method() === 'PUT',
  );
  await table.getByRole('button', { name: '列设置' }).click();
  // The box is controlled by the table's saved settings: click it and wait for the settings to
  // follow, rather than uncheck(), which reads the box back in the same instant and fails when
  // React has not re-rendered yet on a busy machine. (The popover does not grow into place: the
  // browser tests ask for reduced motion.)
  const box = page.getByRole('list', { name: '列设置' }).getByRole('checkbox', { name: '车场名称' });
  await expect(box).toBeChecked();
  await box.click();
  await expect(box).not.toBeChecked();
  await saved;
  await expect(table.getByRole('columnheader', { name: '车场名称' })).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const again = page.getByRole('region', { name: '停车记录示例' });
  await expect(again.locator('tbody tr.ant-table-row')).toHaveCount(17);
  await expect(again.getByRole('columnheader', { name: '车场名称' })).toHaveCount(0);
  await expect(again.getByRole('columnheader', { name: '车牌号' })).toBeVisible();

  // Six actions: four as links, the fifth and sixth under 更多.
  const firstRow = again.locator('tbody tr.ant-table-row').first();
  await expect(firstRow.getByRole('button', { name: '打印小票' })).toBeVisible();
  await expect(firstRow.getByText('删除')).toHaveCount(0);
  await firstRow.getByRole('button', { name: /更多/ }).click();
  await expect(page.getByRole('menuitem', { name: '删除' })).toBeVisible();
});
