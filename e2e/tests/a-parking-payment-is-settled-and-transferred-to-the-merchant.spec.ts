import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { payTwentyAtANewLot } from '../support/parking';
import { signIn } from '../support/sign-in';

/**
 * Issue 18's ledger end to end: a car pays ¥20 through WeChat at the demo merchant's lot (developer
 * tool, as admin); the trade shows in the merchant's 支付流水 with its channel fee; the settlement
 * job runs (the developer tool's 模拟次日结算); the merchant's settlement shows the fee and its
 * partner's share with the trade among its lines, and the transfer is 已转账.
 */
test('a car pays ¥20, the merchant sees the trade, its settlement with fee and share, and the transfer', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await apiToken(request, 'admin');
  const merchant = await apiToken(request, 'merchant');
  const suffix = String(Date.now()).slice(-5);
  const exit = await payTwentyAtANewLot(
    request,
    { admin, merchant },
    { lotName: `结算演示车场${suffix}`, plate: `粤S${suffix}` },
  );
  const tradeNo = `TP${String(exit.order_no).slice(1)}`;

  await signIn(page, 'merchant', { at: '/trading-center/trade/payment' });
  const search = page.getByRole('search', { name: '搜索条件' });
  await search.getByLabel('交易流水号').fill(tradeNo);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const trade = page.getByRole('region', { name: '支付流水列表' }).locator('tbody tr', { hasText: tradeNo });
  await expect(trade).toHaveCount(1);
  await expect(trade).toContainText('￥20.00');
  await expect(trade).toContainText('￥0.08');
  await expect(trade).toContainText(`结算演示车场${suffix}`);

  // The settlement job, as if today were over.
  await apiCall(request, admin, 'POST', 'devtool/ledger/settle', {});
  const lines = await apiCall(
    request,
    merchant,
    'GET',
    `settlement/trade/settlement-line/list?ref_no=${tradeNo}&kind=trade`,
  );
  expect(lines.row).toHaveLength(1);
  const settlement = await apiCall(
    request,
    merchant,
    'GET',
    `settlement/trade/settlement/detail?id=${lines.row[0].settlement_id}`,
  );
  expect(settlement.share_amount).toBeGreaterThan(0);

  await openScreen(page, '/trading-center/settlement/settlement');
  await search.getByLabel('结算单号').fill(settlement.settle_no);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const row = page
    .getByRole('region', { name: '结算记录列表' })
    .locator('tbody tr', { hasText: settlement.settle_no });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('已转账');
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/trading-center\/settlement\/settlement\/detail\?id=/);
  // The amounts: the fee, the partner and the shares (the demo partner's strategies).
  const amounts = page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: '结算金额' }) });
  await expect(amounts.getByRole('rowheader', { name: '渠道手续费' })).toBeVisible();
  await expect(amounts.getByRole('row', { name: /分账金额/ })).toContainText('￥');
  // The provider's rate on the day's main business: the demo strategies' 临停 15 % or 月卡 10 %.
  await expect(amounts.getByRole('row', { name: /服务商分账比例/ })).toContainText(/1500|1000/);
  // Its lines: the trade and its fee among them.
  const lineSearch = page.getByRole('search', { name: '搜索条件' });
  await lineSearch.getByLabel('单号').fill(tradeNo);
  await lineSearch.getByRole('button', { name: /查\s*询/ }).click();
  const tradeLines = page
    .getByRole('region', { name: '结算明细列表' })
    .locator('tbody tr', { hasText: tradeNo });
  await expect(tradeLines).toHaveCount(2);
  await expect(tradeLines.filter({ hasText: '交易' }).first()).toContainText('￥20.00');
  await expect(tradeLines.filter({ hasText: '渠道手续费' })).toContainText('0.08');

  await openScreen(page, '/trading-center/settlement/transfer');
  await search.getByLabel('结算单号').fill(settlement.settle_no);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const transfer = page
    .getByRole('region', { name: '转账记录列表' })
    .locator('tbody tr', { hasText: settlement.settle_no });
  await expect(transfer).toHaveCount(1);
  await expect(transfer).toContainText('已转账');
});
