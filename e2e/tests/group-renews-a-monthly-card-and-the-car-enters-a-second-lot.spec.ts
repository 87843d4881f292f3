import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn } from '../support/sign-in';

/** The demo group's lapsed card on 万象双场季卡 (华润城万象天地停车场 and 深圳湾万象城停车场): seed-group-cars.ts. */
const PLATE = '粤B5M906';
const SECOND_LOT = '深圳湾万象城停车场';

test('group renews a lapsed monthly card in 月卡车辆 and the car enters the package’s second lot as a 月卡车', async ({
  page,
  request,
}) => {
  const group = await apiToken(request, 'group');
  const admin = await apiToken(request, 'admin');
  const [card] = (
    await apiCall(request, group, 'GET', `group/car/month-card/list?plate=${encodeURIComponent(PLATE)}`)
  ).row;
  expect(card).toMatchObject({ plate: PLATE, package_name: '万象双场季卡' });
  const now = Math.floor(Date.now() / 1000);
  // Lapsed before: the gate would treat it as a visitor.
  expect(card.end_time).toBeLessThan(now);

  await signIn(page, 'group', { at: '/group/car/month-card/list' });
  const search = page.getByRole('search', { name: '搜索条件' });
  await search.getByLabel('车牌号').fill(PLATE);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('region', { name: '集团月卡车辆列表' }).locator('tbody tr', { hasText: PLATE });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(SECOND_LOT);

  await row.getByRole('button', { name: '续费' }).click();
  const dialog = page.getByRole('dialog', { name: '续费' });
  await expect(dialog.locator('.ant-descriptions-item', { hasText: '单价（每单位）' })).toContainText(
    '￥1600.00',
  );
  await dialog.getByLabel('续费数量').fill('2');
  await expect(dialog).toContainText('￥3200.00');
  await dialog.getByRole('button', { name: /^续\s*费$/ }).click();
  await expect(page.getByText('续费成功，套餐的每个车场已同步延期')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The card now runs two quarters from today; its 续费记录 and 月卡订单 agree on ￥3200.00.
  const renewed = await apiCall(request, group, 'GET', `group/car/month-card/detail?id=${card.id}`);
  expect(renewed.end_time).toBeGreaterThan(now + 175 * 86_400);
  const [renewal] = (
    await apiCall(request, group, 'GET', `group/car/renewal/list?plate=${encodeURIComponent(PLATE)}&kind=2`)
  ).row;
  expect(renewal).toMatchObject({ units: 2, amount: 320_000, after_end: renewed.end_time });
  const [order] = (
    await apiCall(request, group, 'GET', `parking/order/recharge/list?order_no=${renewal.order_no}`)
  ).row;
  expect(order).toMatchObject({ amount: 320_000, quantity: 2, period_end: renewed.end_time, plate: PLATE });

  // 续费记录 shows it too.
  await openScreen(page, '/group/car/renewal/list');
  await search.getByLabel('车牌号').fill(PLATE);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const record = page
    .getByRole('region', { name: '续费记录列表' })
    .locator('tbody tr', { hasText: PLATE })
    .filter({ hasText: '续费' });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('￥3200.00');

  // The gate of the second lot (driven through the developer tool, as a real gate drives the service).
  const [lot] = (await apiCall(request, group, 'GET', `park/list?name=${encodeURIComponent(SECOND_LOT)}`))
    .row;
  expect(lot.name).toBe(SECOND_LOT);
  const entry = await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
    park_id: lot.id,
    plate: PLATE,
  });
  expect(entry).toMatchObject({ admitted: true, car_type: 2 });
  // The lot's record: a 月卡车 with the group card's number.
  const stay = await apiCall(request, group, 'GET', `parking/record/detail?id=${entry.record_id}`);
  expect(stay).toMatchObject({
    plate: PLATE,
    park_id: lot.id,
    car_type: 2,
    card_no: renewed.card_no,
    status: 1,
  });
});
