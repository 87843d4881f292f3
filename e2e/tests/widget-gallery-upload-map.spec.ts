import { expect, test } from '../support/fixtures';
import { gradientPng } from '../support/png';
import { signIn } from '../support/sign-in';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin', { at: '/development/widgets' });
  await page.getByRole('tab', { name: '上传、地图与地区' }).click();
});

test('a 3 MB PNG is compressed under 1 MiB in the browser, uploaded and shown', async ({ page }) => {
  const png = gradientPng(1200, 860);
  expect(png.length).toBeGreaterThan(3_000_000);
  await page.getByLabel('选择图片').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png });
  const shown = page.locator('img[src^="/api/storage/oss/file/"]').first();
  await expect(shown).toBeVisible({ timeout: 20_000 });
  const link = await shown.getAttribute('src');
  const size = await page.evaluate(async (url) => (await (await fetch(url!)).blob()).size, link);
  expect(size).toBeGreaterThan(0);
  expect(size).toBeLessThan(1_048_576);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
});

test('a document over 20,000,000 bytes is refused with the section 5 message', async ({ page }) => {
  const big = Buffer.alloc(20_000_001, 0x20);
  big.write('%PDF-1.4\n', 0, 'ascii');
  await page
    .getByLabel('选择文件')
    .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: big });
  await expect(page.getByText('文件大小不能超过 20MB')).toBeVisible();
  await expect(page.getByRole('list', { name: '已上传文件' }).getByText('contract.pdf')).toHaveCount(0);
});

test('the area cascader loads a province’s children only when it is opened', async ({ page }) => {
  const children: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/area/list' && url.searchParams.get('code'))
      children.push(url.searchParams.get('code')!);
  });
  await page.locator('.ant-cascader').first().click();
  await page.locator('.ant-cascader-menu-item', { hasText: '广东省' }).first().click();
  await expect(page.locator('.ant-cascader-menu-item', { hasText: '深圳市' })).toBeVisible();
  expect(children).toEqual(['440000']);
  await page.locator('.ant-cascader-menu-item', { hasText: '深圳市' }).click();
  await expect(page.locator('.ant-cascader-menu-item', { hasText: '南山区' })).toBeVisible();
  expect(children).toEqual(['440000', '440300']);
});

test('map search then confirm fills latLng, adcode and address', async ({ page }) => {
  await page.getByLabel('选择地图位置').click();
  const dialog = page.getByRole('dialog', { name: '选择地图位置' });
  await dialog.getByLabel('搜索地点').fill('南山');
  const result = dialog
    .getByRole('option', { name: /南山区/ })
    .or(dialog.getByLabel('搜索结果').getByText(/南山区/))
    .first();
  await expect(result).toBeVisible({ timeout: 5_000 });
  await result.click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /提\s*交/ }).click();
  const values = JSON.parse((await page.getByLabel('提交结果').textContent()) ?? '{}');
  expect(values.location.adcode).toBe('440305');
  expect(values.location.latLng).toMatch(/^\d{2}\.\d{6},\d{3}\.\d{6}$/);
  expect(values.location.address).toContain('南山');
});
