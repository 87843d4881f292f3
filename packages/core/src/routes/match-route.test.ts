import { describe, expect, it } from 'vitest';
import { fillPath, findRoute, normalisePath } from './match-route.js';

describe('findRoute', () => {
  it('finds exact paths, ignoring query, hash and a trailing slash', () => {
    expect(findRoute('/parking/record/list')?.route.title).toBe('停车记录');
    expect(findRoute('/parking/record/list/?page_index=2#top')?.route.path).toBe('/parking/record/list');
    expect(findRoute('/')?.route.title).toBe('登录');
  });

  it('matches path parameters', () => {
    expect(findRoute('/okr/detail/12')).toMatchObject({
      route: { path: '/okr/detail/:id' },
      params: { id: '12' },
    });
    expect(findRoute('/okr/detail/12/edit')).toMatchObject({
      route: { path: '/okr/detail/:id/edit' },
      params: { id: '12' },
    });
    expect(findRoute('/okr/detail/%E7%9B%AE%E6%A0%87')?.params).toEqual({ id: '目标' });
  });

  it('prefers an exact path over a parameterised one', () => {
    expect(findRoute('/okr/objective/list')?.route.path).toBe('/okr/objective/list');
  });

  it('lets /redirect/:path swallow the rest of the path', () => {
    expect(findRoute('/redirect/parking/record/list')).toMatchObject({
      route: { path: '/redirect/:path' },
      params: { path: 'parking/record/list' },
    });
  });

  it('does not match missing or extra segments, nor unknown paths', () => {
    expect(findRoute('/okr/detail')).toBeUndefined();
    expect(findRoute('/okr/detail/1/edit/more')).toBeUndefined();
    expect(findRoute('/redirect')).toBeUndefined();
    expect(findRoute('/no/such/page')).toBeUndefined();
    expect(findRoute('*')).toBeUndefined();
  });
});

describe('path helpers', () => {
  it('normalises', () => {
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/?redirect=/x')).toBe('/');
    expect(normalisePath('/a/b//')).toBe('/a/b');
  });

  it('fills parameters', () => {
    expect(fillPath('/okr/detail/:id/edit', { id: 7 })).toBe('/okr/detail/7/edit');
    expect(fillPath('/okr/detail/:id', {})).toBe('/okr/detail/:id');
  });
});
