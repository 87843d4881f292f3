import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

async function tokenOf(request: APIRequestContext, account: string): Promise<string> {
  const res = await request.post('/api/login', { data: { account, password: DEMO_PASSWORD } });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(1001);
  return body.payload.access_token.value as string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test('merchant approves a car owner’s fixed-car application and the monthly card opens for three months', async ({
  page,
  request,
}) => {
  // Setup through the API: the merchant's own park, and an owner's application filed with the
  // developer tool (the owners' app is not part of this console).
  const merchant = await tokenOf(request, 'merchant');
  const admin = await tokenOf(request, 'admin');
  const plate = `粤B${String(Date.now()).slice(-5)}`;
  const park = await request.post('/api/park/create', {
    headers: auth(merchant),
    data: {
      name: `固定车测试车场${plate.slice(-5)}`,
      area_code: '440304',
      address: '深圳市福田区福华三路 88 号',
      total_spaces: 200,
      charge_mode: 1,
    },
  });
  const parkBody = await park.json();
  expect(parkBody.code, JSON.stringify(parkBody)).toBe(1001);
  const filed = await request.post('/api/devtool/parking/car-apply', {
    headers: auth(admin),
    data: {
      park_id: parkBody.payload.id,
      plate,
      card_type: 1,
      quantity: 3,
      applicant_name: '赵磊',
      applicant_mobile: '13812345678',
      remark: '小区业主，长期停放',
    },
  });
  const filedBody = await filed.json();
  expect(filedBody.code).toBe(1001);
  const applyNo = filedBody.payload.apply_no as string;

  await signIn(page, 'merchant', { at: '/parking-merchant/car/apply/list' });
  const row = page.getByRole('row').filter({ hasText: applyNo });
  await expect(row).toContainText('待审核');
  await expect(row).toContainText('固定车测试车场');
  // 通过 is asked on the engine's action page (固定车申请审核): the application, then the price.
  await row.getByRole('button', { name: /^通\s*过$/ }).click();

  await expect(page).toHaveURL(/\/parking-merchant\/car\/apply\/audit\?id=\d+&action=approve/);
  // The list stays mounted (hidden) behind the review page, so only the visible name counts.
  await expect(page.getByText('赵磊').filter({ visible: true }).first()).toBeVisible();
  const form = page.locator('form#action-approve');
  await form.getByLabel('单价（每单位）').fill('300');
  // The definition's preview: what the card will cost for the three months applied for.
  await expect(form.getByText('￥900.00')).toBeVisible();
  await form.getByRole('button', { name: /^通\s*过$/ }).click();

  await expect(page.getByText('审核通过，月卡已开通')).toBeVisible();
  await expect(page).toHaveURL(/\/parking-merchant\/car\/apply\/list/);
  await expect(page.getByRole('row').filter({ hasText: applyNo })).toContainText('已通过');

  // The card is on 月卡车辆, valid for three calendar months from today, with its 月卡订单.
  const cards = await request.get(`/api/parking/month-card/list?plate=${encodeURIComponent(plate)}`, {
    headers: auth(merchant),
  });
  const [card] = (await cards.json()).payload.row as {
    status: number;
    start_time: number;
    end_time: number;
  }[];
  expect(card?.status).toBe(1);
  const days = ((card?.end_time ?? 0) - (card?.start_time ?? 0)) / 86_400;
  expect(days).toBeGreaterThanOrEqual(89);
  expect(days).toBeLessThanOrEqual(92);
  const orders = await request.get(`/api/parking/order/recharge/list?plate=${encodeURIComponent(plate)}`, {
    headers: auth(merchant),
  });
  expect((await orders.json()).payload.row[0]).toMatchObject({ quantity: 3, amount: 90000 });
});
