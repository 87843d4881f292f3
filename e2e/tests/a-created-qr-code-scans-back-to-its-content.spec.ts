import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect as baseExpect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// Lazy screens on a busy machine: see partner-audits-a-collected-lot.spec.ts.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a QR code created for a web address shows an image that scans back to the address', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const name = `活动海报码${Date.now() % 1_000_000}`;
  const link = `https://example.com/activity?id=${Date.now() % 1_000_000}`;
  await signIn(page, 'admin', { at: '/base/services/qrcode/list' });
  // The first lazy screen of the run: its chunk has taken minutes to arrive with eight runs on two cores.
  await expect(page.getByRole('region', { name: '二维码列表' })).toBeVisible({ timeout: 150_000 });
  await page.getByRole('button', { name: /^新\s*增$/ }).click();
  await expect(page).toHaveURL(/\/qrcode\/create$/);

  const form = page.locator('form:visible', { has: page.getByRole('button', { name: /保\s*存/ }) });
  await form.getByLabel('二维码名称').fill(name);
  await form.locator('.ant-form-item', { hasText: '码类型' }).locator('.ant-select').first().click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option-content', { hasText: '网址' })
    .first()
    .click();
  await form.getByLabel('跳转链接').fill(link);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();

  const row = page.locator('tbody tr.ant-table-row').filter({ hasText: name });
  await expect(row).toContainText(link);
  await row.getByRole('button', { name: '查看二维码' }).click();
  const image = page.getByRole('img', { name: `${name}的二维码` });
  await expect(image).toBeVisible();
  // The image the browser shows, fetched with the page's session, decoded as a scanner would.
  const src = await image.getAttribute('src');
  const response = await page.request.get(src!);
  expect(response.status()).toBe(200);
  const png = PNG.sync.read(await response.body());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(link);
});
