import type { ComponentType, LazyExoticComponent } from 'react';
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
  ['/account/merchant/manage/list', lazyPage(() => import('../pages/merchant/MerchantListPage'))],
  [
    '/merchant/merchant/create',
    lazyPage(() =>
      import('../pages/merchant/MerchantFormPage').then((m) => ({ default: m.MerchantCreatePage })),
    ),
  ],
  [
    '/merchant/merchant/edit',
    lazyPage(() =>
      import('../pages/merchant/MerchantFormPage').then((m) => ({ default: m.MerchantEditPage })),
    ),
  ],
  ['/account/merchant/detail/info', lazyPage(() => import('../pages/merchant/MerchantInfoPage'))],
  ['/account/merchant/detail/product', lazyPage(() => import('../pages/merchant/MerchantProductPage'))],
  ['/account/merchant/info', lazyPage(() => import('../pages/merchant/MyMerchantPage'))],
  [
    '/account/merchant/info/detail',
    lazyPage(() =>
      import('../pages/merchant/MyMerchantPage').then((m) => ({ default: m.MyMerchantDetailPage })),
    ),
  ],
  ['/account/merchant/wallet', lazyPage(() => import('../pages/merchant/WalletPage'))],
  ['/account/merchant/product', lazyPage(() => import('../pages/merchant/MyProductPage'))],
  ['/account/merchant/contract', lazyPage(() => import('../pages/merchant/ContractPages'))],
  [
    '/account/merchant/contract/detail',
    lazyPage(() =>
      import('../pages/merchant/ContractPages').then((m) => ({ default: m.ContractDetailPage })),
    ),
  ],
  ['/account/property/audit', lazyPage(() => import('../pages/merchant/PropertyAuditPage'))],
  ['/account/merchant/project/list', lazyPage(() => import('../pages/merchant/ProjectPages'))],
  [
    '/account/project/create',
    lazyPage(() => import('../pages/merchant/ProjectPages').then((m) => ({ default: m.ProjectCreatePage }))),
  ],
  [
    '/account/merchant/project/authorize',
    lazyPage(() =>
      import('../pages/merchant/ProjectPages').then((m) => ({ default: m.ProjectAuthorizePage })),
    ),
  ],
  ['/account/property/apply', lazyPage(() => import('../pages/merchant/PropertyApplyPage'))],
]);
