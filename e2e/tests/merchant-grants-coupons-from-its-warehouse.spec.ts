import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('merchant grants a coupon from its warehouse, grants a list of plates as a job, and revokes one', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const tail = Date.now() % 9000;
  const plate = `粤B${10_000 + tail}`;
  const batch = [`粤C${10_000 + tail}`, `粤D${10_000 + tail}`];

  // The demo merchant holds stock of its own ¥5 coupon (seed-coupon-holding.ts).
  await signIn(page, 'merchant', { at: '/parking-coupon/warehouse/list' });
  const entry = page.getByRole('row', { name: /商户停车券 5 元/ }).filter({ hasText: '使用中' });
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await entry.getByRole('button', { name: '详情' }).click();

  const counts = page.getByRole('list', { name: '数量' });
  await expect(counts).toContainText('总数100');
  const grants = page.getByRole('region', { name: '发券记录' });

  // 发券: one plate through the dialog.
  await page.getByRole('button', { name: /^发\s?券$/ }).click();
  const dialog = page.getByRole('dialog', { name: '发券' });
  await dialog.getByLabel('车牌号').fill(plate);
  await dialog.getByRole('button', { name: /^发\s?券$/ }).click();
  await expect(dialog).toBeHidden();
  const granted = grants.getByRole('row', { name: new RegExp(plate) });
  await expect(granted).toContainText('发放成功');

  // 批量发券: two plates pasted; the job settles them and the page follows until none is 发放中.
  await page.getByRole('button', { name: '批量发券' }).click();
  const bulk = page.getByRole('dialog', { name: '批量发券' });
  await bulk.getByLabel('车牌号').fill(batch.join('\n'));
  await bulk.getByRole('button', { name: '批量发券' }).click();
  await expect(bulk).toBeHidden();
  for (const each of batch) {
    await expect(grants.getByRole('row', { name: new RegExp(each) })).toContainText('发放成功', {
      timeout: 30_000,
    });
  }

  // 撤销 the first: it goes back to the warehouse.
  await granted.getByRole('button', { name: '撤销' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(granted).toContainText('已撤销');
});
