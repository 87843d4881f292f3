import { apiCall, apiToken } from '../support/api';
import { createStation, expectedFen } from '../support/energy';
import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn } from '../support/sign-in';

// Signing in, two screens and a charging session of a few seconds on a loaded 2-core machine.
test.describe.configure({ timeout: 240_000 });

test('admin registers a charge point, charges it from the developer tool and reads the priced record', async ({
  page,
  request,
}) => {
  const suffix = String(Date.now() % 1_000_000);
  const token = await apiToken(request, 'admin');
  const stationId = await createStation(request, token, `测试充电站${suffix}`);
  const identity = `E2E-CP-${suffix}`;
  const password = 'e2e-cp-pass';

  await signIn(page, 'admin', { at: `/energy/station/detail/config/device?station_id=${stationId}` });
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增充电桩' });
  await dialog.getByLabel('桩编号').fill(identity);
  await dialog.getByLabel('桩名称').fill('一号交流桩');
  await dialog.getByLabel('连接密码').fill(password);
  await dialog.getByLabel('枪数').fill('1');
  await dialog.getByLabel('最大功率').fill('7000');
  await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('region', { name: '充电桩列表' });
  await expect(table.getByRole('row', { name: new RegExp(identity) })).toContainText('离线');

  const listed = await apiCall(request, token, 'GET', `energy/device/list?identity=${identity}`);
  const pointId = listed.row[0].id as number;

  // The developer tool plays the charge point: a real OCPP-J client of the server.
  await openScreen(page, '/base/services/devtool/parking');
  const card = page.locator('.ant-card', { hasText: '模拟充电桩（OCPP 1.6-J）' });
  await card.getByRole('combobox', { name: '充电桩' }).click();
  await page.keyboard.type(identity);
  await page.getByTitle(new RegExp(identity)).click();
  await card.getByLabel('连接密码').fill(password);
  await card.getByRole('spinbutton', { name: '功率' }).fill('360000');
  await card.getByRole('spinbutton', { name: '上报间隔' }).fill('1');
  await card.getByRole('button', { name: '连接并启动' }).click();
  await expect(card.getByText('已连接')).toBeVisible();
  await card.getByRole('button', { name: '开始充电' }).click();
  await expect(card.getByText(/1号枪 充电中/)).toBeVisible();

  // The device page follows the session live.
  const detailPath = `/energy/station/detail/config/device/detail?id=${pointId}`;
  await openScreen(page, detailPath);
  await expect(page.getByTestId('connector-1-status')).toHaveText('充电中', { timeout: 30_000 });
  const sessions = page.locator('.ant-card', { hasText: '充电记录（最近 20 条）' });
  await expect(sessions.getByRole('row').nth(1)).toContainText('充电中');

  // 远程停止 from 设备管理: the central system asks the simulated charge point, which stops.
  await page.goto(`/energy/station/detail/config/device?station_id=${stationId}`);
  await table
    .getByRole('row', { name: new RegExp(identity) })
    .getByRole('button', { name: '远程停止' })
    .click();
  const stop = page.getByRole('dialog', { name: '远程停止' });
  await stop.getByRole('button', { name: '远程停止' }).click();
  await expect(page.getByText('已下发远程停止')).toBeVisible();

  await page.goto(detailPath);
  await expect(page.getByTestId('connector-1-status')).toHaveText('空闲', { timeout: 30_000 });
  await expect(sessions.getByRole('row').nth(1)).toContainText('已结束');

  // The record is priced by the station's rule: its energy at the period's price, once rounded.
  const record = (await apiCall(request, token, 'GET', `energy/device/live?id=${pointId}`)).sessions[0];
  expect(record.status).toBe(2);
  expect(record.energy_wh).toBeGreaterThan(0);
  expect(record.amount).toBe(expectedFen(record.energy_wh, record.start_time));
  await expect(sessions.getByRole('row').nth(1)).toContainText(`￥${(record.amount / 100).toFixed(2)}`);
});
