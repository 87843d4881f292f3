import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

async function tokenOf(request: APIRequestContext, account: string): Promise<string> {
  const res = await request.post('/api/login', { data: { account, password: DEMO_PASSWORD } });
  return (await res.json()).payload.access_token.value as string;
}

test('admin turns on reservations for a lot, picks its payment channels and finds both in the config log', async ({
  page,
  request,
}) => {
  // Three full page loads of lazy screens on a shared two-core machine.
  test.setTimeout(90_000);
  const admin = await tokenOf(request, 'admin');
  const headers = { authorization: `Bearer ${admin}` };
  const created = await request.post('/api/park/create', {
    headers,
    data: {
      name: `配置测试车场${String(Date.now()).slice(-5)}`,
      area_code: '440305',
      address: '深圳市南山区科技园南区 1 号',
      total_spaces: 80,
      charge_mode: 2,
    },
  });
  const id = (await created.json()).payload.id as number;
  const park = (await (await request.get(`/api/park/detail?id=${id}`, { headers })).json()).payload;
  const lot = `g_park_uuid=${park.g_park_uuid}&park_name=${encodeURIComponent(park.name)}`;

  await signIn(page, 'admin', { at: `/parking/manage/config/reserve?${lot}` });
  await expect(page.getByText('尚未保存，显示默认值')).toBeVisible();
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  await page.getByRole('radio', { name: '是' }).check();
  await page.getByLabel('预约费').fill('5');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByText(/上次保存/)).toBeVisible();

  await openScreen(page, `/parking/manage/config/channel?${lot}`);
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  await page.getByRole('checkbox', { name: '银联' }).check();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  // This page's own mark of the save: the 保存成功 of the one before may still show.
  await expect(page.getByText(/上次保存/)).toBeVisible();

  await openScreen(page, `/parking/manage/config/log?${lot}`);
  const table = page.getByRole('table');
  await expect(table.getByText('预约设置')).toBeVisible();
  await expect(table.getByText('支付渠道')).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: '预约设置' })
    .getByRole('button', { name: '变更详情' })
    .click();
  // The change reads field by field in the product's words, not as the stored JSON.
  const changes = page.getByRole('table', { name: '变更内容' });
  await expect(changes.getByRole('row').filter({ hasText: '预约费' })).toContainText('￥0.00￥5.00');
  await expect(changes.getByRole('row').filter({ hasText: '开启预约' })).toContainText('否是');
  await expect(changes).not.toContainText('fee');
});
