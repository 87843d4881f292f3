import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { addStandardCharge } from '../support/parking';
import { openScreen } from '../support/navigation';

interface Park {
  id: number;
  name: string;
  g_park_uuid: string;
}

/** A park of its own with the standard rule (¥5 per started hour after 15 free minutes) and one blacklisted car. */
async function createPark(api: APIRequestContext): Promise<Park> {
  const token = await apiToken(api, 'admin');
  const name = `模拟测试车场${Date.now() % 1_000_000}`;
  await apiCall(api, token, 'POST', 'park/create', {
    name,
    area_code: '440304',
    address: '深圳市福田区福华三路88号',
    total_spaces: 120,
    charge_mode: 1,
  });
  const listed = await apiCall(api, token, 'GET', `park/list?name=${encodeURIComponent(name)}`);
  const park = listed.row.find((row: Park) => row.name === name) as Park;
  await addStandardCharge(api, token, park.id);
  await apiCall(api, token, 'POST', 'parking/blacklist/create', {
    park_id: park.id,
    plate: '粤B6E666',
    plate_color: 1,
    reason: '多次逃费未缴',
  });
  return park;
}

async function choosePark(page: Page, park: Park) {
  const form = page.getByRole('form', { name: '模拟车辆' });
  await form.getByRole('combobox').first().click();
  await page.keyboard.type(park.name);
  await page.getByTitle(park.name).click();
}

async function fillPlate(page: Page, plate: string) {
  const input = page.getByRole('textbox', { name: '车牌号' });
  await input.fill(plate);
}

/** Whether an entry `minutes` ago fell before today's midnight in China Standard Time. */
function enteredBeforeCstMidnight(minutes: number): boolean {
  const cst = 8 * 3600;
  const now = Math.floor(Date.now() / 1000);
  const midnight = Math.floor((now + cst) / 86_400) * 86_400 - cst;
  return now - minutes * 60 < midnight;
}

test('admin drives a car into a lot with the devtool, sees it on the console, lets it out for ¥15.00', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const park = await createPark(request);
  const plate = '粤B5E125';

  await signIn(page, 'admin', { at: '/base/services/devtool/parking' });
  await choosePark(page, park);
  await fillPlate(page, plate);
  await page.getByRole('spinbutton', { name: '入场于多少分钟前' }).fill('125');
  await page.getByRole('button', { name: '模拟入场' }).click();
  const outcome = page.getByRole('status', { name: '模拟结果' });
  await expect(outcome).toContainText('模拟入场：已入场');

  // The lot's console, opened as the lot pages open it, lists the car among the latest in the lot.
  const consolePage = await page.context().newPage();
  await consolePage.goto(
    `/parking/manage/console?g_park_uuid=${park.g_park_uuid}&park_name=${encodeURIComponent(park.name)}`,
  );
  const cars = consolePage.getByRole('region', { name: '最新在场车辆' });
  await expect(cars).toContainText(plate);
  await expect(cars).toContainText('2小时5分钟');
  await expect(consolePage.getByRole('list', { name: '车场概况' })).toContainText('在场车辆1');
  await expect(consolePage.getByRole('list', { name: '通道动态' })).toContainText(`${plate} 入场`);

  // Out it goes: 125 minutes is three started hours at ¥5, with an order to show for it.
  // Backdated 125 minutes, the entry belongs to yesterday when this runs just after midnight (CST).
  const entriesToday = enteredBeforeCstMidnight(125) ? '0' : '1';
  await page.getByRole('button', { name: '模拟出场' }).click();
  await expect(outcome).toContainText('已出场，应收 ￥15.00');
  await expect(outcome.getByTestId('order-no')).toContainText(/P\d{23}/);
  await expect(page.getByRole('list', { name: '本次操作记录' }).getByRole('listitem')).toHaveCount(2);

  await consolePage.getByRole('button', { name: '刷新' }).click();
  await expect(cars).not.toContainText(plate);
  await expect(consolePage.getByRole('list', { name: '通道动态' })).toContainText(
    `${plate} 出场，应收 ￥15.00`,
  );

  // A blacklisted plate is refused, with the reason the list gives.
  await fillPlate(page, '粤B6E666');
  await page.getByRole('button', { name: '模拟入场' }).click();
  await expect(outcome).toContainText('模拟入场：拒绝入场');
  await expect(outcome).toContainText('多次逃费未缴');

  // The dashboard moves: the park is among today's parks with its entry and exit.
  await openScreen(page, '/parking/dashboard');
  const today = page.getByRole('region', { name: '各车场今日概况' });
  const row = today.getByRole('row', { name: new RegExp(park.name) });
  await expect(row.getByRole('cell')).toHaveText([park.name, entriesToday, '1', '￥0.00', '0 / 120', '0%']);
});
