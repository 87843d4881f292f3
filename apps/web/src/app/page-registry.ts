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
  [
    '/account/role-permission/department',
    lazyPage(() => import('../pages/account/department/DepartmentPage')),
  ],
  ['/base/services/product/list', lazyPage(() => import('../pages/base-services/product/ProductListPage'))],
  [
    '/base/services/product/create',
    lazyPage(() =>
      import('../pages/base-services/product/ProductFormPage').then((m) => ({
        default: m.ProductCreatePage,
      })),
    ),
  ],
  [
    '/base/services/product/edit',
    lazyPage(() =>
      import('../pages/base-services/product/ProductFormPage').then((m) => ({ default: m.ProductEditPage })),
    ),
  ],
  [
    '/base/services/permission/list',
    lazyPage(() => import('../pages/base-services/permission/PermissionListPage')),
  ],
  ['/base/services/app/rt-list', lazyPage(() => import('../pages/base-services/app/RuntimeAppListPage'))],
  [
    '/base/services/app/rt-list/create',
    lazyPage(() =>
      import('../pages/base-services/app/RuntimeAppFormPage').then((m) => ({
        default: m.RuntimeAppCreatePage,
      })),
    ),
  ],
  [
    '/base/services/app/rt-list/edit',
    lazyPage(() =>
      import('../pages/base-services/app/RuntimeAppFormPage').then((m) => ({
        default: m.RuntimeAppEditPage,
      })),
    ),
  ],
  ['/base/services/app/metadata/list', lazyPage(() => import('../pages/base-services/app/MetadataListPage'))],
  [
    '/base/services/app/metadata/create',
    lazyPage(() =>
      import('../pages/base-services/app/MetadataFormPage').then((m) => ({ default: m.MetadataCreatePage })),
    ),
  ],
  [
    '/base/services/app/metadata/edit',
    lazyPage(() =>
      import('../pages/base-services/app/MetadataFormPage').then((m) => ({ default: m.MetadataEditPage })),
    ),
  ],
  ['/parking/collection', lazyPage(() => import('../pages/parking-network/CollectionListPage'))],
  ['/parking/collection/detail', lazyPage(() => import('../pages/parking-network/CollectionDetailPage'))],
  ['/parking/collection/audit', lazyPage(() => import('../pages/parking-network/CollectionAuditPage'))],
  ['/parking/city-list', lazyPage(() => import('../pages/parking-network/CityListPage'))],
  [
    '/parking/city-list/add',
    lazyPage(() => import('../pages/parking-network/CityFormPage').then((m) => ({ default: m.CityAddPage }))),
  ],
  [
    '/parking/city-list/edit',
    lazyPage(() =>
      import('../pages/parking-network/CityFormPage').then((m) => ({ default: m.CityEditPage })),
    ),
  ],
  ['/parking/city-list/park-list', lazyPage(() => import('../pages/parking-network/CityParkListPage'))],
  [
    '/parking-merchant/config/city-list',
    lazyPage(() => import('../pages/parking-network/MerchantCityListPage')),
  ],
  ['/parking/customer/list', lazyPage(() => import('../pages/parking-network/CustomerListPage'))],
  ['/parking/customer/detail/info', lazyPage(() => import('../pages/parking-network/CustomerInfoPage'))],
  [
    '/parking/software/list',
    lazyPage(() =>
      import('../pages/parking-network/SoftwarePages').then((m) => ({ default: m.SoftwareListPage })),
    ),
  ],
  [
    '/parking/software/create',
    lazyPage(() =>
      import('../pages/parking-network/SoftwarePages').then((m) => ({ default: m.SoftwareCreatePage })),
    ),
  ],
  [
    '/parking/software/edit',
    lazyPage(() =>
      import('../pages/parking-network/SoftwarePages').then((m) => ({ default: m.SoftwareEditPage })),
    ),
  ],
  [
    '/parking/software/detail',
    lazyPage(() =>
      import('../pages/parking-network/SoftwarePages').then((m) => ({ default: m.SoftwareDetailPage })),
    ),
  ],
  ['/parking-merchant/config/agent', lazyPage(() => import('../pages/parking-network/AgentListPage'))],
]);
