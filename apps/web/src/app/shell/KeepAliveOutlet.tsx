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
import { KeptPageShown, KeptPageShownContext } from '../../lib/kept-page-shown';
import { rememberListSearch } from '../../lib/list-search-memory';
import { samePlace, usePageCache } from './page-cache';
import { resolveRoute } from './resolve-route';
import { RoutePage } from './RoutePage';
import { SHELL_OVERLAY } from './shell-overlay';

/**
 * Keeps the layout of a kept page that <Activity> hides (one left with an overlay open; the others are
 * hidden by their attribute, see KeepAliveOutlet) as shell.css keeps the others' (kept-page-hiding.ts).
 * Fetched when the first page is left, so the first page's download does not carry it (issue 13:
 * 350 KiB); the kept pages already shown are handed to it as it loads.
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
 * What antd shows in the document's body for a page, outside the page's element: dialogs and
 * drawers, and the popups of selects, date pickers, dropdown menus, popovers and tooltips (a closed
 * one is hidden, or gone).
 */
const OVERLAYS = [
  '[role="dialog"][aria-modal="true"]',
  '.ant-select-dropdown',
  '.ant-picker-dropdown',
  '.ant-cascader-dropdown',
  '.ant-dropdown',
  '.ant-popover',
  '.ant-tooltip',
].join(',');

/**
 * Whether a page's overlay is open: a page left with one is hidden by <Activity>, which hides it too.
 * The shell's own (SHELL_OVERLAY) close with the navigation they start.
 */
function hasOpenOverlay(): boolean {
  return [...document.querySelectorAll(OVERLAYS)].some(
    (overlay) =>
      !overlay.closest(`.${SHELL_OVERLAY}`) &&
      (typeof overlay.checkVisibility !== 'function' || overlay.checkVisibility()),
  );
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Keeps at most 5 pages alive (spec 01 section 2): returning to one shows it as it was, without
 * refetching. A hidden kept page stays mounted with its effects running, hidden only by its
 * element's `hidden` attribute (shell.css keeps its rendering state with `content-visibility`), so
 * a return only shows it. Hidden by <Activity mode="hidden">, every effect of the page was
 * disconnected and all were reconnected inside the click that brings it back (停车记录: ~800 fibers,
 * rc-table's column measurements forcing a layout among them).
 * - What a hidden page does on its own pauses through `useKeptPageShown` (a list that reloads itself).
 * - A save elsewhere that invalidates a hidden page's data refetches it at once, so the page comes
 *   back fresh without asking.
 * - A page left with a dialog, drawer or popup open is hidden by <Activity> after all: antd puts
 *   those in the document's body, outside the page's element, and <Activity> hides them with the
 *   page. Its effects are disconnected until it is shown again.
 * Leaving an edit or add page for its list shows the list afresh: the save has already invalidated
 * that resource's queries (useResourceMutation), so the list refetches and every other kept page
 * stays as it was. Scroll positions are restored 20 ms after a page shows again.
 */
export function KeepAliveOutlet() {
  const location = useLocation();
  // The kept pages only: a change to the visited tabs does not re-render the outlet.
  const pages = usePageCache((s) => s.pages);
  const { show, drop, rememberScroll } = usePageCache.getState();
  const previous = useRef<Location | null>(null);
  // The kept pages left with an overlay open (hidden by <Activity>), and each kept page's shown store.
  const [frozen, setFrozen] = useState(NONE);
  const [stores] = useState(() => new Map<string, KeptPageShown>());
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    // A route change being rendered: the document still shows the page being left and no other
    // page's overlays (a hidden page's are hidden), so an open one now is that page's.
    setShownPath(location.pathname);
    const withOverlay = hasOpenOverlay();
    if (frozen.has(shownPath) !== withOverlay) {
      const next = new Set(frozen);
      if (withOverlay) next.add(shownPath);
      else next.delete(shownPath);
      setFrozen(next);
    }
  }

  const current = resolveRoute(location.pathname);
  const cacheable = current?.route.cachePage === true;

  // The offset of the page being shown, as of its last scroll event. Read when the route changes,
  // since by then the left page is hidden and window.scrollY has shrunk to the new page's height.
  const shownScrollY = useRef(0);
  // The layout phase of the commit that changes the page, before any passive effect and before the
  // browser's next frame:
  // - the left page's offset is remembered: the browser reports the shrunk offset in a scroll event
  //   at its next frame, which can come before the passive effects (停车记录 came back at 16 px, not 562);
  // - a kept page shown again re-runs its effects, and its queries must keep what they show rather
  //   than refetch: the flag is lowered in the effect below, which runs after the page's own (a
  //   parent's effects run after its children's).
  useLayoutEffect(() => {
    const before = previous.current;
    if (before?.pathname === location.pathname) return;
    if (before) rememberScroll(before.pathname, shownScrollY.current);
    if (usePageCache.getState().pages.some((p) => p.path === location.pathname)) beginKeptPageReturn();
  }, [location, rememberScroll]);
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
  }, [location, cacheable, show, drop]);

  // The current cacheable page joins the kept list in this render already, so it is not mounted twice.
  // In the order of their paths, not of use: moving a kept page's nodes in the document when it is
  // shown would make the browser restyle and lay it out again after React has measured it.
  const kept = (
    cacheable && !pages.some((p) => p.path === location.pathname)
      ? [...pages, { path: location.pathname, location, scrollY: 0 }]
      : pages
  ).toSorted((a, b) => (a.path < b.path ? -1 : 1));

  const storeOf = (path: string) => {
    let store = stores.get(path);
    if (!store) stores.set(path, (store = new KeptPageShown(path === location.pathname)));
    return store;
  };
  // Subscribers hear the change after the commit, not during the render.
  useEffect(() => {
    for (const [path, store] of stores) {
      if (kept.some((page) => page.path === path)) store.set(path === location.pathname);
      else stores.delete(path);
    }
  });

  return (
    <>
      {kept.map((page) => {
        const shown = page.path === location.pathname;
        return (
          <Activity key={page.path} mode={shown || !frozen.has(page.path) ? 'visible' : 'hidden'}>
            {/* Hidden with its layout kept (shell.css), so a return does not redo it. */}
            <div className="kept-page" hidden={!shown} ref={keptPageRef}>
              <KeptPageShownContext value={storeOf(page.path)}>
                <PageAt location={!shown || samePlace(page.location, location) ? page.location : location} />
              </KeptPageShownContext>
            </div>
          </Activity>
        );
      })}
      {!cacheable && <PageAt key={location.pathname} location={location} />}
    </>
  );
}
