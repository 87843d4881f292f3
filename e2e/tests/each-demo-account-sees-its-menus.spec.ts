import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { signIn, sideMenu, topMenu } from '../support/sign-in';

/** The first-level sidebar entries: sections by their title, leaves by theirs. */
const firstLevel = (page: Page) =>
  sideMenu(page).locator(
    ':scope > li > .ant-menu-submenu-title .ant-menu-title-content, :scope > li.ant-menu-item .ant-menu-title-content',
  );

/**
 * What each demo account's products and permissions open, read off the seed (see docs/decisions.md):
 * at most six modules in the header, and 更多 after them when the account has others.
 */
const EXPECTED: Record<string, { top: string[]; more?: boolean; firstSidebar: string[] }> = {
  admin: {
    top: ['停车', '停车商户', '停车集团', '能源', '能源商户', '账户'],
    more: true,
    firstSidebar: ['车场管理', '订单记录', '客户服务', '数据大屏'],
  },
  partner: {
    top: ['停车', '能源', '支付服务', '分账', '结算平台', '账户'],
    more: true,
    firstSidebar: ['车场管理', '订单记录', '客户服务', '数据大屏'],
  },
  merchant: {
    // 交易中心: its 支付流水, 结算, 转账 and 物料申请 (issue 18); 能源商户: its stations (issue 19).
    top: ['停车', '停车商户', '能源商户', '交易中心', '停车券', '账户'],
    more: true,
    firstSidebar: ['停车记录', '数据大屏'],
  },
  group: {
    top: ['停车集团', '停车券', '发票服务', '发票服务商', '集团发票', '账户'],
    firstSidebar: ['项目概览', '交易管理', '固定车管理', '数据统计'],
  },
  advertiser: {
    top: ['广告', '账户'],
    // 广告配置 holds only 定向包 for an advertiser (slots, apps and categories are the platform's), and
    // a section of one entry shows as that entry. 流量主 is the lot owners' side, not an advertiser's.
    firstSidebar: ['广告运营', '定向包', '广告主列表', '数据中心'],
  },
  clerk: { top: ['停车', '账户'], firstSidebar: ['停车记录'] },
  // The demo shop buys the merchant's parking coupons: the coupon area and its own account pages.
  shop: { top: ['停车券', '账户'], firstSidebar: ['优惠券管理', '券记录', '规则管理', '商户管理'] },
};

for (const [account, expected] of Object.entries(EXPECTED)) {
  test(`${account} signs in and sees the menus its permissions and products open`, async ({ page }) => {
    await signIn(page, account);
    const items = topMenu(page).getByRole('menuitem');
    await expect(items).toHaveText([...expected.top, ...(expected.more ? ['更多'] : [])]);
    expect(expected.top.length).toBeLessThanOrEqual(6);
    await expect(firstLevel(page)).toHaveText(expected.firstSidebar);
  });
}

test('clerk finds its own account settings and the report centre under 账户, and nothing else', async ({
  page,
}) => {
  await signIn(page, 'clerk');
  await topMenu(page).getByRole('menuitem', { name: '账户' }).click();
  // 账号设置 needs no code: every signed-in account may change its own password (issue 14).
  await expect(firstLevel(page)).toHaveText(['账号设置', '报表中心']);
  await expect(page).toHaveURL(/\/account\/role-permission\/mine$/);
  await sideMenu(page).getByText('报表中心').click();
  await expect(page).toHaveURL(/\/account\/report\/list$/);
  // The report centre lists the clerk's own export tasks.
  await expect(page.getByRole('columnheader', { name: '报表类型' })).toBeVisible();
});

test('a signed-out visitor is sent to sign in and brought back afterwards', async ({ page }) => {
  await page.goto('/parking/record/list?page=3');
  await expect(page).toHaveURL(/\/\?redirect=%2Fparking%2Frecord%2Flist%3Fpage%3D3$/);
  await signIn(page, 'clerk');
  await expect(page).toHaveURL(/\/parking\/record\/list\?page=3$/);
});
