import {
  allResources,
  parseScreen,
  settingsByKey,
  resourceByKey,
  ROUTE_CATALOGUE,
  ROUTE_BY_PATH,
  type ResourceView,
} from '@console/core';
import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_ROUTES } from '../lib/navigation';
import { pageActionsOf } from '../resources/action/action-page-path';
import { AREA_SCREENS, loadAllScreens, loadScreen, pageOf } from './page-registry';
import type { Page } from './screens/screen-map';
import { siblingPaths } from './screens/ResourceViewPage';

const ROUTES = [...ROUTE_CATALOGUE, ...EXTRA_ROUTES];
const NAMING = ROUTES.filter((route) => route.screen !== undefined);

/** The permission a resource must declare for the engine to offer a view of it. */
const VIEW_PERMISSION: Record<
  Exclude<ResourceView, 'settings' | 'action'>,
  'list' | 'detail' | 'create' | 'update'
> = {
  list: 'list',
  detail: 'detail',
  add: 'create',
  edit: 'update',
};

describe('the catalogue names its screens', () => {
  let PAGE_MODULES: ReadonlyMap<string, Page>;
  beforeAll(async () => {
    PAGE_MODULES = await loadAllScreens();
  });

  it('names only screens that exist: a registered page module or a view of a known resource', () => {
    const broken: string[] = [];
    for (const route of NAMING) {
      const screen = parseScreen(route.screen!);
      if (!screen) broken.push(`${route.path}: ${route.screen} is no screen id`);
      else if (screen.kind === 'module') {
        if (!PAGE_MODULES.has(screen.id)) broken.push(`${route.path}: no page module ${screen.id}`);
      } else {
        const resource = resourceByKey(screen.resource);
        const settings = settingsByKey(screen.resource);
        if (screen.view === 'settings') {
          // A lot's settings need the lot (a page module in its gate); the merchant's own need
          // nothing, nor does a tenant's document, which is the caller's own when no one is named.
          if (settings?.owner !== 'merchant' && settings?.owner !== 'tenant')
            broken.push(`${route.path}: ${screen.resource} is no merchant-owned settings definition`);
        } else if (!resource) broken.push(`${route.path}: no resource ${screen.resource}`);
        else if (screen.view === 'action') {
          if (pageActionsOf(resource).length === 0)
            broken.push(`${route.path}: ${screen.resource} asks no action on a page`);
        } else if (!resource.permissions[VIEW_PERMISSION[screen.view]]) {
          broken.push(
            `${route.path}: ${screen.resource} declares no ${VIEW_PERMISSION[screen.view]} permission`,
          );
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('registers no page module that no route names, each under the area of a route naming it', () => {
    for (const id of PAGE_MODULES.keys()) {
      const routes = NAMING.filter((route) => route.screen === id);
      expect(routes, `${id} is registered but no route names it`).not.toHaveLength(0);
      const area = id.slice(0, id.indexOf('/'));
      expect(
        routes.some((route) => route.area === area),
        `${id} is filed under ${area}, its routes are ${routes.map((r) => r.area).join(', ')}`,
      ).toBe(true);
    }
  });

  it('files every page module under the area whose loader holds it, as loadScreen looks it up', async () => {
    for (const [area, load] of Object.entries(AREA_SCREENS)) {
      for (const id of Object.keys(await load())) expect(id, `${id} in ${area}'s map`).toMatch(`${area}/`);
    }
  });

  it('serves a route by its screen; every console route names one, and an unknown screen is 建设中', async () => {
    const console = ROUTE_BY_PATH.get('/parking/manage/console')!;
    expect(console.screen).toBe('parking/LotConsolePage');
    expect(await loadScreen('parking/LotConsolePage')).toBe(PAGE_MODULES.get('parking/LotConsolePage'));
    // One page component per route, so a kept-alive page keeps its identity across renders.
    expect(pageOf(console)).toBeDefined();
    expect(pageOf(console)).toBe(pageOf(console));
    const detail = ROUTE_BY_PATH.get('/parking/record/list/detail')!;
    expect(detail.screen).toBe('parking/record:detail');
    expect(pageOf(detail)).toBeDefined();
    // Every catalogue route of the console is built (public pages are the router's own, app/router.tsx).
    const unbuilt = ROUTE_CATALOGUE.filter(
      (route) => route.area !== 'public' && !route.screen && !route.redirect,
    );
    expect(unbuilt.map((route) => route.path)).toEqual([]);
    // An id its area does not register loads as 建设中 (pages the shell renders); no such area at all
    // is 建设中 without loading anything.
    expect(await loadScreen('parking/NoSuchPage')).toBeUndefined();
    expect(pageOf({ ...console, screen: 'nowhere/NoSuchPage' })).toBeUndefined();
  });

  it('shows 建设中 for a screen id its area does not register, once the area has loaded', async () => {
    const console = ROUTE_BY_PATH.get('/parking/manage/console')!;
    const Page = pageOf({ ...console, screen: 'parking/NoSuchPage' })!;
    render(
      createElement(
        MemoryRouter,
        { initialEntries: ['/parking/manage/console'] },
        createElement(Suspense, { fallback: null }, createElement(Page)),
      ),
    );
    expect(await screen.findByText(`${console.title}（建设中）`)).toBeTruthy();
    expect(screen.getByText('/parking/manage/console')).toBeTruthy();
  });

  it('gives every action asked on a page a catalogue page beside its list', () => {
    const missing: string[] = [];
    for (const resource of allResources()) {
      if (pageActionsOf(resource).length === 0) continue;
      const pages = ROUTES.filter((route) => route.screen === `${resource.key}:action`);
      const lists = ROUTES.filter((route) => route.screen === `${resource.key}:list`);
      if (pages.length === 0) missing.push(`${resource.key}: no route names ${resource.key}:action`);
      for (const list of lists) {
        if (!siblingPaths(list).actionPath) missing.push(`${list.path}: no action page beside it`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives a resource list its 新增 / 编辑 / 详情 from the sibling routes of the same resource', () => {
    expect(siblingPaths(ROUTE_BY_PATH.get('/parking/software/list')!)).toEqual({
      addPath: '/parking/software/create',
      editPath: '/parking/software/edit',
      detailPath: '/parking/software/detail',
    });
    expect(siblingPaths(ROUTE_BY_PATH.get('/parking/collection')!)).toEqual({
      detailPath: '/parking/collection/detail',
      actionPath: '/parking/collection/audit',
    });
    expect(siblingPaths(ROUTE_BY_PATH.get('/account/merchant/contract')!)).toEqual({
      detailPath: '/account/merchant/contract/detail',
    });
  });

  it('links a list to a hand-written page of its detail kept under it when no view of the resource is', () => {
    expect(siblingPaths(ROUTE_BY_PATH.get('/account/report/batch')!)).toEqual({
      detailPath: '/account/report/batch/detail',
    });
    expect(siblingPaths(ROUTE_BY_PATH.get('/parking-coupon/warehouse/list')!)).toEqual({
      detailPath: '/parking-coupon/warehouse/detail',
    });
  });
});
