import { expect, test } from '../support/fixtures';
import { signIn, topMenu } from '../support/sign-in';

test('a list left and reopened from the visited tabs shows its search and rows without refetching', async ({
  page,
}) => {
  await signIn(page, 'merchant');
  await page.goto('/base/services/announcement/merchant/notice/list');
  const search = page.getByPlaceholder(/标题/);
  await search.fill('发票');
  await search.press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2);

  await topMenu(page).getByRole('menuitem', { name: '停车', exact: true }).click();
  await expect(page).toHaveURL(/\/parking\//);

  let listCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/system/notice/list')) listCalls += 1;
  });
  await page.getByRole('tab', { name: '平台公告' }).click();
  await expect(page).toHaveURL(/\/notice\/list$/);
  await expect(search).toHaveValue('发票');
  await expect(page.getByRole('row')).toHaveCount(2);
  expect(listCalls).toBe(0);
});
