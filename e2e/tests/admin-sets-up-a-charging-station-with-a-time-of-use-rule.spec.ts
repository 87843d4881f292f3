import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn } from '../support/sign-in';

test('admin creates a charging station, gives it a two-period 计费规则 in 元/度, sees no records yet and saves its 预付费设置', async ({
  page,
}) => {
  // Several lazy screens on a shared two-core machine.
  test.setTimeout(180_000);
  const name = `南山测试充电站${String(Date.now()).slice(-5)}`;
  await signIn(page, 'admin');

  // 新建充电站: the area through the cascader; the server gives the station its number.
  await openScreen(page, '/energy/station/list');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await expect(page).toHaveURL(/\/energy\/station\/list\/create$/);
  const form = page.locator('#resource-form-energy-station');
  await form.getByPlaceholder('请输入电站名称').fill(name);
  await form.locator('.ant-cascader').click();
  await page.locator('.ant-cascader-menu-item', { hasText: '广东省' }).first().click();
  await page.locator('.ant-cascader-menu-item', { hasText: '深圳市' }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: '南山区' }).click();
  await form.getByPlaceholder('请输入详细地址').fill('深圳市南山区科技南十二路 18 号');
  await form.getByPlaceholder('请输入联系人').fill('林工');
  await form.getByPlaceholder('请输入联系电话').fill('13812345678');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/energy\/station\/list$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(/CS\d{18}/);
  await expect(row).toContainText('启用');

  // Its detail group, by station_id.
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/energy\/station\/detail\/config\/basic\?station_id=\d+/);
  await expect(page.getByText('深圳市南山区科技南十二路 18 号')).toBeVisible();
  const stationId = new URL(page.url()).searchParams.get('station_id');
  // The group's tabs keep the station in the address (no full page load between them).
  const tab = (name: string) => page.getByRole('menuitem', { name, exact: true }).click();

  // 计费规则: 谷 00:00–08:00 and 峰 08:00–24:00, typed in 元/度 with four decimals.
  await tab('计费规则');
  await expect(page).toHaveURL(
    new RegExp(`/energy/station/detail/config/billing\\?station_id=${stationId}$`),
  );
  await expect(page.getByText('尚未设置计费规则')).toBeVisible();
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  await page.getByLabel('第 1 个时段结束时间').fill('08:00');
  await page.getByLabel('第 1 个时段电费').fill('0.3512');
  await page.getByLabel('第 1 个时段服务费').fill('0.6');
  await page.getByRole('button', { name: '添加时段' }).click();
  await expect(page.getByLabel('第 2 个时段结束时间')).toHaveValue('24:00');
  await page.getByLabel('第 2 个时段电费').fill('1.2345');
  await page.getByLabel('第 2 个时段服务费').fill('0.8');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // Reloaded, the saved rule reads back in 元/度.
  await page.reload();
  // A full load of the console on a loaded two-core machine has taken over 15 s (see signIn).
  await expect(page.getByText(/上次保存/)).toBeVisible({ timeout: 60_000 });
  const rule = page.getByRole('table');
  await expect(rule.getByRole('row', { name: /00:00 - 08:00/ })).toContainText('0.3512 元/度');
  await expect(rule.getByRole('row', { name: /08:00 - 24:00/ })).toContainText('1.2345 元/度');
  await expect(rule.getByRole('row', { name: /08:00 - 24:00/ })).toContainText('2.0345 元/度');

  // 充电记录: a new station has none.
  await tab('充电记录');
  await expect(page).toHaveURL(new RegExp(`/energy/station/detail/order/record\\?station_id=${stationId}$`));
  await expect(page.getByRole('columnheader', { name: '充电量（度）' })).toBeVisible();
  await expect(page.locator('.ant-empty-description', { hasText: '暂无数据' })).toBeVisible();

  // 预付费设置: turned on with its amounts, saved and shown.
  await tab('预付费设置');
  await expect(page.getByText('尚未保存，显示默认值')).toBeVisible();
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  await page.getByRole('radio', { name: '是' }).check();
  await page.getByLabel('默认预付金额').fill('80');
  await page.getByLabel('最低预付金额').fill('20');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByText(/上次保存/)).toBeVisible();
  await expect(page.getByText('￥80.00')).toBeVisible();
});
