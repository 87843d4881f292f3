import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiCall } from './api';

/**
 * Gives a park the demo's standard rule for temporary cars: ¥5 per started hour after 15 free
 * minutes, at most ¥30 a day. Specs that drive cars through a park of their own start from it.
 */
export async function addStandardCharge(
  api: APIRequestContext,
  token: string,
  parkId: number,
): Promise<void> {
  await apiCall(api, token, 'POST', 'parking/charge/create', {
    park_id: parkId,
    name: '临时车标准收费',
    car_type: 1,
    free_minutes: 15,
    unit_minutes: 60,
    unit_price: 500,
    daily_cap: 3000,
  });
}

/**
 * A car pays ¥20.00 by 微信 at a new lot of the demo merchant: the lot with the standard rule, then
 * 200 minutes parked (¥5 per started hour) through the developer tool as admin. Specs of the money
 * that follows a payment (settlement, shares, invoices) start from it. Answers the exit's payload.
 */
export async function payTwentyAtANewLot(
  api: APIRequestContext,
  tokens: { admin: string; merchant: string },
  { lotName, plate }: { lotName: string; plate: string },
): Promise<{ order_no: string; paid: number }> {
  const park = await apiCall(api, tokens.merchant, 'POST', 'park/create', {
    name: lotName,
    area_code: '440304',
    address: '深圳市福田区福华三路 88 号',
    total_spaces: 80,
    charge_mode: 1,
  });
  await addStandardCharge(api, tokens.merchant, park.id);
  await apiCall(api, tokens.admin, 'POST', 'devtool/parking/entry', {
    park_id: park.id,
    plate,
    minutes_ago: 200,
  });
  const exit = await apiCall(api, tokens.admin, 'POST', 'devtool/parking/exit', {
    park_id: park.id,
    plate,
    pay_type: 2,
    pay_mode: 3,
  });
  expect(exit.paid).toBe(2000);
  return exit;
}

/**
 * 退款 through the order row's one dialog: it shows the amount paid and takes the reason, and its
 * button is the only confirmation. Waits for the dialog to close and the row to say 退款/撤销 with
 * no 退款 left on it.
 */
export async function refundOrder(
  page: Page,
  order: Locator,
  { amount, reason }: { amount: string; reason: string },
): Promise<void> {
  await order.getByRole('button', { name: /^退\s*款$/ }).click();
  const refund = page.getByRole('dialog', { name: '退款' });
  await expect(refund.locator('.ant-descriptions-item', { hasText: '实付金额' })).toContainText(amount);
  await refund.getByLabel('退款原因').fill(reason);
  await refund.getByRole('button', { name: /^退\s*款$/ }).click();
  await expect(page.getByText('退款成功')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(order).toContainText('退款/撤销');
  await expect(order.getByRole('button', { name: /^退\s*款$/ })).toHaveCount(0);
}
