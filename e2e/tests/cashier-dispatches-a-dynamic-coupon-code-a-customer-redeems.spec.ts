import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('a cashier dispatches a dynamic coupon code, a customer without an account redeems it once on the public page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const shop = await apiToken(request, 'shop');
  // The demo seed's counter code (固定券码 一楼收银台, 启用) of the demo shop.
  const codes = (await apiCall(request, shop, 'GET', 'parking-coupon/fixed-code/list?status=1&page_size=50'))
    .row as { id: number; name: string; coupon_name: string }[];
  const counter = codes.find((code) => code.name === '一楼收银台');
  expect(counter, JSON.stringify(codes)).toBeDefined();
  const plate = `粤B${10_000 + (Date.now() % 89_999)}`;

  await signIn(page, 'shop', { at: `/parking-coupon/fixed-code/dispatch?id=${counter!.id}` });
  await expect(page.getByRole('combobox', { name: '固定券码' })).toBeVisible();
  await page.getByRole('button', { name: '派发动态码' }).click();
  const shown = page.getByLabel('动态码', { exact: true });
  await expect(shown.getByText('待领取')).toBeVisible();
  await expect(shown.getByText(/秒后失效，仅限领取一次/)).toBeVisible();
  const link = await shown.getByRole('link', { name: '领取链接' }).getAttribute('href');
  expect(link).toMatch(/\/coupon\/redeem\?t=[A-Za-z0-9_-]{32}$/);

  // The customer's phone: a fresh browser with no session at all.
  const phone = await browser.newContext();
  const customer = await phone.newPage();
  await customer.goto(link!);
  await expect(customer.getByText(counter!.coupon_name)).toBeVisible();
  await customer.getByLabel('车牌号').fill(plate);
  await customer.getByRole('button', { name: /领\s*取/ }).click();
  await expect(customer.getByText('领取成功')).toBeVisible();
  await expect(customer.getByText(`已发放到车牌 ${plate}`)).toBeVisible();

  // The cashier's screen learns of it by polling.
  await expect(shown.getByText(`车牌 ${plate} 已领取`)).toBeVisible();
  await expect(shown.getByText('已领取', { exact: true })).toBeVisible();

  // Single use: the same code scanned again gives nothing more.
  const again = await phone.newPage();
  await again.goto(link!);
  await expect(again.getByText('该码已被领取')).toBeVisible();
  await phone.close();

  // One grant, the shop's, through channel 4 (动态码), of the counter code's coupon, for that plate.
  const grants = await apiCall(
    request,
    shop,
    'GET',
    `parking-coupon/grant/list?plate=${encodeURIComponent(plate)}`,
  );
  expect(grants.row).toHaveLength(1);
  expect(grants.row[0]).toMatchObject({
    plate,
    channel: 4,
    status: 1,
    use_status: 0,
    coupon_name: counter!.coupon_name,
  });
});
