import {
  findRoute,
  parseScreen,
  resourceByKey,
  ROUTE_CATALOGUE,
  settingsByKey,
  type ResourceView,
  type RouteMeta,
} from '@console/core';
import { useLocation } from 'react-router';
import {
  ActionPage,
  ResourceDetailPage,
  ResourceFormPage,
  ResourceListPage,
  SettingsCard,
} from '../../resources';

/** The view of one resource a route names, or undefined when the route names a page module. */
export function resourceViewOf(route: RouteMeta): { resource: string; view: ResourceView } | undefined {
  const screen = route.screen && parseScreen(route.screen);
  return screen?.kind === 'resource' ? screen : undefined;
}

/**
 * Where a list's 新增 / 编辑 / 详情 and its page-asked actions go: the catalogue routes that show the
 * same resource's add, edit, detail and action views and keep this list highlighted. Written nowhere else.
 */
export function siblingPaths(list: RouteMeta): {
  addPath?: string;
  editPath?: string;
  detailPath?: string;
  actionPath?: string;
} {
  const view = resourceViewOf(list);
  const pathOf = (wanted: ResourceView) =>
    ROUTE_CATALOGUE.find(
      (route) =>
        route.activeMenu === list.path &&
        resourceViewOf(route)?.resource === view?.resource &&
        resourceViewOf(route)?.view === wanted,
    )?.path;
  const paths = {
    addPath: pathOf('add'),
    editPath: pathOf('edit'),
    detailPath: pathOf('detail'),
    actionPath: pathOf('action'),
  };
  return Object.fromEntries(Object.entries(paths).filter(([, path]) => path !== undefined));
}

/** The action page of the same resource kept under the same list as a detail route, if any. */
export function actionPathBeside(detail: RouteMeta): string | undefined {
  const view = resourceViewOf(detail);
  return ROUTE_CATALOGUE.find(
    (route) =>
      route.activeMenu === detail.activeMenu &&
      resourceViewOf(route)?.resource === view?.resource &&
      resourceViewOf(route)?.view === 'action',
  )?.path;
}

/**
 * The engine's screen for a route that names a resource view: the definition's list, detail or form,
 * as it is. A view that needs more than the definition is a page module of its area instead.
 */
export default function ResourceViewPage() {
  const { pathname } = useLocation();
  const route = findRoute(pathname)?.route;
  const view = route && resourceViewOf(route);
  const settings = view?.view === 'settings' ? settingsByKey(view.resource) : undefined;
  // A merchant's own settings name no owner: the document is the whole screen.
  if (settings) return <SettingsCard settings={settings} />;
  const resource = view && resourceByKey(view.resource);
  if (!route || !view || !resource) throw new Error(`页面未配置资源视图：${pathname}`);
  switch (view.view) {
    case 'list':
      return <ResourceListPage resource={resource} {...siblingPaths(route)} />;
    case 'detail':
      return <ResourceDetailPage resource={resource} actionPath={actionPathBeside(route)} />;
    case 'add':
      return <ResourceFormPage resource={resource} mode="create" />;
    case 'edit':
      return <ResourceFormPage resource={resource} mode="edit" />;
    case 'action':
      return <ActionPage resource={resource} />;
    case 'settings':
      throw new Error(`设置视图只用于本商户的设置：${pathname}`);
  }
}
