import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('新建商户 shows the styled Logo upload box and no native "Choose File" input', async ({ page }) => {
  await signIn(page, 'partner', { at: '/merchant/merchant/create' });
  const form = page.locator('#resource-form-account-merchant');
  await expect(form.getByRole('button', { name: '上传图片' }).first()).toBeVisible();
  // antd's Form.Item CSS once showed these inputs as blocks above the box (issue 14 point 4).
  const inputs = form.locator('input[type="file"]');
  expect(await inputs.count()).toBeGreaterThan(0);
  for (const input of await inputs.all()) await expect(input).toBeHidden();
});
