import { ALL_PERMISSION_CODES, ALL_PRODUCT_CODES, buildMenu, ROUTE_CATALOGUE } from '@console/core';
import { describe, expect, it } from 'vitest';
import { screenEntriesOf } from './screen-entries';
import { searchScreens } from './search-screens';

const everyone = buildMenu(ROUTE_CATALOGUE, new Set(ALL_PERMISSION_CODES), new Set(ALL_PRODUCT_CODES));
const screens = screenEntriesOf(everyone.menus);
const titles = (query: string) => searchScreens(screens, query).matches.map((s) => s.title);
const paths = (query: string) => searchScreens(screens, query).matches.map((s) => s.path);

describe('screenEntriesOf', () => {
  it('offers every menu entry once, those under 更多 included, with where the menus keep it', () => {
    const menuLeaves = everyone.menus.flatMap((menu) =>
      menu.sidebar.flatMap((node) => (node.kind === 'item' ? [node.path] : node.children.map((c) => c.path))),
    );
    expect(screens.map((s) => s.path)).toEqual(menuLeaves);
    expect(screens.find((s) => s.path === '/base/services/devtool/parking')).toEqual({
      path: '/base/services/devtool/parking',
      title: '模拟进出场',
      trail: '基础服务 / 开发工具',
      initials: 'mnjcc',
    });
  });

  it('offers nothing the account may not open', () => {
    const clerk = buildMenu(ROUTE_CATALOGUE, new Set(['parking:record:list']), new Set(ALL_PRODUCT_CODES));
    // 账号设置 needs no code: every signed-in account may open it (issue 14).
    expect(screenEntriesOf(clerk.menus).map((s) => s.path)).toEqual([
      '/parking/record/list',
      '/account/role-permission/mine',
    ]);
  });
});

describe('searchScreens', () => {
  it('finds a screen by its title, by pinyin initials and by path', () => {
    expect(titles('模拟进出场')).toEqual(['模拟进出场']);
    expect(titles('mnjcc')).toEqual(['模拟进出场']);
    expect(paths('devtool/parking')).toEqual(['/base/services/devtool/parking']);
  });

  it('ranks the exact title first, then titles starting with it, then the menus it sits in', () => {
    // 固定券码 is found through its section, 停车券 / 优惠券管理.
    expect(titles('优惠券')).toEqual(['优惠券', '优惠券规则', '固定券码']);
    expect(titles('进出场')).toEqual(['模拟进出场']);
  });

  it('needs every word to match, and a word may name the menu a screen sits in', () => {
    expect(titles('开发工具 mnjc')).toEqual(['模拟进出场']);
    expect(titles('模拟 /parking/record')).toEqual([]);
  });

  it('lists everything in menu order for an empty query, capped, and says how many matched', () => {
    const all = searchScreens(screens, '   ', 10);
    expect(all.matches).toEqual(screens.slice(0, 10));
    expect(all.total).toBe(screens.length);
    expect(searchScreens(screens, 'no-such-screen').total).toBe(0);
  });
});
