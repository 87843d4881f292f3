import { describe, expect, it } from 'vitest';
import { PERMISSION_BY_CODE } from '../permissions/catalogue.js';
import { PRODUCT_BY_CODE } from '../products/products.js';
import { isPublicRoute } from './access.js';
import { NOT_FOUND_ROUTE, ROUTE_BY_PATH, ROUTE_CATALOGUE } from './catalogue.js';
import { DETAIL_GROUPS } from './detail-groups.js';
import { TOP_MENUS } from './top-menus.js';
import type { RouteMeta } from './types.js';

/** Counts of routes-notes.md §1 (plus 编辑广告计划, an edit): any drift from routes.tsv shows up here. */
const KIND_COUNTS = { list: 167, detail: 72, edit: 37, add: 45, page: 53, redirect: 3, external: 4 };
const AREA_COUNTS = {
  advertising: 41,
  account: 29,
  energy: 22,
  'energy-merchant': 5,
  service: 19,
  invoice: 8,
  profit: 9,
  parking: 51,
  'parking-merchant': 24,
  'invoice-merchant': 13,
  'trading-center': 12,
  okr: 10,
  'base-services': 42,
  group: 36,
  'group-invoice': 2,
  'parking-coupon': 27,
  settlement: 6,
  public: 18,
  shared: 7,
};

function countBy(key: (route: RouteMeta) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const route of ROUTE_CATALOGUE) counts[key(route)] = (counts[key(route)] ?? 0) + 1;
  return counts;
}

const signedIn = ROUTE_CATALOGUE.filter((route) => !isPublicRoute(route));
const menuEntries = signedIn.filter((route) => !route.hidden);

describe('route catalogue counts', () => {
  // The 380 of routes.tsv and one the spec lacks: 编辑广告计划 (issue 20, an edit sends a plan back to review).
  it('holds all 380 routes of routes.tsv and 编辑广告计划, 235 of them hidden', () => {
    expect(ROUTE_CATALOGUE).toHaveLength(381);
    expect(ROUTE_BY_PATH.size).toBe(381);
    expect(ROUTE_CATALOGUE.filter((route) => route.hidden)).toHaveLength(235);
  });

  it('matches the per-kind and per-area counts', () => {
    expect(countBy((route) => route.type)).toEqual(KIND_COUNTS);
    expect(countBy((route) => route.area)).toEqual(AREA_COUNTS);
  });

  it('has 66 detail-group tabs, 18 public routes and one route open to every signed-in account', () => {
    expect(ROUTE_CATALOGUE.filter((route) => route.isGroup)).toHaveLength(66);
    expect(ROUTE_CATALOGUE.filter(isPublicRoute)).toHaveLength(18);
    // Issue 14: one's own account settings (and password) need no role.
    expect(ROUTE_CATALOGUE.filter((route) => route.auth === 'signed-in').map((route) => route.path)).toEqual([
      '/account/role-permission/mine',
    ]);
  });

  it('keeps the spec spellings of paths', () => {
    for (const path of [
      '/adverting/operation/advertising',
      '/paymnet/channel/apply_no/instruction',
      '/trading-center/material/apply-lsit',
      '/parking/parking/apply/create',
      '/okr/detail/:id',
      '/redirect/:path',
      '*',
    ]) {
      expect(ROUTE_BY_PATH.has(path)).toBe(true);
    }
  });
});

