export { canAccessRoute, isPublicRoute, missingPermission, skipsSignIn } from './access.js';
export { breadcrumbFor, type BreadcrumbItem } from './breadcrumb.js';
export {
  buildMenu,
  selectTopMenus,
  type MenuItem,
  type MenuSection,
  type MenuTree,
  type SidebarNode,
  type TopMenu,
} from './build-menu.js';
export { NOT_FOUND_ROUTE, ROUTE_BY_PATH, ROUTE_CATALOGUE } from './catalogue.js';
export { defineAreaRoutes, type AreaDefaults, type RouteEntry } from './define-routes.js';
export {
  carryGroupQuery,
  groupHref,
  groupOf,
  groupQueryOf,
  groupTabHref,
  groupTabs,
  type DetailGroupView,
} from './detail-group.js';
export {
  DETAIL_GROUPS,
  DETAIL_GROUP_BY_KEY,
  GROUP_QUERY_KEYS,
  type DetailGroupDef,
  type GroupQueryKey,
} from './detail-groups.js';
export {
  RESOURCE_VIEWS,
  parseScreen,
  type PageModuleId,
  type ResourceView,
  type ResourceViewId,
  type Screen,
  type ScreenId,
} from './screens.js';
export { fillPath, findRoute, normalisePath, type RouteMatch } from './match-route.js';
export { activeMenuOf, menuChain } from './menu-chain.js';
export {
  TOP_MENUS,
  TOP_MENU_BY_KEY,
  sectionOf,
  type MenuSectionDef,
  type SidebarSlot,
  type TopMenuDef,
} from './top-menus.js';
export {
  ROUTE_AREAS,
  ROUTE_KINDS,
  type DetailGroupKey,
  type RouteArea,
  type RouteAuth,
  type RouteKind,
  type RouteMeta,
  type TopMenuKey,
} from './types.js';
