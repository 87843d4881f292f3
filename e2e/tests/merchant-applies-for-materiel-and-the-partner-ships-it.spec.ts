import { pick, switchAccount, tableRow } from '../support/antd-form';
import { expect as baseExpect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn } from '../support/sign-in';

// Lazy screens on a busy machine: see partner-audits-a-collected-lot.spec.ts.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a merchant applies for QR stands, the partner approves and ships them', async ({ page }) => {
  test.setTimeout(180_000);
  // One receiver per run: the row is found by it, whatever else the list holds.
  const receiver = `收货${Date.now() % 100_000}`;

  await signIn(page, 'merchant', { at: '/trading-center/material/apply-lsit' });
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await expect(page).toHaveURL(/\/trading-center\/material\/apply-lsit\/create$/);
  const form = page.locator('form', { has: page.getByLabel('收货地址') });
  await pick(page, form, '物料', '收款码立牌');
  await form.getByLabel('数量').fill('30');
  await form.getByLabel('收货人').fill(receiver);
  await form.getByLabel('联系电话').fill('13912345678');
  await form.getByLabel('收货地址').fill('深圳市福田区福华三路 88 号停车场管理处');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/trading-center\/material\/apply-lsit(\?|$)/);
  const mine = tableRow(page, receiver);
  await expect(mine).toContainText('已提交');
  await expect(mine).toContainText('收款码立牌');
  // The phone number is masked in the list.
  await expect(mine).not.toContainText('13912345678');

  await switchAccount(page, 'partner');
  await openScreen(page, '/service/materiel/apply-list');
  const row = tableRow(page, receiver);
  await expect(row).toContainText('深圳福田中心停车场');
  await row.getByRole('button', { name: /^通\s*过$/ }).click();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(row).toContainText('已通过');

  await row.getByRole('button', { name: /^发\s*货$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('快递公司').fill('顺丰速运');
  await dialog.getByLabel('快递单号').fill('SF1402385500001');
  await dialog.getByRole('button', { name: /^发\s*货$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('已发货');

  // The merchant sees its application shipped.
  await switchAccount(page, 'merchant');
  await openScreen(page, '/trading-center/material/apply-lsit');
  await expect(tableRow(page, receiver)).toContainText('已发货');
});

test('a partner creates a profit policy and sets it on a customer', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `临停分账${Date.now() % 100_000}`;
  await signIn(page, 'partner', { at: '/profit/setting/policy' });
  await expect(tableRow(page, '临停标准分账')).toBeVisible();

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('政策名称').fill(name);
  await pick(page, dialog, '分账业务', '停车临停');
  // Over 100 % together: the server refuses, and the dialog stays as typed.
  await dialog.getByLabel('平台分成比例').fill('90');
  await dialog.getByLabel('服务商分成比例').fill('15');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('平台分成与服务商分成合计不能超过 100%')).toBeVisible();
  await dialog.getByLabel('平台分成比例').fill('5');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const created = tableRow(page, name);
  // 5 % to the platform, 15 % to the partner: the merchant keeps 80 %.
  await expect(created).toContainText('15.00%');
  await expect(created).toContainText('80.00%');

  // The customer's 分账政策 tab names it; the share follows the policy's 15 %.
  await openScreen(page, '/parking/customer/list');
  await page
    .getByRole('row')
    .filter({ hasText: '深圳福田中心停车场' })
    .getByRole('button', { name: '详情' })
    .click();
  await page.getByRole('menuitem', { name: '分账政策' }).click();
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  const edit = page.getByRole('dialog');
  await pick(page, edit, '套用分账政策', name);
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  // The dialog closes once the save is through. Not 保存成功: the policy's own 保存成功 of a moment
  // ago may still show, and leaving while the dialog was open asked 确定放弃未保存的修改吗？.
  await expect(edit).toHaveCount(0);
  // On screen: the policy list behind (kept alive, hidden) names the policy and its 15.00% too.
  await expect(page.getByText(name).filter({ visible: true })).toBeVisible();
  await expect(page.getByText('15.00%').filter({ visible: true })).toBeVisible();

  // 分账管理 lists the customer with the policy it now names.
  await openScreen(page, '/profit/setting/manage');
  const customer = tableRow(page, '深圳福田中心停车场');
  await expect(customer).toContainText(name);
  await expect(customer).toContainText('15.00%');
});
