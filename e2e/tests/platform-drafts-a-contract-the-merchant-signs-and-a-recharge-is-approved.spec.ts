import { createHash } from 'node:crypto';
import { apiCall, apiToken } from '../support/api';
import { pick, pickTime, shanghaiDay, switchAccount, tableRow } from '../support/antd-form';
import { expect as baseExpect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { openScreen } from '../support/navigation';

// Lazy screens on a busy two-core machine: bounds
// for a failure, not waits.
const expect = baseExpect.configure({ timeout: 60_000 });

test('the platform drafts a contract from a template and sends it, the merchant signs it, and its PDF downloads with the recorded hash', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const title = `停车系统服务合同${Date.now() % 100_000}`;

  await signIn(page, 'admin', { at: '/base/services/contract/upload' });
  const form = page
    .locator('form', { has: page.getByLabel('合同名称') })
    .filter({ has: page.getByLabel('签约方（我方）') });
  await pick(page, form, '签约商户', '深圳福田中心停车场');
  await form.getByLabel('合同名称').fill(title);
  await form.getByLabel('签约方（我方）').fill('智慧停车平台运营中心');
  await form.getByLabel('合同金额').fill('18800');
  await pickTime(page, form, '生效日期', `${shanghaiDay(0)} 00:00:00`);
  await pickTime(page, form, '到期日期', `${shanghaiDay(365)} 23:59:59`);
  await pick(page, form, '合同来源', '按模板起草');
  await pick(page, form, '合同模板', '智慧停车系统服务合同');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/base\/services\/contract\/list/);

  const row = tableRow(page, title);
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: /发送签署/ }).click();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(row).toContainText('待签署');

  await switchAccount(page, 'merchant');
  await openScreen(page, '/account/merchant/contract');
  const mine = tableRow(page, title);
  await expect(mine).toContainText('待签署');
  await mine.getByRole('button', { name: /^签\s*署$/ }).click();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText('合同已签署')).toBeVisible();
  await expect(mine).toContainText('已签署');

  // The platform's detail: 已签署, the signer and the document's SHA-256.
  await switchAccount(page, 'admin');
  await openScreen(page, '/base/services/contract/list');
  const signed = tableRow(page, title);
  await expect(signed).toContainText('已签署');
  await signed.getByRole('button', { name: /详\s*情/ }).click();
  await expect(page).toHaveURL(/\/base\/services\/contract\/detail\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByText('已签署').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('王芳').filter({ visible: true }).first()).toBeVisible();
  const admin = await apiToken(request, 'admin');
  const detail = await apiCall(request, admin, 'GET', `base/services/contract/detail?id=${id}`);
  expect(detail.doc_hash).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByText(detail.doc_hash as string)).toBeVisible();
  const link = page.getByRole('link', { name: '查看合同文件' });
  await expect(link).toHaveAttribute('href', `/api/base/services/contract/file?id=${id}`);

  // The PDF downloads (the page's session cookie), and its bytes hash to what was signed.
  const file = await page.request.get(`/api/base/services/contract/file?id=${id}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  const bytes = await file.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(detail.doc_hash);
});

test('a merchant asks for a wallet recharge and the platform approves it onto the wallet', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const remark = `对公转账${Date.now() % 100_000}`;
  const merchant = await apiToken(request, 'merchant');
  const before = (await apiCall(request, merchant, 'GET', 'account/wallet/summary')).balance as number;

  await signIn(page, 'merchant', { at: '/account/merchant/wallet' });
  await page.getByRole('button', { name: /申请充值/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('充值金额').fill('1234.5');
  await dialog.getByLabel('充值说明').fill(remark);
  await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(tableRow(page, remark)).toContainText('待审核');

  await switchAccount(page, 'admin');
  await openScreen(page, '/base/services/audit/list');
  const row = tableRow(page, remark);
  await expect(row).toContainText('待审核');
  await expect(row).toContainText('深圳福田中心停车场');
  await row.getByRole('button', { name: /^通\s*过$/ }).click();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText('审核通过，已入账')).toBeVisible();
  await expect(row).toContainText('已通过');

  const after = (await apiCall(request, merchant, 'GET', 'account/wallet/summary')).balance as number;
  expect(after - before).toBe(123_450);
});
