import { fillPath, SCROLL_RESTORE_DELAY_MS } from '@console/core';
import { Activity, memo, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  useNavigationType,
  type Location,
} from 'react-router';
import { beginKeptPageReturn, endKeptPageReturn } from '../../lib/kept-page-return';
import { rememberListSearch } from '../../lib/list-search-memory';
import { samePlace, usePageCache } from './page-cache';
import { resolveRoute } from './resolve-route';
import { RoutePage } from './RoutePage';

/**
 * Keeps a hidden kept page's layout (kept-page-hiding.ts). Fetched when the first page is left, so
 * the first page's download does not carry it (issue 13: 350 KiB); that first page is hidden with
 * display: none once, and the kept pages already shown are handed to it as it loads.
 */
let keepLayout: ((element: HTMLElement | null) => void) | undefined;
const keptPageRef = (element: HTMLDivElement | null) => keepLayout?.(element);

/** The page element: one object, so a render of PageAt that changes nothing the page reads re-renders nothing below it. */
const PAGE = <RoutePage />;

/**
 * A page rendered against its own location, so a hidden kept-alive page does not see the new URL.
 * It gives the page the router's location and route as they were when that location was shown, held
 * until the page is shown at another one: the router's own contexts change identity on every
 * navigation (a descendant <Routes> also reads them and passes new objects down), and passing them
 * on would re-render every kept page, hidden or shown again, on each route change.
 */
const PageAt = memo(function PageAt({ location }: { location: Location }) {
  const route = useContext(RouteContext);
  const navigationType = useNavigationType();
  const [held, setHeld] = useState(() => ({ location, route, navigation: { location, navigationType } }));
  let shown = held;
  if (held.location !== location) {
    shown = { location, route, navigation: { location, navigationType } };
    setHeld(shown);
  }
  return (
    <LocationContext.Provider value={shown.navigation}>
      <RouteContext.Provider value={shown.route}>{PAGE}</RouteContext.Provider>
    </LocationContext.Provider>
  );
});

/**
 * Keeps at most 5 pages alive with React's <Activity mode="hidden"> (spec 01 section 2): returning to
 * one shows it as it was, without refetching. Leaving an edit or add page for its list shows the list
 * afresh: the save has already invalidated that resource's queries (useResourceMutation), so the list
 * refetches and every other kept page stays as it was. Scroll positions are restored 20 ms after a
 * page shows again.
 */
export function KeepAliveOutlet() {
  const location = useLocation();
  // The kept pages only: a change to the visited tabs does not re-render the outlet.
  const pages = usePageCache((s) => s.pages);
  const { show, drop, rememberScroll } = usePageCache.getState();
  const previous = useRef<Location | null>(null);

  const current = resolveRoute(location.pathname);
  const cacheable = current?.route.cachePage === true;

  // A kept page shown again re-runs its effects; its queries must keep what they show rather than
  // refetch. Raised before any passive effect of this commit, lowered in the effect below, which runs
  // after the page's own (a parent's effects run after its children's).
  useLayoutEffect(() => {
    const kept = usePageCache.getState().pages.some((p) => p.path === location.pathname);
    if (kept && previous.current?.pathname !== location.pathname) beginKeptPageReturn();
  }, [location]);

  // The offset of the page being shown, as of its last scroll event. Read when the route changes,
  // since by then the left page is hidden and window.scrollY has shrunk to the new page's height.
  const shownScrollY = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      shownScrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    endKeptPageReturn();
    const before = previous.current;
    previous.current = location;
    const pageChanged = before?.pathname !== location.pathname;
    if (before && pageChanged) {
      if (!keepLayout) void import('./kept-page-hiding').then((m) => (keepLayout = m.keepKeptPagesLayout()));
      rememberScroll(before.pathname, shownScrollY.current);
      const resolved = resolveRoute(before.pathname);
      const left = resolved?.route;
      // The parent may name a path parameter (/okr/detail/:id above /okr/detail/7/edit): fill it.
      const parent = left?.activeMenu && fillPath(left.activeMenu, resolved?.params ?? {});
      if (left && (left.type === 'edit' || left.type === 'add') && parent === location.pathname) {
        drop(location.pathname);
      }
    }
    show(location, cacheable);
    if (cacheable) rememberListSearch(location.pathname, location.search);
    // A new query on the same page (a list's conditions in the address) keeps the scroll where it is.
    if (!pageChanged) return;
    const restoreTo = usePageCache.getState().pages.find((p) => p.path === location.pathname)?.scrollY ?? 0;
    shownScrollY.current = restoreTo;
    const timer = setTimeout(() => window.scrollTo(0, restoreTo), SCROLL_RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location, cacheable, show, drop, rememberScroll]);

  // The current cacheable page joins the kept list in this render already, so it is not mounted twice.
  // In the order of their paths, not of use: moving a kept page's nodes in the document when it is
  // shown would make the browser restyle and lay it out again after React has measured it.
  const kept = (
    cacheable && !pages.some((p) => p.path === location.pathname)
      ? [...pages, { path: location.pathname, location, scrollY: 0 }]
      : pages
  ).toSorted((a, b) => (a.path < b.path ? -1 : 1));

  return (
    <>
      {kept.map((page) => (
        <Activity key={page.path} mode={page.path === location.pathname ? 'visible' : 'hidden'}>
          {/* The element Activity hides: hidden with its layout kept, so a return does not redo it. */}
          <div className="kept-page" ref={keptPageRef}>
            <PageAt
              location={
                page.path !== location.pathname || samePlace(page.location, location)
                  ? page.location
                  : location
              }
            />
          </div>
        </Activity>
      ))}
      {!cacheable && <PageAt key={location.pathname} location={location} />}
    </>
  );
}
