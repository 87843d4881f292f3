import type { Page } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { signIn } from '../support/sign-in';

/** GBK bytes of a string, from a reverse table built with the platform's own GBK decoder. */
function gbk(text: string): Buffer {
  const decoder = new TextDecoder('gbk');
  const table = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && ch !== '\uFFFD' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  const bytes: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) bytes.push(ch.charCodeAt(0));
    else bytes.push(...table.get(ch)!);
  }
  return Buffer.from(bytes);
}

/** Picks an option of the open antd select (its list is a portal beside the dialog). */
async function pick(page: Page, option: string) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option-content', { hasText: option })
    .click();
}

test('merchant imports 月卡车辆 from a GBK CSV and sees the 3 bad rows by number, the rest in the list', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const merchant = await apiToken(request, 'merchant');
  const [park] = (await apiCall(request, merchant, 'GET', 'park/list?page_size=20')).row as {
    id: number;
    name: string;
  }[];
  // A plate prefix no demo card has: the list search finds exactly this file's good rows.
  const prefix = `粤Q${100 + (Date.now() % 900)}`;
  const csv = [
    '车牌号,车牌颜色,车主姓名,车主电话,备注,卡类型,单价（每单位）',
    `${prefix}01,蓝,导入甲,,,月卡,300`,
    `${prefix},蓝,导入乙,,,月卡,300`,
    `${prefix}03,黄,导入丙,,,月卡,280.5`,
    `${prefix}04,紫,导入丁,,,月卡,300`,
    `${prefix}05,蓝,导入戊,,,月卡,三百`,
    `${prefix}06,蓝,导入己,,,月卡,150`,
  ].join('\r\n');

  await signIn(page, 'merchant', { at: '/parking-merchant/car/month-card' });
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: '下载导入模板' })).toBeVisible();
  // The choices come from batch/rt/param/value, narrowed on the server by what is typed.
  await dialog.getByLabel('车场').fill(park!.name);
  await pick(page, park!.name);
  await dialog.locator('input[type=file]').setInputFiles({
    name: '月卡导入.csv',
    mimeType: 'text/csv',
    buffer: gbk(csv),
  });
  await dialog.getByLabel('文件编码').click();
  await pick(page, 'GBK');
  await dialog.getByRole('button', { name: /开始导入/ }).click();
  await expect(page.getByRole('dialog')).toContainText('导入任务已创建');
  await page.getByRole('button', { name: '查看导入进度' }).click();

  // The newest batch heads the list and finishes on its own (the list reloads while shown).
  await expect(page).toHaveURL(/\/account\/report\/batch$/);
  const batch = page.getByRole('region', { name: '导入任务列表' }).locator('tr.ant-table-row').first();
  await expect(batch).toContainText('完成', { timeout: 60_000 });
  await batch.getByRole('button', { name: /详\s*情/ }).click();
  await expect(page).toHaveURL(/\/account\/report\/batch\/detail\?id=\d+$/);
  const errors = page.getByRole('region', { name: '导入失败行列表' }).locator('tr.ant-table-row');
  await expect(errors).toHaveCount(3);
  await expect(errors.nth(0)).toContainText('3');
  await expect(errors.nth(0)).toContainText('请输入正确的车牌号码');
  await expect(errors.nth(1)).toContainText('5');
  await expect(errors.nth(1)).toContainText('车牌颜色格式不正确：紫');
  await expect(errors.nth(2)).toContainText('6');
  await expect(errors.nth(2)).toContainText('单价（每单位）格式不正确：三百');

  const cards = await apiCall(
    request,
    merchant,
    'GET',
    `parking/month-card/list?page_size=50&plate=${encodeURIComponent(prefix)}`,
  );
  expect((cards.row as { plate: string }[]).map((row) => row.plate).sort()).toEqual([
    `${prefix}01`,
    `${prefix}03`,
    `${prefix}06`,
  ]);
  // Back to the kept list, as it was: the import dialog closed when it sent the user to the progress.
  await openScreen(page, '/parking-merchant/car/month-card');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const form = page.locator('[aria-label="搜索条件"]').filter({ visible: true }).first();
  await form.getByLabel('车牌号').fill(prefix);
  await form.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('region', { name: '月卡车辆列表' }).locator('tr.ant-table-row')).toHaveCount(
    3,
    {
      timeout: 30_000,
    },
  );
});
