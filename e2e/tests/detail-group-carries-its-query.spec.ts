import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn } from '../support/sign-in';

test('a detail group shows its own sidebar with a back link, and its tabs carry the lot’s query', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openScreen(
    page,
    '/parking/manage/console?g_park_uuid=P-1001&park_name=%E7%A6%8F%E7%94%B0%E4%B8%AD%E5%BF%83&page=3',
  );
  const groupMenu = page.getByRole('menu', { name: '车场详情菜单' });
  await expect(groupMenu).toBeVisible();
  await expect(groupMenu.getByRole('menuitem', { name: '返回车场列表' })).toBeVisible();

  await groupMenu.getByRole('menuitem', { name: '放行记录' }).click();
  await expect(page).toHaveURL(/\/parking\/manage\/release\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('g_park_uuid')).toBe('P-1001');
  expect(url.searchParams.get('park_name')).toBe('福田中心');
  expect(url.searchParams.has('page')).toBe(false);

  await groupMenu.getByRole('menuitem', { name: '返回车场列表' }).click();
  await expect(page).toHaveURL(/\/parking\/apply\/list$/);
  await expect(page.getByRole('menu', { name: '侧边菜单' })).toBeVisible();
});
