import { pick, pickTime, shanghaiDay, switchAccount, tableRow } from '../support/antd-form';
import { expect as baseExpect, test } from '../support/fixtures';
import { openScreen } from '../support/navigation';
import { greyPng } from '../support/png';
import { signIn } from '../support/sign-in';

// Lazy screens on a busy machine (a list has taken over 30 s to show under a load of 20 on two
// cores): see partner-audits-a-collected-lot.spec.ts. Bounds for a failure, not waits.
const expect = baseExpect.configure({ timeout: 60_000 });

test('the advertiser creates a plan with an uploaded creative, the platform approves it, and the advertiser sees it 已通过', async ({
  page,
}) => {
  // Three sign-ins and four lazy screens on a shared two-core machine.
  test.setTimeout(300_000);
  const name = `周末满减${Date.now() % 100_000}`;

  await signIn(page, 'advertiser', { at: '/adverting/operation/advertising' });
  await expect(tableRow(page, '鲜果周末满减')).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await expect(page).toHaveURL(/\/adverting\/operation\/advertising\/create$/);
  // By a field only the form has: the kept list's search form asks for 计划名称 too.
  const form = page.locator('form', { has: page.getByLabel('日预算') });
  await form.getByLabel('计划名称').fill(name);
  await pick(page, form, '广告主', '鲜果时光连锁');
  await pick(page, form, '广告位类型', '支付页横幅');
  await form.getByLabel('选择图片').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: greyPng(750, 300, Date.now() % 200),
  });
  await expect(page.getByText('上传成功')).toBeVisible();
  await form.getByLabel('日预算').fill('50');
  await form.getByLabel('总预算').fill('500');
  await pickTime(page, form, '投放开始', `${shanghaiDay(1)} 00:00:00`);
  await pickTime(page, form, '投放结束', `${shanghaiDay(8)} 23:59:59`);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(tableRow(page, name)).toContainText('待审核');

  await switchAccount(page, 'admin');
  await openScreen(page, '/adverting/operation/audit');
  const row = tableRow(page, name);
  await expect(row).toContainText('待审核');
  await row.getByRole('button', { name: /^通\s*过$/ }).click();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(row).toContainText('已通过');

  await switchAccount(page, 'advertiser');
  await page.goto('/adverting/operation/advertising');
  await expect(tableRow(page, name)).toContainText('已通过');
});

test('a recharge raises the balance shown in 预付充值 and adds its bill line', async ({ page }) => {
  test.setTimeout(300_000);
  const remark = `线下转账${Date.now() % 100_000}`;
  await signIn(page, 'advertiser', { at: '/adverting/advertiser/list' });
  await tableRow(page, '安途汽车服务')
    .getByRole('button', { name: /详\s*情/ })
    .click();
  await expect(page).toHaveURL(/\/adverting\/detail\/info\?id=\d+/);
  const id = new URL(page.url()).searchParams.get('id');
  await openScreen(page, `/adverting/detail/recharge?id=${id}`);
  const balance = page.locator('.ant-statistic', { hasText: '账户余额' }).locator('.ant-statistic-content');
  await expect(balance).toHaveText(/\d/);
  // Statistic groups thousands (1,300.00): compared as a number.
  const shown = async () => Number((await balance.innerText()).replace(/[^\d.]/g, ''));
  const before = await shown();

  // The whole name: the 最近访问 tab's close button is 关闭 预付充值.
  await page.getByRole('button', { name: /^充\s*值$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('充值金额').fill('300');
  await dialog.getByLabel('备注').fill(remark);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(shown).toBe(before + 300);
  await expect(page.getByRole('cell', { name: remark, exact: true })).toBeVisible();

  // The group's tab: the sidebar item carries the advertiser's id.
  await page.getByRole('complementary').getByText('账单明细', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/adverting/detail/billing\\?id=${id}`));
  await expect(page.getByRole('cell', { name: remark, exact: true })).toBeVisible();
});
