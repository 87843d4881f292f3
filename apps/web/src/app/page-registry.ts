import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './shell/lazy-page';
import { PARKING_PAGES } from './parking-page-registry';

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
    '/parking/customer/detail/software',
    lazyPage(() => import('../pages/parking-network/CustomerSoftwarePage')),
  ],
  [
    '/parking/customer/detail/set-list',
    lazyPage(() => import('../pages/parking-network/CustomerSetListPage')),
  ],
  [
    '/parking/customer/detail/profit-policy',
    lazyPage(() => import('../pages/parking-network/CustomerProfitPolicyPage')),
  ],
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
  // 停车运营 (parking-operations): reservations, passports, fixed-car applications, lot configuration.
  [
    '/parking-merchant/car/apply/list',
    lazyPage(() => import('../pages/parking-operations/FixedCarApplyListPage')),
  ],
  [
    '/parking-merchant/car/apply/detail',
    lazyPage(() => import('../pages/parking-operations/FixedCarApplyDetailPage')),
  ],
  [
    '/parking-merchant/car/apply/audit',
    lazyPage(() => import('../pages/parking-operations/FixedCarApplyAuditPage')),
  ],
  [
    '/parking-merchant/car/passport',
    lazyPage(() =>
      import('../pages/parking-operations/PassportPages').then((m) => ({ default: m.PassportListPage })),
    ),
  ],
  [
    '/parking-merchant/car/passport/detail',
    lazyPage(() =>
      import('../pages/parking-operations/PassportPages').then((m) => ({ default: m.PassportDetailPage })),
    ),
  ],
  [
    '/parking-merchant/reserve/record',
    lazyPage(() =>
      import('../pages/parking-operations/ReservationPages').then((m) => ({
        default: m.ReservationListPage,
      })),
    ),
  ],
  [
    '/parking/manage/reserve/record',
    lazyPage(() =>
      import('../pages/parking-operations/ReservationPages').then((m) => ({
        default: m.LotReservationListPage,
      })),
    ),
  ],
  [
    '/parking-merchant/reserve/appointed',
    lazyPage(() =>
      import('../pages/parking-operations/ReservationPages').then((m) => ({
        default: m.AppointedSpaceListPage,
      })),
    ),
  ],
  [
    '/parking-merchant/reserve/appeal',
    lazyPage(() =>
      import('../pages/parking-operations/ReservationPages').then((m) => ({
        default: m.ReserveAppealListPage,
      })),
    ),
  ],
  [
    '/parking/manage/config/reserve',
    lazyPage(() =>
      import('../pages/parking-operations/LotSettingsPages').then((m) => ({ default: m.LotReservePage })),
    ),
  ],
  [
    '/parking/manage/config/runtime',
    lazyPage(() =>
      import('../pages/parking-operations/LotSettingsPages').then((m) => ({ default: m.LotRuntimePage })),
    ),
  ],
  [
    '/parking/manage/config/channel',
    lazyPage(() =>
      import('../pages/parking-operations/LotSettingsPages').then((m) => ({ default: m.LotChannelPage })),
    ),
  ],
  [
    '/parking-merchant/config/config',
    lazyPage(() =>
      import('../pages/parking-operations/LotSettingsPages').then((m) => ({
        default: m.MerchantLotConfigPage,
      })),
    ),
  ],
  [
    '/parking/manage/config/acl',
    lazyPage(() =>
      import('../pages/parking-operations/LotConfigPages').then((m) => ({ default: m.LotAclListPage })),
    ),
  ],
  [
    '/parking/manage/config/acl/create',
    lazyPage(() =>
      import('../pages/parking-operations/LotConfigPages').then((m) => ({ default: m.LotAclCreatePage })),
    ),
  ],
  [
    '/parking/manage/config/acl/edit',
    lazyPage(() =>
      import('../pages/parking-operations/LotConfigPages').then((m) => ({ default: m.LotAclEditPage })),
    ),
  ],
  [
    '/parking/manage/config/invoice',
    lazyPage(() =>
      import('../pages/parking-operations/LotConfigPages').then((m) => ({ default: m.LotInvoiceListPage })),
    ),
  ],
  [
    '/parking/manage/config/invoice/detail',
    lazyPage(() =>
      import('../pages/parking-operations/LotConfigPages').then((m) => ({ default: m.LotInvoiceDetailPage })),
    ),
  ],
  ['/parking/manage/config/log', lazyPage(() => import('../pages/parking-operations/ConfigLogPage'))],
  ['/service/trade/revenue', lazyPage(() => import('../pages/service/RevenuePage'))],
  [
    '/parking/manage/config/mcoupon',
    lazyPage(() =>
      import('../pages/parking-operations/McouponPages').then((m) => ({ default: m.LotMcouponListPage })),
    ),
  ],
  [
    '/parking/manage/config/mcoupon/create',
    lazyPage(() =>
      import('../pages/parking-operations/McouponPages').then((m) => ({ default: m.LotMcouponCreatePage })),
    ),
  ],
  [
    '/parking/manage/config/mcoupon/detail',
    lazyPage(() =>
      import('../pages/parking-operations/McouponDetailPage').then((m) => ({
        default: m.LotMcouponDetailPage,
      })),
    ),
  ],
  ['/parking/manage/coupon/record', lazyPage(() => import('../pages/parking-operations/CouponRecordPage'))],
  // 红包活动 of a lot, with its issuers (活动授权).
  [
    '/parking/manage/config/event',
    lazyPage(() =>
      import('../pages/parking-operations/bonus/BonusEventPages').then((m) => ({
        default: m.BonusEventListPage,
      })),
    ),
  ],
  [
    '/parking/manage/config/event/create',
    lazyPage(() =>
      import('../pages/parking-operations/bonus/BonusEventPages').then((m) => ({
        default: m.BonusEventCreatePage,
      })),
    ),
  ],
  [
    '/parking/manage/config/event/edit',
    lazyPage(() =>
      import('../pages/parking-operations/bonus/BonusEventPages').then((m) => ({
        default: m.BonusEventEditPage,
      })),
    ),
  ],
  [
    '/parking/manage/config/event/detail',
    lazyPage(() => import('../pages/parking-operations/bonus/BonusEventDetailPage')),
  ],
  [
    '/parking/manage/config/event/acl',
    lazyPage(() => import('../pages/parking-operations/bonus/BonusAclPage')),
  ],
  // 基础服务 › 红包活动: the same activities across every lot the account sees.
  [
    '/base/services/bonus/event/list',
    lazyPage(() =>
      import('../pages/parking-operations/bonus/ServiceBonusEventPages').then((m) => ({
        default: m.ServiceBonusEventListPage,
      })),
    ),
  ],
  [
    '/base/services/bonus/event/add',
    lazyPage(() =>
      import('../pages/parking-operations/bonus/ServiceBonusEventPages').then((m) => ({
        default: m.ServiceBonusEventAddPage,
      })),
    ),
  ],
  [
    '/base/services/bonus/event/edit',
    lazyPage(() =>
      import('../pages/parking-operations/bonus/ServiceBonusEventPages').then((m) => ({
        default: m.ServiceBonusEventEditPage,
      })),
    ),
  ],
  [
    '/base/services/bonus/event/detail',
    lazyPage(() =>
      import('../pages/parking-operations/bonus/ServiceBonusEventPages').then((m) => ({
        default: m.ServiceBonusEventDetailPage,
      })),
    ),
  ],
  ['/base/services/devtool/parking', lazyPage(() => import('../pages/parking/devtool/DevtoolParkingPage'))],
  ['/parking/manage/console', lazyPage(() => import('../pages/parking/console/LotConsolePage'))],
  [
    '/parking-merchant/manage/console',
    lazyPage(() => import('../pages/parking/console/MerchantConsolePage')),
  ],
  ['/parking/dashboard', lazyPage(() => import('../pages/parking/dashboard/ParkingDashboardPage'))],
  ...PARKING_PAGES,
]);
