import { describe, expect, it } from 'vitest';
import { breadcrumbFor } from './breadcrumb.js';
import { ROUTE_BY_PATH } from './catalogue.js';
import { activeMenuOf } from './menu-chain.js';

describe('breadcrumbFor', () => {
  it('gives top menu, section and page for a menu entry', () => {
    expect(breadcrumbFor('/parking/record/list')).toEqual([
      { title: '停车' },
      { title: '订单记录' },
      { title: '停车记录' },
    ]);
  });

  it('follows activeMenu for a hidden page', () => {
    expect(breadcrumbFor('/parking/record/list/detail?id=3')).toEqual([
      { title: '停车' },
      { title: '订单记录' },
      { title: '停车记录', path: '/parking/record/list' },
      { title: '停车记录详情' },
    ]);
  });

  it('walks through a detail-group tab, marking it as needing the carried query', () => {
    expect(breadcrumbFor('/parking/manage/config/acl/create')).toEqual([
      { title: '停车' },
      { title: '车场管理' },
      { title: '车场列表', path: '/parking/apply/list' },
      { title: '访问授权', path: '/parking/manage/config/acl', carriesGroupQuery: true },
      { title: '新增授权' },
    ]);
  });

  it('handles first-level leaves, path parameters, public and unknown pages', () => {
    expect(breadcrumbFor('/parking/dashboard')).toEqual([{ title: '停车' }, { title: '数据大屏' }]);
    expect(breadcrumbFor('/okr/detail/5/edit')).toEqual([
      { title: 'OKR' },
      { title: '目标管理', path: '/okr/objective/list' },
      { title: '关键结果', path: '/okr/detail/5' },
      { title: '编辑关键结果' },
    ]);
    expect(breadcrumbFor('/error-page/401')).toEqual([{ title: '无访问权限' }]);
    expect(breadcrumbFor('/nowhere')).toEqual([]);
  });
});

describe('activeMenuOf', () => {
  it('highlights the first visible ancestor', () => {
    const of = (path: string) => {
      const route = ROUTE_BY_PATH.get(path);
      if (!route) throw new Error(path);
      return activeMenuOf(route);
    };
    expect(of('/parking/record/list')).toBe('/parking/record/list');
    expect(of('/parking/manage/config/event/acl')).toBe('/parking/apply/list');
    expect(of('/base/services/announcement/notice/detail')).toBe(
      '/base/services/announcement/merchant/notice/list',
    );
  });
});
