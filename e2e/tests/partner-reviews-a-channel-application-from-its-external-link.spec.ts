import type { Browser, Page } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { expect as baseExpect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// Lazy screens on a busy two-core machine: see partner-audits-a-collected-lot.spec.ts.
const expect = baseExpect.configure({ timeout: 30_000 });

const RESOURCE = 'service/payment/channel-apply';
const MERCHANT = '深圳福田中心停车场';

/** A page of its own (no cookies, no stored token): the merchant has no account session here. */
async function anonymousPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

function linkOf(id: number, purpose: string, token: string): string {
  return `/external/payment/channel/${purpose}?${new URLSearchParams({ id: String(id), token })}`;
}

test('the merchant fills its application through its link; the partner rejects, then approves it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // A licence number of this run only (18 characters), so the row is found among earlier runs' rows.
  const licence = `91440300MA${String(Date.now()).slice(-8)}`;

  // The partner opens a draft for its merchant and makes the two links it sends: fill, and read.
  const partnerToken = await apiToken(request, 'partner');
  const customers = await apiCall(
    request,
    partnerToken,
    'GET',
    `parking/customer/list?name=${encodeURIComponent(MERCHANT)}`,
  );
  const merchantId = Number(customers.row[0].id);
  const created = await apiCall(request, partnerToken, 'POST', `${RESOURCE}/create`, {
    merchant_id: merchantId,
    channel: 1,
  });
  const id = Number(created.id);
  const fill = await apiCall(request, partnerToken, 'PUT', `${RESOURCE}/share-link`, {
    id,
    purpose: 'apply',
  });
  const read = await apiCall(request, partnerToken, 'PUT', `${RESOURCE}/share-link`, {
    id,
    purpose: 'detail',
  });

  // The merchant, not signed in, opens the fill link and sends the application.
  const merchant = await anonymousPage(browser, baseURL!);
  await merchant.goto(linkOf(id, 'apply', fill.token));
  await expect(merchant.getByRole('heading', { name: '支付渠道进件' })).toBeVisible();
  await expect(merchant.getByText(MERCHANT)).toBeVisible();
  await merchant.getByLabel('营业执照号').fill(licence);
  await merchant.getByLabel('法人姓名').fill('王建国');
  await merchant.getByLabel('联系人').fill('王芳');
  await merchant.getByLabel('联系电话').fill('13800138002');
  await merchant.getByLabel('开户银行').fill('招商银行深圳福田支行');
  await merchant.getByLabel('结算账号').fill('6225880112345678');
  await merchant.getByRole('button', { name: /提交进件/ }).click();
  await expect(merchant.getByText('进件已提交，等待服务商审核')).toBeVisible();

  // The read link cannot fill: the same page with it says the link is wrong, and shows nothing else.
  await merchant.goto(linkOf(id, 'apply', read.token));
  await expect(merchant.getByText('链接无效，请向服务商索取新的链接')).toBeVisible();
  await expect(merchant.getByLabel('营业执照号')).toHaveCount(0);

  // The partner reviews it in 渠道进件: 驳回 asks for its reason first.
  await signIn(page, 'partner', { at: '/service/payment/channel-apply' });
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: licence }) });
  await expect(row.getByRole('cell', { name: '待审核' })).toBeVisible();
  // The settlement account is masked in the list.
  await expect(row.getByRole('cell', { name: '************5678' })).toBeVisible();
  await row.getByRole('button', { name: /^驳\s*回$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^驳\s*回$/ }).click();
  await expect(dialog.getByText('请输入驳回原因')).toBeVisible();
  await dialog.getByLabel('驳回原因').fill('营业执照照片不清晰');
  await dialog.getByRole('button', { name: /^驳\s*回$/ }).click();
  await expect(page.getByText('已驳回').first()).toBeVisible();
  await expect(row.getByRole('cell', { name: '已驳回' })).toBeVisible();

  // The merchant reads the outcome through its read link, then corrects and sends it again.
  await merchant.goto(linkOf(id, 'detail', read.token));
  await expect(merchant.getByRole('heading', { name: '进件详情' })).toBeVisible();
  await expect(merchant.getByText('进件已驳回：营业执照照片不清晰')).toBeVisible();
  await merchant.goto(linkOf(id, 'apply', fill.token));
  await expect(merchant.getByLabel('法人姓名')).toHaveValue('王建国');
  await merchant.getByLabel('法人姓名').fill('王建华');
  await merchant.getByRole('button', { name: /提交进件/ }).click();
  await expect(merchant.getByText('进件已提交，等待服务商审核')).toBeVisible();

  // 通过: the channel simulator answers with a 进件编号.
  await page.reload();
  await expect(row.getByRole('cell', { name: '待审核' })).toBeVisible();
  await row.getByRole('button', { name: /^通\s*过$/ }).click();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText('审核通过，渠道已受理')).toBeVisible();
  await expect(row.getByRole('cell', { name: '已通过' })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^ALI\d+/ })).toBeVisible();

  // The merchant sees it approved, with the number.
  await merchant.goto(linkOf(id, 'detail', read.token));
  await expect(merchant.getByText('已通过')).toBeVisible();
  await expect(merchant.getByText(/^ALI\d+/)).toBeVisible();
  await expect(merchant.getByText('王建华')).toBeVisible();

  // Through its 渠道配置 link the merchant authorises the console on 支付宝 (the channel simulator
  // sends it straight back to the callback page).
  const config = await apiCall(request, partnerToken, 'PUT', `${RESOURCE}/share-link`, {
    id,
    purpose: 'config',
  });
  await merchant.goto(linkOf(id, 'config', config.token));
  await expect(merchant.getByRole('heading', { name: '支付渠道配置' })).toBeVisible();
  await expect(merchant.getByText('未授权')).toBeVisible();
  await merchant.getByRole('button', { name: '前往支付宝授权' }).click();
  await expect(merchant).toHaveURL(/\/payment\/channel\/auth\/alipay\/callback\?/);
  await expect(merchant.getByText('支付宝授权成功')).toBeVisible();
  await merchant.goto(linkOf(id, 'config', config.token));
  await expect(merchant.getByText(/^已授权/)).toBeVisible();
  await merchant.context().close();
});

test('a tampered link shows the Chinese refusal and nothing of any application', async ({ page }) => {
  await page.goto('/external/payment/channel/detail?id=1&token=not-a-real-token-at-all');
  await expect(page.getByText('链接无效，请向服务商索取新的链接')).toBeVisible();
  await expect(page.getByText('申请商户')).toHaveCount(0);
});
