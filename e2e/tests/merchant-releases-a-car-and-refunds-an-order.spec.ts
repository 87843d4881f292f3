import type { APIRequestContext } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { addStandardCharge, refundOrder } from '../support/parking';
import { openScreen } from '../support/navigation';

/** The merchant's own park with the standard rule: ¥5 per started hour after 15 free minutes. */
async function merchantPark(api: APIRequestContext, merchant: string, suffix: string): Promise<number> {
  const park = await apiCall(api, merchant, 'POST', 'park/create', {
    name: `放行退款车场${suffix}`,
    area_code: '440304',
    address: '深圳市福田区福华三路 88 号',
    total_spaces: 80,
    charge_mode: 1,
  });
  await addStandardCharge(api, merchant, park.id);
  return park.id as number;
}

test('merchant lets a car out by hand and refunds a paid order, each through its one action dialog', async ({
  page,
  request,
}) => {
  // Two flows, each with its list, search and dialog, on a machine shared with other tests.
  test.setTimeout(90_000);
  const merchant = await apiToken(request, 'merchant');
  const admin = await apiToken(request, 'admin');
  const suffix = String(Date.now()).slice(-5);
  const parkId = await merchantPark(request, merchant, suffix);
  // Two cars driven by the developer tool: one still in the lot, one that left and paid ¥10.00.
  const staying = `粤B${suffix}`;
  const paying = `粤C${suffix}`;
  await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
    park_id: parkId,
    plate: staying,
    minutes_ago: 50,
  });
  await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
    park_id: parkId,
    plate: paying,
    minutes_ago: 100,
  });
  await apiCall(request, admin, 'POST', 'devtool/parking/exit', {
    park_id: parkId,
    plate: paying,
    pay_type: 2,
    pay_mode: 3,
  });

  await signIn(page, 'merchant');

  // 人工放行: the dialog names the car and asks why; its button is the confirmation.
  await openScreen(page, '/parking-merchant/manage/parking');
  const search = page.getByRole('search', { name: '搜索条件' });
  await search.getByLabel('车牌号').fill(staying);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const car = page.getByRole('region', { name: '在场车辆列表' }).locator('tbody tr', { hasText: staying });
  await expect(car).toHaveCount(1);
  await car.getByRole('button', { name: '人工放行' }).click();
  const release = page.getByRole('dialog', { name: '人工放行' });
  await expect(release).toContainText(`放行退款车场${suffix}`);
  await release.getByRole('button', { name: '人工放行' }).click();
  await expect(release.getByText('请输入放行原因')).toBeVisible();
  await release.getByLabel('放行原因').fill('道闸故障，车主已线下缴费');
  await release.getByRole('button', { name: '人工放行' }).click();
  await expect(page.getByText('人工放行成功')).toBeVisible();
  // Asked once: no second confirmation follows the dialog.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(car).toBeHidden();
  const released = await apiCall(
    request,
    merchant,
    'GET',
    `parking/release/list?plate=${encodeURIComponent(staying)}`,
  );
  expect(released.row[0]).toMatchObject({ plate: staying, reason: '道闸故障，车主已线下缴费' });

  // 退款: the one dialog shows the amount paid and asks the reason.
  await openScreen(page, '/parking-merchant/trade/payment');
  // The plate is among the folded conditions of this longer search form.
  await search.getByRole('button', { name: /更多条件/ }).click();
  await search.getByLabel('车牌号').fill(paying);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const order = page.getByRole('region', { name: '临停订单列表' }).locator('tbody tr', { hasText: paying });
  await expect(order).toHaveCount(1);
  // Nothing left to refund afterwards: the action is gone from the row.
  await refundOrder(page, order, { amount: '￥10.00', reason: '重复扣费' });
  const orders = await apiCall(
    request,
    merchant,
    'GET',
    `parking/order/payment/list?plate=${encodeURIComponent(paying)}`,
  );
  const detail = await apiCall(
    request,
    merchant,
    'GET',
    `parking/order/payment/detail?id=${orders.row[0].id}`,
  );
  expect(detail).toMatchObject({ status: -2, refund_reason: '重复扣费', paid_amount: 1000 });
  // The stay's record moved with its order in the same call.
  const record = await apiCall(request, merchant, 'GET', `parking/record/detail?id=${detail.record_id}`);
  expect(record).toMatchObject({ paid_amount: 0, refund_amount: 1000, transfer_status: -2 });
});
