import { act, render, screen, waitFor } from '@testing-library/react';
import { createElement, lazy, useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session-store';
import { setUpSignedInSuite, TEST_USER } from '../../test/session';
import * as pageRegistry from '../page-registry';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { usePageCache } from './page-cache';

const ROLES = '/account/role-permission/role';
const PRODUCTS = '/base/services/product/list';
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
  beforeEach(() => {
    vi.spyOn(pageRegistry, 'pageOf').mockReturnValue(SCROLL_PAGE);
    usePageCache.getState().reset();
    useSession.getState().setProfile({
      ...TEST_USER,
      permission: 'account:role:list,system:product:list',
      product: ['partner', 'system'],
    });
  });

  it('is the one the user left it at, not the clamped offset the browser reports after', async () => {
    const router = createMemoryRouter([{ path: '*', element: createElement(KeepAliveOutlet) }], {
      initialEntries: [ROLES],
    });
    render(<RouterProvider router={router} />);
    await screen.findByText(ROLES);
    scrollWindowTo(562);

    await act(() => router.navigate(PRODUCTS));
    await screen.findByText(PRODUCTS);
    expect(usePageCache.getState().pages.find((page) => page.path === ROLES)?.scrollY).toBe(562);

    await act(() => router.navigate(ROLES));
    await waitFor(() => expect(window.scrollY).toBe(562));
  });
});
