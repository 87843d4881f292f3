import { lazyPage } from '../shell/lazy-page';
import { named, type ScreenMap } from './screen-map';

const cityFormPage = () => import('../../pages/parking/network/CityFormPage');
const reservationPages = () => import('../../pages/parking/operations/ReservationPages');
const lotSettingsPages = () => import('../../pages/parking/operations/LotSettingsPages');
const lotConfigPages = () => import('../../pages/parking/operations/LotConfigPages');
const mcouponPages = () => import('../../pages/parking/operations/McouponPages');
const mcouponDetailPage = () => import('../../pages/parking/operations/McouponDetailPage');
const bonusEventPages = () => import('../../pages/parking/operations/bonus/BonusEventPages');
const lotListPages = () => import('../../pages/parking/lot/LotListPages');
const providerPages = () => import('../../pages/parking/provider/ProviderPages');

/** The page modules of 停车服务商 (parking) by screen id; the catalogue rows name them. */
export const PARKING_SCREENS = {
  'parking/CityListPage': lazyPage(() => import('../../pages/parking/network/CityListPage')),
  'parking/CityAddPage': named(cityFormPage, 'CityAddPage'),
  'parking/CityEditPage': named(cityFormPage, 'CityEditPage'),
  'parking/CityParkListPage': lazyPage(() => import('../../pages/parking/network/CityParkListPage')),
  'parking/CustomerListPage': lazyPage(() => import('../../pages/parking/network/CustomerListPage')),
  'parking/CustomerInfoPage': lazyPage(() => import('../../pages/parking/network/CustomerInfoPage')),
  'parking/CustomerSoftwarePage': lazyPage(() => import('../../pages/parking/network/CustomerSoftwarePage')),
  'parking/CustomerSetListPage': lazyPage(() => import('../../pages/parking/network/CustomerSetListPage')),
  'parking/CustomerProfitPolicyPage': lazyPage(
    () => import('../../pages/parking/network/CustomerProfitPolicyPage'),
  ),
  'parking/LotReservationListPage': named(reservationPages, 'LotReservationListPage'),
  'parking/LotReservePage': named(lotSettingsPages, 'LotReservePage'),
  'parking/LotRuntimePage': named(lotSettingsPages, 'LotRuntimePage'),
  'parking/LotChannelPage': named(lotSettingsPages, 'LotChannelPage'),
  'parking/LotAclListPage': named(lotConfigPages, 'LotAclListPage'),
  'parking/LotAclCreatePage': named(lotConfigPages, 'LotAclCreatePage'),
  'parking/LotAclEditPage': named(lotConfigPages, 'LotAclEditPage'),
  'parking/LotInvoiceListPage': named(lotConfigPages, 'LotInvoiceListPage'),
  'parking/ConfigLogPage': lazyPage(() => import('../../pages/parking/operations/ConfigLogPage')),
  'parking/LotMcouponListPage': named(mcouponPages, 'LotMcouponListPage'),
  'parking/LotMcouponCreatePage': named(mcouponPages, 'LotMcouponCreatePage'),
  'parking/LotMcouponDetailPage': named(mcouponDetailPage, 'LotMcouponDetailPage'),
  'parking/CouponRecordPage': lazyPage(() => import('../../pages/parking/operations/CouponRecordPage')),
  'parking/BonusEventListPage': named(bonusEventPages, 'BonusEventListPage'),
  'parking/BonusEventCreatePage': named(bonusEventPages, 'BonusEventCreatePage'),
  'parking/BonusEventEditPage': named(bonusEventPages, 'BonusEventEditPage'),
  'parking/BonusEventDetailPage': lazyPage(() => import('../../pages/shared/bonus/BonusEventDetailPage')),
  'parking/BonusAclPage': lazyPage(() => import('../../pages/parking/operations/bonus/BonusAclPage')),
  'parking/LotConsolePage': lazyPage(() => import('../../pages/parking/console/LotConsolePage')),
  'parking/ParkListPage': lazyPage(() => import('../../pages/parking/park/ParkListPage')),
  'parking/ParkCreatePage': lazyPage(() => import('../../pages/parking/park/ParkCreatePage')),
  'parking/LotBasicPage': lazyPage(() => import('../../pages/parking/lot/LotBasicPage')),
  'parking/LotChargePage': lazyPage(() => import('../../pages/parking/lot/LotChargePage')),
  'parking/ChargeRuleDetailPage': lazyPage(() => import('../../pages/parking/lot/ChargeRuleDetailPage')),
  'parking/LotInParkingPage': named(lotListPages, 'LotInParkingPage'),
  'parking/LotReleasePage': named(lotListPages, 'LotReleasePage'),
  'parking/LotPaymentOrderPage': named(lotListPages, 'LotPaymentOrderPage'),
  'parking/LotRechargeOrderPage': named(lotListPages, 'LotRechargeOrderPage'),
  'parking/RecordListPage': named(providerPages, 'RecordListPage'),
  'parking/PaymentOrderListPage': named(providerPages, 'PaymentOrderListPage'),
  'parking/RechargeOrderListPage': named(providerPages, 'RechargeOrderListPage'),
} satisfies ScreenMap<'parking'>;
