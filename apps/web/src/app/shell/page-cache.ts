import { MAX_CACHED_PAGES, MAX_VISITED_TABS } from '@console/core';
import type { Location } from 'react-router';
import { create } from 'zustand';

/** One kept-alive page: keyed by path, with the location it was last shown at and its scroll offset. */
export interface CachedPage {
  path: string;
  location: Location;
  scrollY: number;
}

export interface VisitedView {
  path: string;
  title: string;
  search: string;
}

interface PageCacheState {
  pages: CachedPage[];
  visited: VisitedView[];
  /** Shows `location` and keeps at most MAX_CACHED_PAGES pages, dropping the least recently shown. */
  show(location: Location, cache: boolean): void;
  drop(path: string): void;
  rememberScroll(path: string, scrollY: number): void;
  visit(view: VisitedView): void;
  closeView(path: string): void;
  reset(): void;
}

/**
 * The same address and history state. A return through a visited tab or a menu link makes a new
 * location object (a new key) for the place a kept page already shows; the page keeps its own.
 */
export function samePlace(a: Location, b: Location): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;
}

export const usePageCache = create<PageCacheState>((set) => ({
  pages: [],
  visited: [],
  show: (location, cache) =>
    set((state) => {
      const others = state.pages.filter((p) => p.path !== location.pathname);
      if (!cache) return { pages: others };
      const previous = state.pages.find((p) => p.path === location.pathname);
      const entry = {
        path: location.pathname,
        location: previous && samePlace(previous.location, location) ? previous.location : location,
        scrollY: previous?.scrollY ?? 0,
      };
      return { pages: [...others, entry].slice(-MAX_CACHED_PAGES) };
    }),
  drop: (path) => set((state) => ({ pages: state.pages.filter((p) => p.path !== path) })),
  rememberScroll: (path, scrollY) =>
    set((state) => ({ pages: state.pages.map((p) => (p.path === path ? { ...p, scrollY } : p)) })),
  visit: (view) =>
    set((state) => ({
      visited: [...state.visited.filter((v) => v.path !== view.path), view].slice(-MAX_VISITED_TABS),
    })),
  closeView: (path) => set((state) => ({ visited: state.visited.filter((v) => v.path !== path) })),
  reset: () => set({ pages: [], visited: [] }),
}));
