import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { payTwentyAtANewLot } from '../support/parking';
import { signIn } from '../support/sign-in';

const yuan = (fen: number) => `￥${(fen / 100).toFixed(2)}`;

/**
 * Issue 18's profit sharing end to end: a car pays ¥20 at the demo merchant's lot, the day is
 * settled (the developer tool's 模拟次日结算); the demo partner opens 分账收入流水 and finds its share
 * of that settlement (the strategy in force: 临停 15.00 %), and the merchant finds the same amount
 * paid to the partner in 分账支出流水.
 */
test('the partner sees its share of a settled day; the merchant the same amount paid out', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiToken(request, 'admin');
  const merchant = await apiToken(request, 'merchant');
  const partner = await apiToken(request, 'partner');
  const suffix = String(Date.now()).slice(-5);
  const exit = await payTwentyAtANewLot(
    request,
    { admin, merchant },
    { lotName: `分账演示车场${suffix}`, plate: `粤F${suffix}` },
  );
  const tradeNo = `TP${String(exit.order_no).slice(1)}`;
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
  // What the partner got of this settlement (its 临停 share, and 月卡 if the day had renewals).
  const income = await apiCall(
    request,
    partner,
    'GET',
    `profit/statistics/income-serial/list?page_index=1&page_size=20&settle_no=${settlement.settle_no}`,
  );
  expect(income.row.length).toBeGreaterThan(0);
  const shares = (income.row as { share_no: string; amount: number; payee_name: string }[]).map((r) => ({
    shareNo: r.share_no,
    amount: r.amount,
  }));
  const partnerName = income.row[0].payee_name as string;

  await signIn(page, 'partner', { at: '/profit/statistics/income-serial' });
  const search = page.getByRole('search', { name: '搜索条件' });
  await search.getByLabel('结算单号').fill(settlement.settle_no);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const incomeRows = page.getByRole('region', { name: '分账收入流水列表' }).locator('tbody tr[data-row-key]');
  for (const share of shares) {
    const row = incomeRows.filter({ hasText: share.shareNo });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(yuan(share.amount));
    await expect(row).toContainText('服务商');
  }
  await expect(incomeRows.filter({ hasText: '停车临停' })).toHaveCount(1);
  await expect(incomeRows).toHaveCount(shares.length);

  // The merchant, in the same tab once the partner's session is gone.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  await page.goto('/');
  await signIn(page, 'merchant', { at: '/profit/statistics/payment-serial' });
  await search.getByLabel('结算单号').fill(settlement.settle_no);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  // The settlement also paid the platform its share: the partner's rows are those of its shares.
  const paidRows = page.getByRole('region', { name: '分账支出流水列表' }).locator('tbody tr[data-row-key]');
  for (const share of shares) {
    const row = paidRows.filter({ hasText: share.shareNo });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(yuan(share.amount));
    await expect(row).toContainText(partnerName);
  }
});
