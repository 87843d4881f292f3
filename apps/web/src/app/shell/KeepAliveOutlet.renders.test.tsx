import { act, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpSignedInSuite } from '../../test/session';
import { PRODUCTS, renderOutletAt, ROLES, standInForEveryPage } from './outlet-stand-in';

/** Renders of each page's content, by the path the page was rendered at. */
const renders = new Map<string, number>();

function PageContent({ pathname, page }: { pathname: string; page: string | null }) {
  renders.set(pathname, (renders.get(pathname) ?? 0) + 1);
  return (
    <p>
      {pathname}
      {page && ` 第 ${page} 页`}
    </p>
  );
}

/**
 * Stands in for every built page: it reads the router as the real pages do (location, search
 * parameters, navigate) and renders its content from them. React may run this function again when
 * a router context above changes and then keep what it rendered; the content re-renders only when
 * the page is rendered again for real (new props, state or context values).
 */
function CountingPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  useNavigate();
  return <PageContent pathname={pathname} page={params.get('page')} />;
}

// The registry's pages are lazy components.
const COUNTING_PAGE = lazy(async () => ({ default: CountingPage }));

const PRODUCT_EDIT = '/base/services/product/edit';

setUpSignedInSuite();

describe('a route change in the keep-alive outlet', () => {
  beforeEach(() => {
    renders.clear();
    standInForEveryPage(COUNTING_PAGE, 'account:role:list,system:product:list,system:product:update');
  });

  it('re-renders neither the kept pages left hidden nor the kept page shown again', async () => {
    const router = renderOutletAt(ROLES);
    const visible = (text: string) =>
      waitFor(() => expect(screen.getByText(text).checkVisibility()).toBe(true));
    // Lets whatever React defers for hidden pages run before the counts are read.
    const go = async (to: string) => {
      await act(async () => {
        await router.navigate(to);
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    };

    await visible(ROLES);
    await go(PRODUCTS);
    await visible(PRODUCTS);
    const settled = new Map(renders);

    // Back and forth through the kept pages, as through the visited tabs, and out to a page not kept.
    for (let round = 0; round < 2; round += 1) {
      await go(ROLES);
      await visible(ROLES);
      await go(PRODUCTS);
      await visible(PRODUCTS);
    }
    await go(`${PRODUCT_EDIT}?id=1`);
    await visible(PRODUCT_EDIT);
    expect(renders.get(ROLES)).toBe(settled.get(ROLES));
    expect(renders.get(PRODUCTS)).toBe(settled.get(PRODUCTS));

    // The count does move when a kept page has something new to show: its own search.
    await go(`${ROLES}?page=2`);
    await visible(`${ROLES} 第 2 页`);
    expect(renders.get(ROLES)).toBeGreaterThan(settled.get(ROLES) ?? 0);
    expect(renders.get(PRODUCTS)).toBe(settled.get(PRODUCTS));
  });
});
