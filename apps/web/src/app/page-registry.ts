import type { ComponentType, LazyExoticComponent } from 'react';
import { PARKING_PAGES } from './parking-page-registry';
import { lazyPage } from './shell/lazy-page';

type Page = LazyExoticComponent<ComponentType>;

/**
 * The screens built so far, by catalogue path. A catalogue route missing here shows the 建设中 page
 * inside the shell; each later capability adds its screens to this map.
 */
export const PAGES: ReadonlyMap<string, Page> = new Map<string, Page>([
  [
    '/base/services/announcement/merchant/notice/list',
    lazyPage(() => import('../pages/announcements/AnnouncementListPage')),
  ],
  [
    '/base/services/announcement/notice/detail',
    lazyPage(() => import('../pages/announcements/AnnouncementDetailPage')),
  ],
  ['/development/widgets', lazyPage(() => import('../pages/development/WidgetGalleryPage'))],
  ['/account/role-permission/mine', lazyPage(() => import('../pages/account/AccountSettingsPage'))],
  ['/account/role-permission/role', lazyPage(() => import('../pages/account/RoleListPage'))],
  [
    '/account/role-permission/role/add',
    lazyPage(() => import('../pages/account/RoleFormPage').then((m) => ({ default: m.RoleAddPage }))),
  ],
  [
    '/account/role-permission/role/edit',
    lazyPage(() => import('../pages/account/RoleFormPage').then((m) => ({ default: m.RoleEditPage }))),
  ],
  ['/account/role-permission/sub-account', lazyPage(() => import('../pages/account/SubAccountListPage'))],
  [
    '/account/role-permission/sub-account/add',
    lazyPage(() =>
      import('../pages/account/SubAccountFormPage').then((m) => ({ default: m.SubAccountAddPage })),
    ),
  ],
  [
    '/account/role-permission/sub-account/edit',
    lazyPage(() =>
      import('../pages/account/SubAccountFormPage').then((m) => ({ default: m.SubAccountEditPage })),
    ),
  ],
  ['/account/logging/list', lazyPage(() => import('../pages/account/OperationLogPage'))],
  ...PARKING_PAGES,
]);
