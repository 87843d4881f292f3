import type { Locator, Page } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { addStandardCharge } from '../support/parking';
import { signIn } from '../support/sign-in';

const DAY_MS = 86_400_000;

/** A calendar day in the browser's zone (Asia/Shanghai), as the date picker types it. */
function shanghaiDay(offsetDays: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + offsetDays * DAY_MS),
  );
}

async function pick(page: Page, label: string, option: string) {
  await page.locator('.ant-form-item:visible', { hasText: label }).locator('.ant-select').first().click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option-content', { hasText: option })
    .click();
}

async function typeTime(scope: Locator, label: string, text: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

test('a ¥2 red-packet activity on the merchant’s lot runs until its ¥10 budget is spent', async ({
  page,
  request,
}) => {
  // Five lazy screens and six grants on a shared two-core machine.
  test.setTimeout(120_000);
  const merchant = await apiToken(request, 'merchant');
  const suffix = String(Date.now()).slice(-5);
  const created = await apiCall(request, merchant, 'POST', 'park/create', {
    name: `红包测试车场${suffix}`,
    area_code: '440304',
    address: '深圳市福田区福华三路 88 号',
    total_spaces: 300,
    charge_mode: 1,
  });
  const park = await apiCall(request, merchant, 'GET', `park/detail?id=${created.id}`);
  const lot = `g_park_uuid=${park.g_park_uuid}&park_name=${encodeURIComponent(park.name)}`;
  const name = `购物送停车红包${suffix}`;

  // The lot screens (/parking/manage/*) are gated to the partner platform type, which the demo
  // merchant does not hold; its partner runs the activity on the merchant's own lot, and the
  // merchant reads it back through the API below.
  await signIn(page, 'partner', { at: `/parking/manage/config/event?${lot}` });
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await expect(page).toHaveURL(/\/parking\/manage\/config\/event\/create/);
  // The list stays mounted (hidden) behind the form with search fields of the same names.
  const form = page.locator('form#resource-form-bonus-event');
  await form.getByLabel('活动名称').fill(name);
  await pick(page, '红包类型', '固定金额');
  await form.getByLabel('红包金额').fill('2');
  await form.getByLabel('总预算').fill('10');
  await form.getByLabel('每车限领次数').fill('1');
  await typeTime(form, '开始时间', `${shanghaiDay(-1)} 00:00:00`);
  await typeTime(form, '结束时间', `${shanghaiDay(7)} 23:59:59`);
  await pick(page, '启用状态', '启用');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('进行中');
  await expect(row).toContainText('￥2.00');
  await row.getByRole('button', { name: '活动授权' }).click();
  await expect(page).toHaveURL(/\/parking\/manage\/config\/event\/acl\?event_id=\d+/);
  await page.getByRole('button', { name: '新增授权' }).click();
  const drawer = page.locator('.ant-drawer:visible');
  await drawer.getByLabel('发放商户号').fill(`S${suffix}`);
  await drawer.getByLabel('发放商户名称').fill('星巴克（万象城店）');
  await drawer.getByLabel('发放额度（个）').fill('20');
  await typeTime(drawer, '到期时间', `${shanghaiDay(30)} 23:59:59`);
  await pick(page, '状态', '启用');
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByRole('row').filter({ hasText: `S${suffix}` })).toContainText('星巴克（万象城店）');

  await page.goto(`/parking/manage/config/event?${lot}`);
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/parking\/manage\/config\/event\/detail\?id=\d+/);
  const progress = page.getByRole('progressbar', { name: '预算使用进度' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  const dialog = page.getByRole('dialog', { name: '发放红包' });
  const grants = page.getByRole('region', { name: '红包发放记录列表' });
  /** Fills 发放红包 and answers the server's reply to the grant itself, not the toast it leaves. */
  const grant = async (plate: string) => {
    await page.getByRole('button', { name: '发放红包' }).click();
    await pick(page, '发放商户', '星巴克（万象城店）');
    await dialog.getByLabel('车牌号').fill(plate);
    const reply = page.waitForResponse(
      (res) => res.url().includes('/api/bonus/event/issue') && res.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: /发\s*放/ }).click();
    return (await reply).json() as Promise<{ code: number; message: string }>;
  };
  // Each grant is judged by what stays: the dialog closes, the record lists the plate at ￥2.00 and
  // the budget bar moves (the success toast fades after 3 s, so a busy machine may never see it).
  for (let n = 1; n <= 5; n += 1) {
    const plate = `粤B${suffix.slice(0, 4)}${n}`;
    expect((await grant(plate)).code).toBeLessThan(1100);
    await expect(dialog).toBeHidden();
    await expect(grants.getByRole('row').filter({ hasText: plate })).toContainText('￥2.00');
    await expect(progress).toHaveAttribute('aria-valuenow', String(n * 20));
  }
  await expect(grants.getByRole('row').filter({ hasText: '￥2.00' })).toHaveCount(5);
  // Each packet is a coupon for the lot's exit, not used yet.
  const first = `粤B${suffix.slice(0, 4)}1`;
  await expect(grants.getByRole('row').filter({ hasText: first })).toContainText('未使用');

  // The sixth finds the budget spent: refused with the reason, the dialog stays, nothing moves.
  const refused = await grant(`粤B${suffix.slice(0, 4)}6`);
  expect(refused.code).toBeGreaterThanOrEqual(1100);
  expect(refused.message).toBe('活动预算不足，剩余 ￥0.00，无法发放');
  await expect(dialog).toBeVisible();
  // The plate typed is unsaved input: 取消 asks before dropping it, as everywhere.
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '确定放弃未保存的修改吗？' })
    .getByRole('button', { name: '放弃修改' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(grants.getByRole('row').filter({ hasText: '￥2.00' })).toHaveCount(5);

  // The first car parks 125 minutes (¥15 under the standard rule) and leaves: its packet comes off.
  const admin = await apiToken(request, 'admin');
  await addStandardCharge(request, admin, created.id);
  await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
    park_id: created.id,
    plate: first,
    minutes_ago: 125,
  });
  const exit = await apiCall(request, admin, 'POST', 'devtool/parking/exit', {
    park_id: created.id,
    plate: first,
  });
  expect(exit).toMatchObject({ fee: 1500, discount: 200 });

  // 基础服务 › 红包活动 lists the activities of every lot the partner serves: this one, spent, with its lot.
  await page.goto('/base/services/bonus/event/list');
  const across = page.getByRole('row').filter({ hasText: name }).filter({ visible: true });
  await expect(across).toContainText(`红包测试车场${suffix}`);
  await across.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/base\/services\/bonus\/event\/detail\?id=\d+/);
  await expect(
    page.getByRole('progressbar', { name: '预算使用进度' }).filter({ visible: true }),
  ).toHaveAttribute('aria-valuenow', '100');
  // The packet's record says it was used, and what it took.
  const used = page
    .getByRole('region', { name: '红包发放记录列表' })
    .filter({ visible: true })
    .getByRole('row')
    .filter({ hasText: first });
  await expect(used).toContainText('已使用');
  await page
    .getByRole('button', { name: /返\s*回/ })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/base\/services\/bonus\/event\/list$/);

  const mine = await apiCall(request, merchant, 'GET', `bonus/event/list?park_id=${created.id}`);
  expect(mine.row).toEqual([
    expect.objectContaining({ name, granted_amount: 1000, granted_count: 5, merchant_id: park.merchant_id }),
  ]);
});
