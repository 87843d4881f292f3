import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { addStandardCharge, refundOrder } from '../support/parking';
import { openScreen } from '../support/navigation';

interface Park {
  id: number;
  name: string;
}

/** A park of its own with the standard rule: ¥5 per started hour after 15 free minutes. */
async function createPark(api: APIRequestContext, token: string, suffix: string): Promise<Park> {
  const name = `收退一致车场${suffix}`;
  const park = await apiCall(api, token, 'POST', 'park/create', {
    name,
    area_code: '440304',
    address: '深圳市福田区福华三路88号',
    total_spaces: 60,
    charge_mode: 1,
  });
  await addStandardCharge(api, token, park.id);
  return { id: park.id as number, name };
}

/** The list's one row for the plate in the park (the demo lots may hold the same plate), searched through the list's own form. */
async function rowOf(
  page: Page,
  list: string,
  where: { plate: string; park: Park },
  folded: boolean,
): Promise<Locator> {
  const { plate, park } = where;
  const search = page.getByRole('search', { name: '搜索条件' });
  if (folded) await search.getByRole('button', { name: /更多条件/ }).click();
  await search.getByLabel('车牌号').fill(plate);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const row = page
    .getByRole('region', { name: list })
    .locator('tbody tr', { hasText: plate })
    .filter({ hasText: park.name });
  await expect(row).toHaveCount(1);
  return row;
}

/** The value beside a label in a detail page's bordered descriptions. */
const item = (page: Page, label: string) =>
  page.getByRole('rowheader', { name: label, exact: true }).locator('xpath=following-sibling::td[1]');

test('a stay paid in the lot with no method chosen shows one method on record and order; one refund dialog moves it to 退款', async ({
  page,
  request,
}) => {
  // The developer tool, two lists, a detail and a dialog, on a machine shared with other tests.
  test.setTimeout(120_000);
  const admin = await apiToken(request, 'admin');
  const suffix = String(Date.now()).slice(-5);
  const park = await createPark(request, admin, suffix);
  const plate = `粤B${suffix}`;
  const free = `粤C${suffix}`;
  // A car that leaves inside the free minutes: its 零元 order holds nothing to refund.
  await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
    park_id: park.id,
    plate: free,
    minutes_ago: 5,
  });
  await apiCall(request, admin, 'POST', 'devtool/parking/exit', { park_id: park.id, plate: free });

  // The developer tool: 场内缴费 with 支付方式 left at 不指定, then 出场 with it still unset.
  await signIn(page, 'admin', { at: '/base/services/devtool/parking' });
  const form = page.getByRole('form', { name: '模拟车辆' });
  await form.getByRole('combobox').first().click();
  await page.keyboard.type(park.name);
  await page.getByTitle(park.name).click();
  await page.getByRole('textbox', { name: '车牌号' }).fill(plate);
  await page.getByRole('spinbutton', { name: '入场于多少分钟前' }).fill('125');
  await page.getByRole('button', { name: '模拟入场' }).click();
  const outcome = page.getByRole('status', { name: '模拟结果' });
  await expect(outcome).toContainText('已入场');
  await page.getByRole('button', { name: '模拟场内缴费' }).click();
  await expect(outcome).toContainText('已缴费 ￥15.00');
  await page.getByRole('button', { name: '模拟出场' }).click();
  await expect(outcome).toContainText('已出场，应收 ￥15.00');

  // The order and the record name the same method: the payment made in the lot.
  await openScreen(page, '/parking/order/payment/list');
  const order = await rowOf(page, '临停订单列表', { plate, park }, true);
  await expect(order).toContainText('移动支付');
  await expect(order).toContainText('微信');
  await openScreen(page, '/parking/record/list');
  const record = await rowOf(page, '停车记录列表', { plate, park }, false);
  await expect(record).toContainText('移动支付');
  await expect(record).not.toContainText('现金');
  await record.getByRole('button', { name: '详情' }).click();
  await expect(item(page, '支付渠道')).toContainText('微信');
  await expect(item(page, '实收金额')).toContainText('￥15.00');
  await expect(item(page, '转账状态')).toContainText('未转账');
  const recordUrl = page.url();

  // 退款 asks once: the dialog shows the amount and takes the reason; its button is the confirmation.
  await page.goto('/parking/order/payment/list');
  const paid = await rowOf(page, '临停订单列表', { plate, park }, true);
  await refundOrder(page, paid, { amount: '￥15.00', reason: '车主重复缴费' });

  // The record moved with its order: nothing held, the refund shown, 已退款.
  await page.goto(recordUrl);
  await expect(item(page, '实收金额')).toContainText('￥0.00');
  await expect(item(page, '退款金额')).toContainText('￥15.00');
  await expect(item(page, '转账状态')).toContainText('已退款');
  await expect(item(page, '支付方式')).toContainText('移动支付');

  // A ￥0.00 order offers no 退款 at all.
  await page.goto('/parking/order/payment/list');
  const zero = await rowOf(page, '临停订单列表', { plate: free, park }, true);
  await expect(zero).toContainText('￥0.00');
  await expect(zero.getByRole('button', { name: '详情' })).toBeVisible();
  await expect(zero.getByRole('button', { name: /^退\s*款$/ })).toHaveCount(0);
});