describe('route catalogue integrity', () => {
  it('points every activeMenu at a route of the catalogue', () => {
    for (const route of ROUTE_CATALOGUE) {
      if (route.activeMenu) expect(ROUTE_BY_PATH.has(route.activeMenu), route.path).toBe(true);
    }
  });

  it('gives every permission-gated route permissions from the catalogue, and other routes none', () => {
    for (const route of ROUTE_CATALOGUE) {
      const codes = [...route.permissions, ...(route.areaPermission ? [route.areaPermission] : [])];
      for (const code of codes) expect(PERMISSION_BY_CODE.has(code), `${route.path} ${code}`).toBe(true);
      expect(route.permissions.length > 0, route.path).toBe(route.auth === 'session');
    }
  });

  it('names only known products and platform types', () => {
    for (const route of ROUTE_CATALOGUE) {
      // A product gate may name a platform type too (parking coupon: group, merchant or mcoupon).
      for (const code of route.products ?? []) expect(PRODUCT_BY_CODE.has(code), route.path).toBe(true);
      for (const code of route.platforms ?? []) expect(PRODUCT_BY_CODE.get(code)?.kind).toBe('platform');
    }
  });

  it('gives signed-in routes a top menu and menu entries an icon and a sidebar slot', () => {
    const slots = new Map(
      TOP_MENUS.map((menu) => [
        menu.key,
        new Set(menu.sidebar.map((slot) => (typeof slot === 'string' ? slot : `#${slot.key}`))),
      ]),
    );
    for (const route of signedIn) expect(route.topMenu, route.path).toBeDefined();
    for (const route of menuEntries) {
      expect(route.icon, route.path).toMatch(/^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/);
      const slot = route.section ? `#${route.section}` : route.path;
      expect(slots.get(route.topMenu ?? 'account')?.has(slot), route.path).toBe(true);
    }
  });

  it('has no sidebar slot without a route behind it', () => {
    for (const menu of TOP_MENUS) {
      for (const slot of menu.sidebar) {
        const filled =
          typeof slot === 'string'
            ? menuEntries.some((route) => route.path === slot && route.topMenu === menu.key)
            : menuEntries.some((route) => route.topMenu === menu.key && route.section === slot.key);
        expect(filled, `${menu.key} ${typeof slot === 'string' ? slot : slot.key}`).toBe(true);
      }
    }
  });

  it('gives top menus distinct icons and Chinese titles', () => {
    expect(new Set(TOP_MENUS.map((menu) => menu.icon)).size).toBe(TOP_MENUS.length);
    for (const menu of TOP_MENUS) expect(menu.title).toMatch(/[\u4e00-\u9fa5]|OKR/);
  });

  it('caches list pages', () => {
    for (const route of ROUTE_CATALOGUE) expect(route.cachePage, route.path).toBe(route.type === 'list');
  });

  it('ties every group tab to its group and the group to the list it opens from', () => {
    for (const group of DETAIL_GROUPS) {
      const tabs = ROUTE_CATALOGUE.filter((route) => route.group === group.key);
      expect(tabs.length, group.key).toBeGreaterThan(1);
      for (const tab of tabs) {
        expect(tab.hidden).toBe(true);
        expect(tab.activeMenu).toBe(group.parent);
      }
      expect(ROUTE_BY_PATH.get(group.parent)?.hidden).toBe(false);
    }
  });

  it('records the redirects the notes name', () => {
    expect(ROUTE_BY_PATH.get('/trading-center/settlement/bill-pay')?.redirect).toBe('/account/invoice/list');
    expect(NOT_FOUND_ROUTE.redirect).toBe('/error-page/404');
    expect(ROUTE_BY_PATH.get('/redirect/:path')?.redirect).toBe('/:path');
  });

  it('gates as the specs say', () => {
    expect(ROUTE_BY_PATH.get('/account/role-permission/mine')).toMatchObject({
      auth: 'signed-in',
      permissions: [],
    });
    expect(ROUTE_BY_PATH.get('/account/report/list')?.permissions).toEqual(['universal:report:basic']);
    for (const route of ROUTE_CATALOGUE.filter((r) => r.area === 'advertising')) {
      expect(route.areaPermission).toBe('advertising:advertising:basic');
      expect(route.products).toEqual(['advertising']);
    }
    expect(ROUTE_BY_PATH.get('/adverting/operation/advertising')?.permissions).toEqual([
      'advertising:plan:list',
    ]);
    expect(ROUTE_BY_PATH.get('/base/services/user/list')?.products).toEqual([
      'iot',
      'system',
      'contract',
      'materiel',
    ]);
    expect(ROUTE_BY_PATH.get('/group/console')?.products).toEqual(['group']);
    expect(ROUTE_BY_PATH.get('/parking-coupon/coupon/list')?.products).toEqual([
      'group',
      'merchant',
      'mcoupon',
    ]);
    const temporary = ROUTE_CATALOGUE.filter((route) => route.auth === 'temporary-token').map((r) => r.path);
    expect(temporary).toEqual([
      '/external/payment/channel/config',
      '/external/payment/channel/apply',
      '/external/payment/channel/detail',
    ]);
  });

  it('maps create, edit and detail pages to the matching suffixes', () => {
    expect(ROUTE_BY_PATH.get('/parking/record/list/detail')?.permissions).toEqual(['parking:record:detail']);
    expect(ROUTE_BY_PATH.get('/account/role-permission/role/add')?.permissions).toEqual([
      'account:role:create',
    ]);
    expect(ROUTE_BY_PATH.get('/account/role-permission/role/edit')?.permissions).toEqual([
      'account:role:update',
    ]);
    expect(ROUTE_BY_PATH.get('/parking-merchant/car/apply/audit')?.permissions).toEqual([
      'parking:vip:apply:audit',
    ]);
  });
});
