import { expect as baseExpect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// Lazy screens on a busy machine: see partner-audits-a-collected-lot.spec.ts.
const expect = baseExpect.configure({ timeout: 30_000 });

// The demo partner's lot owner (300001) has channel applications and a week of settled trades.
test('partner opens a payment merchant, reads its trades and settlements, and sets its 提现设置', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'partner', { at: '/service/payment/merchant/list' });
  const merchant = page
    .getByRole('region', { name: '支付商户列表' })
    .locator('tbody tr', { hasText: '深圳福田中心停车场' });
  await expect(merchant).toContainText('300001');
  await merchant.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/service\/payment\/merchant\/detail\/payment\?merchant=300001/);
  await expect(page.getByText('渠道配置 · 深圳福田中心停车场')).toBeVisible();

  // 交易流水: the merchant's trades only.
  await page.getByRole('menuitem', { name: '交易流水' }).click();
  await expect(page).toHaveURL(/\/detail\/trade\?merchant=300001/);
  const trades = page.getByRole('region', { name: '支付流水列表' }).locator('tbody tr.ant-table-row');
  await expect(trades.first()).toContainText('深圳福田中心停车场');
  await expect(trades.filter({ hasNotText: '深圳福田中心停车场' })).toHaveCount(0);

  // 结算记录 and one settlement's detail with its lines.
  await page.getByRole('menuitem', { name: '结算记录' }).click();
  const settlements = page.getByRole('region', { name: '结算记录列表' }).locator('tbody tr.ant-table-row');
  await expect(settlements.first()).toContainText('深圳福田中心停车场');
  await expect(settlements.filter({ hasNotText: '深圳福田中心停车场' })).toHaveCount(0);
  await settlements.first().getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/service\/payment\/merchant\/detail\/settlement\/detail\?.*id=/);
  const lines = page.getByRole('region', { name: '结算明细列表' }).locator('tbody tr.ant-table-row');
  await expect(lines.first()).toContainText('￥');

  // 提现设置: saved, then read again after a reload.
  await page.goBack();
  await page.getByRole('menuitem', { name: '提现设置' }).click();
  await expect(page).toHaveURL(/\/detail\/setting\?merchant=300001/);
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  await page.getByLabel('开户银行').fill('中国银行深圳福田支行');
  await page.getByLabel('起提金额').fill('800');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page
    .getByRole('tooltip', { name: /确定保存结算设置吗/ })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  const settings = page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: '开户银行' }) });
  await expect(settings.getByRole('row', { name: /开户银行/ })).toContainText('中国银行深圳福田支行');
  await expect(settings.getByRole('row', { name: /起提金额/ })).toContainText('800');
  await expect(page.getByText('结算设置 · 深圳福田中心停车场')).toBeVisible();
});
