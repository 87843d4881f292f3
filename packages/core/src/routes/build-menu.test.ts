import { describe, expect, it } from 'vitest';
import { MAX_TOP_MENUS } from '../constants.js';
import { ALL_PERMISSION_CODES } from '../permissions/catalogue.js';
import { ALL_PRODUCT_CODES } from '../products/products.js';
import { isPublicRoute } from './access.js';
import { buildMenu, selectTopMenus, type SidebarNode, type TopMenu } from './build-menu.js';
import { ROUTE_BY_PATH, ROUTE_CATALOGUE } from './catalogue.js';

/** 账号设置: in every signed-in account's 账户 menu (issue 14). */
const MINE = '/account/role-permission/mine';

function leafPaths(nodes: readonly SidebarNode[]): string[] {
  return nodes.flatMap((node) =>
    node.kind === 'item' ? [node.path] : node.children.map((child) => child.path),
  );
}

function outline(menus: readonly TopMenu[]) {
  return menus.map((menu) => ({ title: menu.title, paths: leafPaths(menu.sidebar) }));
}

const everything = buildMenu(ROUTE_CATALOGUE, new Set(ALL_PERMISSION_CODES), new Set(ALL_PRODUCT_CODES));

describe('buildMenu', () => {
  it('shows a user with only parking:record:list and universal:report:basic exactly those menus', () => {
    const tree = buildMenu(
      ROUTE_CATALOGUE,
      new Set(['parking:record:list', 'universal:report:basic']),
      new Set(['partner', 'parking']),
    );
    expect(outline(tree.menus)).toEqual([
      { title: '停车', paths: ['/parking/record/list'] },
      { title: '账户', paths: [MINE, '/account/report/list'] },
    ]);
    expect(tree.topMenus.map((menu) => menu.path)).toEqual(['/parking/record/list', MINE]);
  });

  it('moves a lone child up a level instead of keeping an almost-empty parent', () => {
    const tree = buildMenu(
      ROUTE_CATALOGUE,
      new Set(['parking:record:list']),
      new Set(['partner', 'parking']),
    );
    expect(tree.menus[0]?.sidebar).toEqual([
      {
        kind: 'item',
        key: '/parking/record/list',
        title: '停车记录',
        icon: 'HistoryOutlined',
        path: '/parking/record/list',
      },
    ]);
  });

  it('keeps a section of several children and drops the sections left empty', () => {
    const tree = buildMenu(
      ROUTE_CATALOGUE,
      new Set(['parking:record:list', 'parking:order:payment:list']),
      new Set(['partner', 'parking']),
    );
    const sidebar = tree.menus[0]?.sidebar ?? [];
    expect(sidebar).toHaveLength(1);
    expect(sidebar[0]).toMatchObject({
      kind: 'section',
      key: 'parking/order',
      title: '订单记录',
      children: [{ path: '/parking/order/payment/list' }, { path: '/parking/record/list' }],
    });
  });

  it('keeps a section that insists on showing (alwaysShow) with one child', () => {
    const tree = buildMenu(
      ROUTE_CATALOGUE,
      new Set(['system:devtool:parking']),
      new Set(['partner', 'system']),
    );
    expect(tree.menus[0]?.sidebar[0]).toMatchObject({ kind: 'section', title: '开发工具' });
  });

  it('gates menus by product and platform type', () => {
    const codes = new Set(['parking:record:list']);
    const onlyMine = [{ title: '账户', paths: [MINE] }];
    expect(outline(buildMenu(ROUTE_CATALOGUE, codes, new Set(['partner'])).menus)).toEqual(onlyMine);
    expect(outline(buildMenu(ROUTE_CATALOGUE, codes, new Set(['partner', 'group'])).menus)).toEqual(onlyMine);
    expect(
      outline(
        buildMenu(ROUTE_CATALOGUE, new Set(['group:record:list']), new Set(['partner', 'group'])).menus,
      ),
    ).toEqual([{ title: '停车集团', paths: ['/group/record/list'] }, ...onlyMine]);
    const merchantOrders = buildMenu(
      ROUTE_CATALOGUE,
      new Set(['parking:order:payment:list']),
      new Set(['merchant', 'parking']),
    );
    expect(outline(merchantOrders.menus)).toEqual([
      { title: '停车商户', paths: ['/parking-merchant/trade/payment'] },
      ...onlyMine,
    ]);
  });

  it('shows a merchant clerk the parking records but never the provider screens', () => {
    const tree = buildMenu(
      ROUTE_CATALOGUE,
      new Set(['parking:record:list', 'parking:order:payment:list', 'universal:report:basic']),
      new Set(['merchant', 'parking']),
    );
    expect(outline(tree.menus)).toEqual([
      { title: '停车', paths: ['/parking/record/list'] },
      { title: '停车商户', paths: ['/parking-merchant/trade/payment'] },
      { title: '账户', paths: [MINE, '/account/report/list'] },
    ]);
  });

  it('gives an account without permissions only its own account settings', () => {
    const menus = buildMenu(ROUTE_CATALOGUE, new Set(), new Set(ALL_PRODUCT_CODES)).menus;
    expect(menus.map((menu) => menu.key)).toEqual(['account']);
    expect(menus.flatMap((menu) => leafPaths(menu.sidebar))).toEqual([MINE]);
  });

  it('never lists hidden or public routes, and lists every menu entry once for an all-powerful user', () => {
    const listed = everything.menus.flatMap((menu) => leafPaths(menu.sidebar));
    expect(new Set(listed).size).toBe(listed.length);
    for (const path of listed) {
      const route = ROUTE_BY_PATH.get(path);
      expect(route?.hidden).toBe(false);
      expect(route && !isPublicRoute(route)).toBe(true);
    }
    expect(listed).toHaveLength(ROUTE_CATALOGUE.filter((r) => !r.hidden && !isPublicRoute(r)).length);
  });

  it('caps the header at six top menus and keeps the pinned account menu', () => {
    expect(everything.menus).toHaveLength(17);
    expect(everything.topMenus).toHaveLength(MAX_TOP_MENUS);
    expect(everything.topMenus.map((menu) => menu.title)).toEqual([
      '停车',
      '停车商户',
      '停车集团',
      '能源',
      '能源商户',
      '账户',
    ]);
  });

  it('puts every menu the header leaves out under 更多, in order, and none twice', () => {
    expect(everything.moreMenus.map((menu) => menu.title)).toEqual([
      '支付服务',
      '交易中心',
      '停车券',
      '分账',
      '结算平台',
      '发票服务',
      '发票服务商',
      '集团发票',
      '广告',
      'OKR',
      '基础服务',
    ]);
    const few = buildMenu(ROUTE_CATALOGUE, new Set(['parking:record:list']), new Set(ALL_PRODUCT_CODES));
    // 停车 and 账户, which always holds one's own 账号设置.
    expect(few.topMenus).toHaveLength(2);
    expect(few.moreMenus).toEqual([]);
  });

  it('selects the first menus by importance when the pinned one is absent', () => {
    const unpinned = everything.menus.filter((menu) => !menu.pinned);
    expect(selectTopMenus(unpinned, 3).map((menu) => menu.key)).toEqual([
      'parking',
      'parking-merchant',
      'group',
    ]);
    expect(selectTopMenus(everything.menus, 1).map((menu) => menu.key)).toEqual(['account']);
  });
});
