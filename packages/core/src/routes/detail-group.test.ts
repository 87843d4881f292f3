import { describe, expect, it } from 'vitest';
import {
  carryGroupQuery,
  groupHref,
  groupOf,
  groupQueryOf,
  groupTabHref,
  groupTabs,
} from './detail-group.js';
import { DETAIL_GROUPS } from './detail-groups.js';

describe('groupOf', () => {
  it('gives the sibling tabs and back link of a tab', () => {
    const view = groupOf('/parking/manage/console?g_park_uuid=u1&park_name=A');
    expect(view?.group.key).toBe('parking-lot');
    expect(view?.group.title).toBe('车场详情');
    expect(view?.current.path).toBe('/parking/manage/console');
    expect(view?.tabs).toHaveLength(17);
    expect(view?.tabs[0]?.path).toBe('/parking/manage/order/payment');
    expect(view?.back).toEqual({ title: '车场列表', path: '/parking/apply/list' });
  });

  it('keeps the group for a page opened inside a tab', () => {
    const view = groupOf('/parking/manage/config/acl/create');
    expect(view?.group.key).toBe('parking-lot');
    expect(view?.current.path).toBe('/parking/manage/config/acl');
    expect(groupOf('/energy/order/payment/detail')?.group.key).toBe('energy-station');
  });

  it('is undefined outside detail groups', () => {
    expect(groupOf('/parking/record/list')).toBeUndefined();
    expect(groupOf('/parking/record/list/detail')).toBeUndefined();
    expect(groupOf('/nowhere')).toBeUndefined();
  });

  it('filters tabs by what the user may open', () => {
    const tabs = groupTabs('group-parking', {
      permissions: new Set(['group:record:list', 'coupon:coupon:list']),
      products: new Set(['partner', 'group']),
    });
    expect(tabs.map((tab) => tab.path)).toEqual(['/group/parking/record/list', '/group/parking/coupon/list']);
    expect(tabs[0]?.groupSection).toBe('出入场');
  });
});

describe('carried query', () => {
  it('carries only the group keys that have values', () => {
    expect(
      carryGroupQuery({
        g_code: 'G1',
        park_name: '一号停车场',
        page_index: '2',
        id: '',
        identity: null,
        merchant: 8,
      }),
    ).toEqual({ g_code: 'G1', park_name: '一号停车场', merchant: '8' });
  });

  it('builds tab links with the carried query', () => {
    expect(groupTabHref('/group/parking/order', { g_code: 'G1', park_name: '一号', other: 'x' })).toBe(
      '/group/parking/order?g_code=G1&park_name=%E4%B8%80%E5%8F%B7',
    );
    expect(groupTabHref('/group/parking/order', {})).toBe('/group/parking/order');
  });

  it('carries only the keys of the group a page belongs to', () => {
    const here = { g_park_uuid: 'u1', park_name: '一号', id: '7', page_index: '2' };
    // A rule opened inside a lot: its own id stays on its page, the lot goes on to every link.
    expect(groupQueryOf('/parking/manage/config/charge/detail', here)).toEqual({
      g_park_uuid: 'u1',
      park_name: '一号',
    });
    expect(groupTabHref('/parking/manage/release', here)).toBe(
      '/parking/manage/release?g_park_uuid=u1&park_name=%E4%B8%80%E5%8F%B7',
    );
    expect(groupQueryOf('/account/merchant/detail/product', { id: '9', g_code: 'x' })).toEqual({ id: '9' });
    // Outside a group nothing says which key matters, so all six go on.
    expect(groupQueryOf('/parking/record/list', here)).toEqual({
      g_park_uuid: 'u1',
      park_name: '一号',
      id: '7',
    });
  });

  it("puts a link's own values before the carried ones", () => {
    expect(groupHref('/parking/manage/config/acl/edit', { g_park_uuid: 'u1' }, { id: 3, empty: '' })).toBe(
      '/parking/manage/config/acl/edit?id=3&g_park_uuid=u1',
    );
    expect(groupHref('/parking/manage/config/acl/create', {})).toBe('/parking/manage/config/acl/create');
    // A row's own id is not overwritten by the id that names the group's object.
    expect(groupHref('/account/merchant/contract/detail', { id: '9', merchant: 'M1' }, { id: 4 })).toBe(
      '/account/merchant/contract/detail?id=4&merchant=M1',
    );
  });
});

describe('detail group definitions', () => {
  it('name their object by a carried key, and every group has tabs', () => {
    for (const group of DETAIL_GROUPS) {
      expect(group.object).not.toBe('');
      expect(groupTabs(group.key).length, group.key).toBeGreaterThan(0);
    }
  });
});
