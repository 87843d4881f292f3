import { render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { useSession } from '../../lib/session-store';
import { TEST_USER } from '../../test/session';
import * as pageRegistry from '../page-registry';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { usePageCache } from './page-cache';

/** Two kept lists of the catalogue, open to a partner holding the system product. */
export const ROLES = '/account/role-permission/role';
export const PRODUCTS = '/base/services/product/list';

/**
 * For the outlet's tests: every page of the catalogue is `page` (setUpSignedInSuite restores the
 * registry), no page is kept yet, and a partner holding the system product and `permission` is
 * signed in. Call it in beforeEach.
 */
export function standInForEveryPage(
  page: NonNullable<ReturnType<typeof pageRegistry.pageOf>>,
  permission: string,
) {
  vi.spyOn(pageRegistry, 'pageOf').mockReturnValue(page);
  usePageCache.getState().reset();
  useSession.getState().setProfile({ ...TEST_USER, permission, product: ['partner', 'system'] });
}

/** The outlet under a data router, as in the app (its contexts change on every navigation). */
export function renderOutletAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: createElement(KeepAliveOutlet) }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}
