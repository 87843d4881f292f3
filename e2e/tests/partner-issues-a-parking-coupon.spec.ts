import type { Locator, Page } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { addStandardCharge } from '../support/parking';
import { openScreen } from '../support/navigation';

/** Types a time into an antd DatePicker (showTime) and confirms it with 确定 (Enter would submit the form). */
async function pickTime(page: Page, form: Locator, label: string, text: string) {
  const input = form.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await page
    .locator('.ant-picker-dropdown:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(input).toHaveValue(text);
}

/** Unix seconds as the pickers print them, in China time. */
function chinaTime(seconds: number): string {
  return new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

test('partner creates a ¥5 merchant coupon on a customer’s lot, issues it to a plate, and the exit spends it on the order', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await apiToken(request, 'admin');
  const merchant = await apiToken(request, 'merchant');

  // A lot of the demo merchant's with a known rule: ¥5 per started hour after 15 free minutes.
  const own = (await apiCall(request, merchant, 'GET', 'park/list?page_size=20')).row as {
    merchant_id: number;
  }[];
  const name = `商户券测试车场${Date.now() % 1_000_000}`;
  const created = await apiCall(request, admin, 'POST', 'park/create', {
    merchant_id: own[0]!.merchant_id,
    name,
    area_code: '440304',
    address: '深圳市福田区福华三路268号',
    total_spaces: 300,
    charge_mode: 1,
  });
  await addStandardCharge(request, admin, created.id);
  const park = await apiCall(request, merchant, 'GET', `park/detail?id=${created.id}`);
  const lot = `g_park_uuid=${park.g_park_uuid}&park_name=${encodeURIComponent(name)}`;
  const plate = `粤B${10_000 + (Date.now() % 89_999)}`;
  const couponName = `购物满100减5元${Date.now() % 10_000}`;

  // The lot screens (/parking/manage/*) belong to the partner that serves the merchant's lots.
  await signIn(page, 'partner', { at: `/parking/manage/config/mcoupon?${lot}` });
  await page.getByRole('button', { name: /新\s*增/ }).click();
  // The list stays mounted (kept alive) under the form, so every field is looked up in the form.
  const form = page.locator('form#resource-form-parking-mcoupon');
  await form.getByLabel('券名称').fill(couponName);
  await form.getByLabel('发券商户').fill('优衣库（万象城店）');
  await form.getByLabel('券类型').click();
  await page.getByTitle('减免金额').click();
  await form.getByRole('spinbutton', { name: '减免金额' }).fill('5');
  await form.getByLabel('发行总量').fill('10');
  const now = Math.floor(Date.now() / 1000);
  await pickTime(page, form, '生效时间', chinaTime(now - 3600));
  await pickTime(page, form, '到期时间', chinaTime(now + 30 * 86_400));
  await form.getByRole('button', { name: /保\s*存/ }).click();

  // Back on the lot's list: the token with its face value and full stock.
  const tokenRow = page.getByRole('row', { name: new RegExp(couponName) });
  await expect(tokenRow).toBeVisible({ timeout: 30_000 });
  await expect(tokenRow).toContainText('￥5.00');
  await expect(tokenRow).toContainText('启用');

  // Its detail: counters, then 发放 to a plate.
  await tokenRow.getByRole('button', { name: '详情' }).click();
  const counters = page.getByRole('list', { name: '发放统计' });
  await expect(counters).toContainText('总量10');
  await page.getByRole('button', { name: /发\s*放/ }).click();
  const dialog = page.getByRole('dialog', { name: /发放商户券/ });
  await dialog.getByLabel('车牌号').fill(plate);
  await dialog.getByRole('button', { name: /发\s*放/ }).click();
  await expect(dialog).toBeHidden();
  await expect(counters).toContainText('已发放1');
  const issued = page
    .getByRole('region', { name: '已发放的券' })
    .getByRole('row', { name: new RegExp(plate) });
  await expect(issued).toContainText('未使用');

  // The car parks 125 minutes (three started hours, ¥15) and leaves: the coupon takes ¥5 off.
  await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
    park_id: created.id,
    plate,
    minutes_ago: 125,
  });
  const exit = await apiCall(request, admin, 'POST', 'devtool/parking/exit', { park_id: created.id, plate });
  expect(exit).toMatchObject({ fee: 1500, discount: 500 });

  // 优惠券记录 of the lot: the coupon 已使用 on that order.
  await openScreen(page, `/parking/manage/coupon/record?${lot}`);
  const record = page.getByRole('row', { name: new RegExp(plate) });
  await expect(record).toBeVisible({ timeout: 30_000 });
  await expect(record).toContainText('已使用');
  await expect(record).toContainText(exit.order_no);
  await expect(record).toContainText(couponName);

  // The lot's 临停订单: ¥15.00 with ¥5.00 off; the lot lets cars leave first, so ¥10.00 stays owed.
  await openScreen(page, `/parking/manage/order/payment?${lot}`);
  const order = page.getByRole('row', { name: new RegExp(exit.order_no) });
  await expect(order).toBeVisible({ timeout: 30_000 });
  await expect(order.getByRole('cell', { name: '￥15.00', exact: true })).toBeVisible();
  await expect(order.getByRole('cell', { name: '￥5.00', exact: true })).toBeVisible();
  // …and names the coupon that took it, with its 券码.
  await expect(order).toContainText(`${couponName}（MQ`);
});
