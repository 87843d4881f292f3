import type { PermissionCode } from '../permissions/catalogue.js';
import type { PlatformType, ProductCode } from '../products/products.js';
import type { ScreenId } from './screens.js';

/** Screen kinds of routes-notes.md §0; list, edit, detail and add are spec 02 §3's route types. */
export const ROUTE_KINDS = ['list', 'detail', 'edit', 'add', 'page', 'redirect', 'external'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** The `area` column of routes.tsv: the product areas plus `public` and `shared`. */
export const ROUTE_AREAS = [
  'public',
  'shared',
  'advertising',
  'account',
  'energy',
  'energy-merchant',
  'service',
  'invoice',
  'profit',
  'parking',
  'parking-merchant',
  'invoice-merchant',
  'trading-center',
  'okr',
  'base-services',
  'group',
  'group-invoice',
  'parking-coupon',
  'settlement',
] as const;
export type RouteArea = (typeof ROUTE_AREAS)[number];

/** The top tab menus: every product area; `shared` rows are placed in the menu their screen belongs to. */
export type TopMenuKey = Exclude<RouteArea, 'public' | 'shared'>;

export type DetailGroupKey =
  | 'advertiser'
  | 'account-merchant'
  | 'energy-station'
  | 'energy-customer'
  | 'payment-merchant'
  | 'invoice-service'
  | 'parking-customer'
  | 'parking-lot'
  | 'base-user'
  | 'openapi-app'
  | 'group-parking';

/**
 * How a route is entered: `session` needs a signed-in user holding its permissions, `signed-in` any
 * signed-in user (one's own account settings: no role may lock an account out of its own password),
 * `none` is public, `temporary-token` pages (under /external) skip sign-in and call the API with a
 * temporary token.
 */
export type RouteAuth = 'session' | 'signed-in' | 'none' | 'temporary-token';

export interface RouteMeta {
  readonly path: string;
  /** Simplified-Chinese menu and page title (title_zh of routes.tsv). */
  readonly title: string;
  readonly area: RouteArea;
  readonly type: RouteKind;
  /** Hidden routes never appear in a menu (detail, edit, create pages and detail-group tabs). */
  readonly hidden: boolean;
  readonly auth: RouteAuth;
  /** Any one suffices; empty only for public and `signed-in` routes. */
  readonly permissions: readonly PermissionCode[];
  /** A code the whole area needs in addition to one of `permissions` (advertising:advertising:basic). */
  readonly areaPermission?: PermissionCode;
  /** Any one suffices; absent or empty means no product gate. */
  readonly products?: readonly ProductCode[];
  /**
   * Any one suffices, absent or empty meaning no gate; checked against the same product list, which
   * carries the platform type. It keeps a provider's screens from a merchant holding the same codes.
   */
  readonly platforms?: readonly PlatformType[];
  /** Name of an @ant-design/icons component, e.g. 'CarOutlined'. */
  readonly icon?: string;
  /** Kept alive (at most 5 pages) when the user navigates away. */
  readonly cachePage: boolean;
  readonly alwaysShow?: boolean;
  /** The menu entry kept highlighted while this hidden page is open (parent column of routes.tsv). */
  readonly activeMenu?: string;
  /** A detail-group tab, shown in the second-level group sidebar rather than the main menu. */
  readonly isGroup: boolean;
  readonly group?: DetailGroupKey;
  /** Heading of this tab inside the group sidebar, for groups with many tabs. */
  readonly groupSection?: string;
  /** Where the route sends the user instead of rendering a page; `:path` is the matched rest. */
  readonly redirect?: string;
  /** The last `:param` swallows the rest of the path (`/redirect/:path`). */
  readonly matchRest?: boolean;
  /**
   * The screen that serves the route: a resource view or a custom page module (screens.ts). Absent
   * while the screen is not built: the shell shows 建设中 there.
   */
  readonly screen?: ScreenId;
  /** The top tab menu this route belongs to; absent for public routes. */
  readonly topMenu?: TopMenuKey;
  /** Key of the sidebar section (in TOP_MENUS) that holds this visible route; absent for first-level leaves. */
  readonly section?: string;
}
