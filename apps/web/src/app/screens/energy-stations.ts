import { lazyPage } from '../shell/lazy-page';
import { named, type ScreenMap } from './screen-map';

const settingsPages = () => import('../../pages/energy/StationSettingsPages');
const orderPages = () => import('../../pages/energy/StationOrderPages');

/** Energy page modules of the stations part (issue 19); screens/energy.ts joins the parts. */
export const ENERGY_STATION_SCREENS = {
  'energy/StationListPage': lazyPage(() => import('../../pages/energy/StationListPage')),
  'energy/StationCreatePage': lazyPage(() => import('../../pages/energy/StationCreatePage')),
  'energy/StationBasicPage': lazyPage(() => import('../../pages/energy/StationBasicPage')),
  'energy/StationRuntimePage': named(settingsPages, 'StationRuntimePage'),
  'energy/StationChannelPage': named(settingsPages, 'StationChannelPage'),
  'energy/StationPrepaymentPage': named(settingsPages, 'StationPrepaymentPage'),
  'energy/StationBillingPage': named(settingsPages, 'StationBillingPage'),
  'energy/StationPaymentOrderPage': named(orderPages, 'StationPaymentOrderPage'),
  'energy/StationRecordPage': named(orderPages, 'StationRecordPage'),
  'energy/PaymentOrderDetailPage': named(orderPages, 'PaymentOrderDetailPage'),
  'energy/RecordDetailPage': named(orderPages, 'RecordDetailPage'),
} satisfies ScreenMap<'energy'>;
