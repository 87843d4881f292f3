import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

test('admin edits a role and reads the change in the operation log in Chinese, field by field', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const login = await request.post('/api/login', { data: { account: 'admin', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).payload.access_token.value as string}` };
  const name = `审计角色${String(Date.now()).slice(-6)}`;
  const created = await request.post('/api/account/role/create', {
    headers,
    data: { name, description: '夜班收费', permissions: ['parking:record:list'] },
  });
  const id = (await created.json()).payload.id as number;

  await signIn(page, 'admin', { at: `/account/role-permission/role/edit?id=${id}` });
  await expect(page.getByLabel('角色描述')).toHaveValue('夜班收费');
  await page.getByLabel('角色描述').fill('白班收费');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/account\/role-permission\/role$/);

  await openScreen(page, '/account/logging/list');
  // Newest first: the edit just made, its subject and action named as the product names them.
  const entry = page
    .getByRole('row')
    .filter({ hasText: String(id) })
    .filter({ hasText: '编辑' })
    .first();
  await expect(entry).toContainText('角色');
  await expect(page.getByRole('cell', { name: 'account/role' })).toHaveCount(0);
  await entry.getByRole('button', { name: '详情' }).click();

  const drawer = page.getByRole('dialog').filter({ hasText: '操作详情' });
  const changes = drawer.getByRole('table', { name: '变更内容' });
  await expect(changes.getByRole('row').filter({ hasText: '角色描述' })).toContainText('夜班收费白班收费');
  await expect(changes.getByRole('columnheader')).toHaveText(['字段', '修改前', '修改后']);
  await expect(drawer).not.toContainText('"description"');
});
