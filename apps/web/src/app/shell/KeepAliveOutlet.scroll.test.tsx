import { act, screen, waitFor } from '@testing-library/react';
import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpSignedInSuite } from '../../test/session';
import { PRODUCTS, renderOutletAt, ROLES, standInForEveryPage } from './outlet-stand-in';
import { usePageCache } from './page-cache';

/** Where the browser clamps the offset once the left page is hidden and the document has shrunk. */
const CLAMPED = 16;

function scrollWindowTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

/**
 * Stands in for every built page. The one being opened hears the clamped scroll in its own passive
 * effect, which runs before the outlet's: as the browser's scroll event came, at the next frame,
 * before React's passive effects on a fast machine (a browser test once found 停车记录 back at 16 px).
 */
function ScrollPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === PRODUCTS) scrollWindowTo(CLAMPED);
  }, [pathname]);
  return <p>{pathname}</p>;
}

const SCROLL_PAGE = lazy(async () => ({ default: ScrollPage }));

setUpSignedInSuite();

describe('the offset of a kept page that is left', () => {
  beforeEach(() => standInForEveryPage(SCROLL_PAGE, 'account:role:list,system:product:list'));

  it('is the one the user left it at, not the clamped offset the browser reports after', async () => {
    const router = renderOutletAt(ROLES);
    await screen.findByText(ROLES);
    scrollWindowTo(562);

    await act(() => router.navigate(PRODUCTS));
    await screen.findByText(PRODUCTS);
    expect(usePageCache.getState().pages.find((page) => page.path === ROLES)?.scrollY).toBe(562);

    await act(() => router.navigate(ROLES));
    await waitFor(() => expect(window.scrollY).toBe(562));
  });
});
