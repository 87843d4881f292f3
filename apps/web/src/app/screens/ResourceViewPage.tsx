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

/** The catalogue's page type of each view a list links to. */
const ROUTE_TYPE: Partial<Record<ResourceView, RouteMeta['type']>> = {
  add: 'add',
  edit: 'edit',
  detail: 'detail',
};

/**
 * Where a list's 新增 / 编辑 / 详情 and its page-asked actions go: the catalogue routes that show the
 * same resource's add, edit, detail and action views and keep this list highlighted; failing that,
 * a hand-written page of that type kept under this list (入库详情 with its grants, 导入详情), since
 * the catalogue files a list's detail under it whoever draws it. Written nowhere else.
 */
export function siblingPaths(list: RouteMeta): {
  addPath?: string;
  editPath?: string;
  detailPath?: string;
  actionPath?: string;
} {
  const view = resourceViewOf(list);
  const under = ROUTE_CATALOGUE.filter((route) => route.activeMenu === list.path);
  const pathOf = (wanted: ResourceView) =>
    (
      under.find(
        (route) =>
          resourceViewOf(route)?.resource === view?.resource && resourceViewOf(route)?.view === wanted,
      ) ?? under.find((route) => route.screen && !resourceViewOf(route) && route.type === ROUTE_TYPE[wanted])
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
