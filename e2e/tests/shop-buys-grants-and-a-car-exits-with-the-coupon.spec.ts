import type { APIRequestContext } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { switchAccount } from '../support/antd-form';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { addStandardCharge } from '../support/parking';
import { openScreen } from '../support/navigation';

interface Lot {
  id: number;
  name: string;
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * A lot of the demo merchant's with the standard rule (¥5 per started hour after 15 free minutes),
 * where the demo shop may buy the merchant's coupons.
 */
async function lotForTheShop(request: APIRequestContext, admin: string, merchant: string): Promise<Lot> {
  const own = (await apiCall(request, merchant, 'GET', 'park/list?page_size=20')).row as {
    merchant_id: number;
  }[];
  const name = `停车券测试车场${Date.now() % 1_000_000}`;
  const created = await apiCall(request, admin, 'POST', 'park/create', {
    merchant_id: own[0]!.merchant_id,
    name,
    area_code: '440304',
    address: '深圳市福田区福华三路268号',
    total_spaces: 300,
    charge_mode: 1,
  });
  await addStandardCharge(request, admin, created.id);
  // 绑定车场授权: the shop keeps its lots and gains this one.
  const shops = (await apiCall(request, merchant, 'GET', 'parking-coupon/merchant/list?page_size=50'))
    .row as {
    id: number;
    buyer_no: string;
  }[];
  const shop = shops.find((row) => row.buyer_no === '310001')!;
  const detail = await apiCall(request, merchant, 'GET', `parking-coupon/merchant/detail?id=${shop.id}`);
  await apiCall(request, merchant, 'PUT', 'parking-coupon/merchant/authorize', {
    id: shop.id,
    park_ids: [...(detail.park_ids as number[]), created.id],
  });
  return { id: created.id, name };
}

/** A ¥5 amount coupon of the lot, sold at ¥3, not stackable, its sale and use ending at `end`. */
async function fiveYuanCoupon(
  request: APIRequestContext,
  merchant: string,
  lot: Lot,
  name: string,
  end: number,
) {
  return apiCall(request, merchant, 'POST', 'parking-coupon/coupon/create', {
    name,
    coupon_type: 1,
    face_value: 500,
    park_ids: [lot.id],
    price: 300,
    start_time: now() - 3600,
    end_time: end,
    valid_days: 7,
    stackable: 0,
    max_per_stay: 1,
  });
}

test('the shop buys ¥5 coupons, grants one to a plate, the exit takes ¥5 off the order; an expired one is refused at the gate', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiToken(request, 'admin');
  const merchant = await apiToken(request, 'merchant');
  const shopToken = await apiToken(request, 'shop');
  const lot = await lotForTheShop(request, admin, merchant);
  const tail = Date.now() % 10_000;
  const couponName = `抵扣5元${tail}`;
  await fiveYuanCoupon(request, merchant, lot, couponName, now() + 30 * 86_400);
  const plate = `粤B${10_000 + (Date.now() % 89_999)}`;

  // A coupon whose use ends in 20 s, bought and granted to a car in the lot now: it has ended by the
  // time the screens below are done, and is shown at the gate then.
  const endsSoon = now() + 20;
  const short = await fiveYuanCoupon(request, merchant, lot, `限时抵扣${tail}`, endsSoon);
  const stock = await apiCall(request, shopToken, 'POST', 'parking-coupon/purchase/create', {
    coupon_id: short.id,
    quantity: 1,
  });
  const late = `粤B${10_000 + ((Date.now() + 7) % 89_999)}`;
  const lateGrant = await apiCall(request, shopToken, 'PUT', 'parking-coupon/warehouse/send', {
    id: stock.id,
    plate: late,
    plate_color: 1,
    request_id: `e2e-expired-${tail}`,
  });
  await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
    park_id: lot.id,
    plate: late,
    minutes_ago: 60,
  });

  // 购买优惠券 as the shop: 10 of them at ¥3.
  await signIn(page, 'shop', { at: '/parking-coupon/purchase/create' });
  const form = page.locator('form#resource-form-parking-coupon-purchase');
  await form.getByLabel('优惠券').click();
  await page.getByTitle(new RegExp(couponName)).click();
  await form.getByLabel('购买数量').fill('10');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/parking-coupon\/purchase\/list/);
  const purchase = page.getByRole('row', { name: new RegExp(couponName) });
  await expect(purchase).toContainText('￥30.00', { timeout: 30_000 });

  // 入库记录 → 详情 → 发券 to the plate.
  await openScreen(page, '/parking-coupon/warehouse/list');
  await page
    .getByRole('row', { name: new RegExp(couponName) })
    .getByRole('button', { name: '详情' })
    .click();
  // The entry's own page (the list's rows offer 发券 too, until the detail has replaced them).
  await expect(page).toHaveURL(/\/parking-coupon\/warehouse\/detail/);
  await expect(page.getByRole('list', { name: '数量' })).toContainText('总数10');
  await page.getByRole('button', { name: /^发\s?券$/ }).click();
  const dialog = page.getByRole('dialog', { name: '发券' });
  await dialog.getByLabel('车牌号').fill(plate);
  await dialog.getByRole('button', { name: /^发\s?券$/ }).click();
  await expect(dialog).toBeHidden();
  const granted = page
    .getByRole('region', { name: '发券记录' })
    .getByRole('row', { name: new RegExp(plate) });
  await expect(granted).toContainText('发放成功');

  // The car stays 125 minutes (three started hours, ¥15) and leaves through the developer tool's
  // screen: the plate's coupon is taken at the gate without being shown.
  await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
    park_id: lot.id,
    plate,
    minutes_ago: 125,
  });
  await switchAccount(page, 'admin');
  await openScreen(page, '/base/services/devtool/parking');
  const tool = page.getByRole('form', { name: '模拟车辆' });
  await tool.getByRole('combobox').first().click();
  await page.keyboard.type(lot.name);
  await page.getByTitle(lot.name).click();
  const result = page.getByRole('status', { name: '模拟结果' });
  await page.getByRole('textbox', { name: '车牌号' }).fill(plate);
  await page.getByRole('button', { name: '模拟出场' }).click();
  await expect(result).toContainText(`优惠券抵扣 ￥5.00（${couponName} ￥5.00）`);

  // The coupon ended meanwhile: shown at the gate it is refused, the car stays in, the coupon unused.
  await expect.poll(now, { timeout: 40_000, intervals: [1000] }).toBeGreaterThan(endsSoon);
  await page.getByRole('textbox', { name: '车牌号' }).fill(late);
  await page.getByRole('textbox', { name: '券码' }).fill(lateGrant.grant_no);
  await page.getByRole('button', { name: '模拟出场' }).click();
  await expect(result).toContainText(/模拟出场：该券已过期（有效期至 .+），不能使用/);
  const lateRecords = await apiCall(
    request,
    shopToken,
    'GET',
    `parking-coupon/grant/list?plate=${encodeURIComponent(late)}`,
  );
  expect(lateRecords.row[0]).toMatchObject({ grant_no: lateGrant.grant_no, discount_amount: 0 });
  expect(lateRecords.row[0].use_status).not.toBe(1);

  // 发券记录 holds the coupon spent on the exit's order; the lot owner's 临停订单 shows ¥5.00 off ¥15.00.
  const spent = (
    await apiCall(request, shopToken, 'GET', `parking-coupon/grant/list?plate=${encodeURIComponent(plate)}`)
  ).row[0] as { use_status: number; discount_amount: number; order_no: string };
  expect(spent).toMatchObject({ use_status: 1, discount_amount: 500 });
  await switchAccount(page, 'merchant');
  await openScreen(page, '/parking-merchant/trade/payment');
  const order = page.getByRole('row', { name: new RegExp(spent.order_no) });
  await expect(order).toBeVisible({ timeout: 30_000 });
  await expect(order.getByRole('cell', { name: '￥15.00' })).toBeVisible();
  await expect(order.getByRole('cell', { name: '￥5.00' }).first()).toBeVisible();
});
