import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('the shop buys the lot’s parking coupons within its rule, and a revoke by the lot refunds what was not granted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'shop', { at: '/parking-coupon/purchase/create' });
  const form = page.locator('form#resource-form-parking-coupon-purchase');
  // The choices are the coupons on sale to this shop; the demo rule asks at least 10 a purchase.
  await form.getByLabel('优惠券').click();
  await page.getByTitle(/停车抵扣 5 元/).click();
  await form.getByLabel('购买数量').fill('5');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('该优惠券每次至少购买 10 张')).toBeVisible();
  await form.getByLabel('购买数量').fill('12');
  await form.getByRole('button', { name: /保\s*存/ }).click();

  // Back on 购券记录: ¥3.00 × 12, all 12 still to grant.
  await expect(page).toHaveURL(/\/parking-coupon\/purchase\/list/);
  const row = page
    .getByRole('row', { name: /停车抵扣 5 元/ })
    .filter({ hasText: '￥36.00' })
    .first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('使用中');

  // The lot (the seller) revokes it: nothing was granted, so all of it is refunded.
  const merchant = await apiToken(request, 'merchant');
  const sold = (await apiCall(request, merchant, 'GET', 'parking-coupon/purchase/list?page_size=20&status=1'))
    .row as {
    id: number;
    amount: number;
  }[];
  const mine = sold.find((p) => p.amount === 3600)!;
  const revoked = await request.fetch('/api/parking-coupon/purchase/revoke', {
    method: 'PUT',
    headers: { authorization: `Bearer ${merchant}` },
    data: { id: mine.id, revoke_reason: '商户申请退回' },
  });
  expect((await revoked.json()).code).toBeLessThan(1100);

  await page.reload();
  const again = page
    .getByRole('row', { name: /停车抵扣 5 元/ })
    .filter({ hasText: '已撤销' })
    .first();
  await expect(again).toBeVisible({ timeout: 30_000 });
  await again.getByRole('button', { name: '详情' }).click();
  await expect(page.getByText('商户申请退回')).toBeVisible();
  // The detail: paid ¥36.00, all of it refunded, nothing left to grant.
  await expect(page.getByRole('row', { name: /退款金额 ￥36\.00/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /已使用 0 剩余 0/ })).toBeVisible();
});
