import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

interface Envelope<T> {
  code: number;
  message: string;
  payload?: T;
}

async function call<T>(
  request: APIRequestContext,
  method: 'post' | 'put',
  path: string,
  body: unknown,
  token?: string,
): Promise<T> {
  const response = await request[method](`/api/${path}`, {
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const json = (await response.json()) as Envelope<T>;
  expect(json.code, `${path}: ${json.message}`).toBeLessThan(1003);
  return json.payload as T;
}

/** The date (China time) `months` calendar months after now, as the list and the dialog print it. */
function dateAfterMonths(months: number): string {
  const china = new Date(Date.now() + 8 * 3600 * 1000);
  const lastDay = new Date(
    Date.UTC(china.getUTCFullYear(), china.getUTCMonth() + months + 1, 0),
  ).getUTCDate();
  const target = new Date(
    Date.UTC(china.getUTCFullYear(), china.getUTCMonth() + months, Math.min(china.getUTCDate(), lastDay)),
  );
  return target.toISOString().slice(0, 10);
}

test('merchant renews a monthly card by 3 months and sees the new validity and its 月卡订单', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // The demo seed may hold no parking data yet: the merchant's own park and card, through the API.
  const login = await call<{ access_token: { value: string } }>(request, 'post', 'login', {
    account: 'merchant',
    password: DEMO_PASSWORD,
  });
  const token = login.access_token.value;
  const suffix = String(Date.now()).slice(-5);
  const park = await call<{ id: number }>(
    request,
    'post',
    'park/create',
    {
      name: `续费测试车场${suffix}`,
      area_code: '440304',
      address: '深圳市福田区福华三路 88 号',
      total_spaces: 120,
      charge_mode: 1,
    },
    token,
  );
  const plate = `粤B${suffix}`;
  await call(
    request,
    'post',
    'parking/month-card/create',
    {
      park_id: park.id,
      plate,
      plate_color: 1,
      owner_name: '陈立',
      card_type: 1,
      unit_price: 30_000,
    },
    token,
  );

  await signIn(page, 'merchant', { at: '/parking-merchant/car/month-card' });
  const search = page.getByRole('search', { name: '搜索条件' });
  await search.getByLabel('车牌号').fill(plate);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('region', { name: '月卡车辆列表' }).locator('tbody tr', { hasText: plate });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: '续费' }).click();
  // The definition's action dialog: the card, the quantity and payment, and the preview under them.
  const dialog = page.getByRole('dialog', { name: '续费' });
  await expect(dialog.locator('.ant-descriptions-item', { hasText: '单价（每单位）' })).toContainText(
    '￥300.00',
  );
  await dialog.getByLabel('续费数量').fill('3');
  await expect(dialog.getByLabel('应付金额')).toContainText('￥900.00');
  await dialog.getByRole('button', { name: /^续\s*费$/ }).click();

  const expected = dateAfterMonths(3);
  await expect(page.getByText(`续费成功，新的到期时间 ${expected}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list shows the new 到期时间 ...
  await expect(row).toContainText(expected);

  // ... and the renewal is a 月卡订单 of ￥900.00 for 3 months.
  await openScreen(page, '/parking-merchant/trade/recharge');
  const order = page.getByRole('region', { name: '月卡订单列表' }).locator('tbody tr', { hasText: plate });
  // The demo data makes this list long; its first page can take a while on a busy machine.
  await expect(order).toHaveCount(1, { timeout: 30_000 });
  await expect(order).toContainText('￥900.00');
  await expect(order).toContainText('月卡');
  await expect(order).toContainText(expected);
});
