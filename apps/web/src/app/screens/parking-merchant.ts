import { lazyPage } from '../shell/lazy-page';
import { named, type ScreenMap } from './screen-map';

const passportPages = () => import('../../pages/parking-merchant/PassportPages');
const reservationPages = () => import('../../pages/parking/operations/ReservationPages');
const lotSettingsPages = () => import('../../pages/parking/operations/LotSettingsPages');
const merchantPages = () => import('../../pages/parking-merchant/MerchantPages');

/** The page modules of 停车商户 (parking-merchant) by screen id; the catalogue rows name them. */
export const PARKING_MERCHANT_SCREENS = {
  'parking-merchant/MerchantCityListPage': lazyPage(
    () => import('../../pages/parking-merchant/MerchantCityListPage'),
  ),
  'parking-merchant/PassportListPage': named(passportPages, 'PassportListPage'),
  'parking-merchant/ReserveAppealListPage': named(reservationPages, 'ReserveAppealListPage'),
  'parking-merchant/MerchantLotConfigPage': named(lotSettingsPages, 'MerchantLotConfigPage'),
  'parking-merchant/MerchantConsolePage': lazyPage(
    () => import('../../pages/parking-merchant/console/MerchantConsolePage'),
  ),
  'parking-merchant/MerchantPaymentPage': named(merchantPages, 'MerchantPaymentPage'),
  'parking-merchant/MerchantRechargePage': named(merchantPages, 'MerchantRechargePage'),
  'parking-merchant/MerchantInParkingPage': named(merchantPages, 'MerchantInParkingPage'),
  'parking-merchant/MerchantReleasePage': named(merchantPages, 'MerchantReleasePage'),
  'parking-merchant/MerchantChargePage': named(merchantPages, 'MerchantChargePage'),
  'parking-merchant/MonthCardPage': lazyPage(() => import('../../pages/parking-merchant/cars/MonthCardPage')),
  'parking-merchant/ValueCardPage': lazyPage(() => import('../../pages/parking-merchant/cars/ValueCardPage')),
  'parking-merchant/WhitelistPage': lazyPage(() => import('../../pages/parking-merchant/cars/WhitelistPage')),
  'parking-merchant/BlacklistPage': lazyPage(() => import('../../pages/parking-merchant/cars/BlacklistPage')),
  'parking-merchant/MemberCarPage': lazyPage(() => import('../../pages/parking-merchant/cars/MemberCarPage')),
} satisfies ScreenMap<'parking-merchant'>;
