import { apiCall, apiToken } from '../support/api';
import { pick } from '../support/antd-form';
import { expect as baseExpect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// Lazy screens on a busy two-core machine: see partner-audits-a-collected-lot.spec.ts.
const expect = baseExpect.configure({ timeout: 30_000 });

const MERCHANT = '深圳福田中心停车场';

test('the partner opens a 微信支付 draft for its merchant picked by name', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'partner');
  const started = Math.floor(Date.now() / 1000) - 1;

  await signIn(page, 'partner', { at: '/payment/channel/apply/create' });
  await expect(page.getByText('支付渠道进件')).toBeVisible();
  // The form waits for the merchant: search it by name in the picker.
  const picker = page.getByLabel('申请商户');
  await picker.click();
  await picker.fill('福田中心');
  await page.locator('.ant-select-item-option-content', { hasText: MERCHANT }).first().click();
  await pick(page, page.locator('form'), '支付渠道', '微信支付');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/service\/payment\/channel-apply/);

  // The draft is the merchant's, 微信支付, 草稿, made by this run.
  const list = await apiCall(
    request,
    token,
    'GET',
    `service/payment/channel-apply/list?channel=2&status=0&page_size=50`,
  );
  const mine = (list.row as { merchant_name: string; create_time: number }[]).filter(
    (row) => row.merchant_name === MERCHANT && row.create_time >= started,
  );
  expect(mine.length).toBeGreaterThanOrEqual(1);
});

test('the partner opens an energy customer: its info, its software packages, a new one and an edit', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `充电增值包${String(Date.now()).slice(-6)}`;
  await signIn(page, 'partner', { at: '/energy/customer/list' });
  const customer = page.getByRole('row').filter({ hasText: MERCHANT });
  await customer.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/energy\/customer\/detail\/info\?g_code=/);
  // 客户信息 is a descriptions table: each label is a header cell beside its value.
  // The customer list stays mounted, hidden, behind the detail: its 充电站数 column header too.
  await expect(page.getByText('充电站数').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('充电桩数').filter({ visible: true }).first()).toBeVisible();

  // 客户软件: the seeded package is listed; 新增套餐 opens 新建软件套餐 with the customer carried.
  await page.getByRole('menuitem', { name: '客户软件' }).click();
  await expect(page.getByRole('cell', { name: '充电运营管理版（年付）' })).toBeVisible();
  await page.getByRole('button', { name: '新增套餐' }).click();
  await expect(page).toHaveURL(/\/energy\/customer\/detail\/software\/set-list\/create\?g_code=/);
  // The package list stays mounted, hidden, behind the form, its search box labelled 套餐名称 too.
  const form = page.locator('form', { has: page.getByLabel('可用充电站数') });
  await form.getByLabel('套餐名称').fill(name);
  await pick(page, form, '软件', '科拓智慧停车');
  await form.getByLabel('可用充电站数').fill('2');
  await form.getByLabel('套餐价格').fill('3600');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/energy\/customer\/detail\/software\?g_code=/);
  const added = page.getByRole('row').filter({ has: page.getByRole('cell', { name }) });
  await expect(added).toContainText('科拓智慧停车');
  // The notice closes by itself after 3 s: the edit's own 保存成功 is then the only one (a quick edit
  // once found two on screen).
  await expect(page.getByText('保存成功')).toBeHidden();

  // 编辑软件套餐: the quota changes.
  await added.getByRole('button', { name: /编\s*辑/ }).click();
  await expect(page).toHaveURL(/\/energy\/customer\/detail\/software\/set-list\/edit\?/);
  const editForm = page.locator('form', { has: page.getByLabel('可用充电站数') });
  await expect(editForm.getByLabel('套餐名称')).toHaveValue(name);
  await editForm.getByLabel('可用充电站数').fill('4');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name }) })).toContainText('4');
});
