import type { Location } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePageCache } from './page-cache';

const at = (pathname: string, search = ''): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: pathname,
});

describe('page cache', () => {
  beforeEach(() => usePageCache.getState().reset());

  it('keeps at most 5 pages, dropping the least recently shown', () => {
    const { show } = usePageCache.getState();
    for (const p of ['/a', '/b', '/c', '/d', '/e', '/f']) show(at(p), true);
    expect(usePageCache.getState().pages.map((p) => p.path)).toEqual(['/b', '/c', '/d', '/e', '/f']);
    show(at('/b'), true);
    expect(usePageCache.getState().pages.map((p) => p.path)).toEqual(['/c', '/d', '/e', '/f', '/b']);
  });

  it('does not keep pages that are not cached, and forgets them when shown uncached', () => {
    const { show } = usePageCache.getState();
    show(at('/list'), true);
    show(at('/list/edit'), false);
    expect(usePageCache.getState().pages.map((p) => p.path)).toEqual(['/list']);
    show(at('/list'), false);
    expect(usePageCache.getState().pages).toEqual([]);
  });

  it('keeps the scroll offset across shows and the newest location', () => {
    const { show, rememberScroll } = usePageCache.getState();
    show(at('/list', '?page=1'), true);
    rememberScroll('/list', 640);
    show(at('/list', '?page=2'), true);
    const [page] = usePageCache.getState().pages;
    expect(page).toMatchObject({ scrollY: 640, location: { search: '?page=2' } });
  });

  it('keeps the location a page already shows when it is shown at the same place again', () => {
    const { show } = usePageCache.getState();
    const first = at('/list', '?page=2');
    show(first, true);
    show({ ...first, key: 'tab-click' }, true);
    expect(usePageCache.getState().pages[0]?.location).toBe(first);
    show({ ...first, search: '?page=3', key: 'next-page' }, true);
    expect(usePageCache.getState().pages[0]?.location).toMatchObject({ search: '?page=3' });
  });

  it('keeps at most 2 visited views', () => {
    const { visit } = usePageCache.getState();
    visit({ path: '/a', title: 'A', search: '' });
    visit({ path: '/b', title: 'B', search: '' });
    visit({ path: '/c', title: 'C', search: '' });
    expect(usePageCache.getState().visited.map((v) => v.path)).toEqual(['/b', '/c']);
  });
});
