import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { payTwentyAtANewLot } from '../support/parking';
import { sideMenu, signIn } from '../support/sign-in';

/**
 * Issue 21 end to end: a car pays ¥20 through WeChat at the demo merchant's lot (developer tool);
 * the merchant opens 消费记录, picks the order and applies for an invoice on its saved company
 * title; the issuing job (the server's worker, through the simulated channel) issues it; the detail
 * shows 开票成功 and the PDF downloads, its text holding the Chinese layout and the amounts.
 */
test('the merchant invoices a paid parking fee and downloads the PDF', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await apiToken(request, 'admin');
  const merchant = await apiToken(request, 'merchant');
  const suffix = String(Date.now()).slice(-5);
  const exit = await payTwentyAtANewLot(
    request,
    { admin, merchant },
    { lotName: `开票演示车场${suffix}`, plate: `粤S${suffix}` },
  );

  await signIn(page, 'merchant', { at: '/account/invoice/trade' });
  const search = page.getByRole('search', { name: '搜索条件' });
  await search.getByLabel('订单号').fill(String(exit.order_no));
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const order = page
    .getByRole('region', { name: '消费记录列表' })
    .locator('tbody tr', { hasText: String(exit.order_no) });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(`开票演示车场${suffix}`);
  await order.getByRole('checkbox').check();
  await page.getByRole('button', { name: '申请开票' }).click();

  const dialog = page.getByRole('dialog', { name: '申请开票' });
  await expect(dialog).toContainText('共 1 笔订单，价税合计 ¥20.00');
  // The saved 发票抬头 (a company title of the demo) fills the form.
  await expect(dialog.getByLabel('发票抬头')).toHaveValue('深圳市福田区城市管理服务有限公司');
  await expect(dialog.getByLabel('税号')).toHaveValue('91440300708461136T');
  await dialog.getByRole('button', { name: '提交申请' }).click();

  await expect(page).toHaveURL(/\/account\/invoice\/list\/detail\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  // The server's worker issues it in the background: wait for the row to say so.
  await expect
    .poll(
      async () => {
        const res = await request.fetch(`/api/account/invoice/detail?id=${id}`, {
          headers: { authorization: `Bearer ${merchant}` },
        });
        const body = await res.json();
        return `${body.code}:${body.payload?.status}:${body.payload?.fail_reason ?? ''}`;
      },
      { timeout: 60_000 },
    )
    .toBe('1001:2:');
  // Back through the menu to 开票记录 and into the invoice's detail.
  await sideMenu(page).getByRole('menuitem', { name: '开票记录' }).click();
  const { apply_no: applyNo } = await apiCall(request, merchant, 'GET', `account/invoice/detail?id=${id}`);
  const invoice = page
    .getByRole('region', { name: '开票记录列表' })
    .locator('tbody tr', { hasText: String(applyNo) });
  await expect(invoice).toContainText('开票成功');
  await invoice.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/invoice/list/detail\\?id=${id}$`));
  // The list stays mounted (hidden) behind the detail: read what is shown. The detail was fetched
  // while the invoice was 待开票; the list's 开票成功 row marked it stale (details-follow-lists.ts).
  const status = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '开票状态' }) })
    .filter({ visible: true });
  await expect(status).toContainText('开票成功');
  await expect(
    page.getByText('深圳市福田区城市管理服务有限公司').filter({ visible: true }).first(),
  ).toBeVisible();

  const link = page.getByRole('link', { name: '查看发票文件' }).filter({ visible: true });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/account\/invoice\/pdf\?id=\d+$/);
  // The link downloads with the session cookie, as a click would.
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-invoice-')), 'invoice.pdf');
  fs.writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('电子发票（普通发票）');
  expect(text).toContain('深圳市福田区城市管理服务有限公司');
  expect(text).toContain('*经营租赁*停车费');
  expect(text).toContain('贰拾元整');
  expect(text).toContain('¥20.00');
  expect(text).toContain(String(exit.order_no));
});
