import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/**
 * The page modules of the energy merchant's views (energy-merchant) by screen id; its order lists are
 * the station part's definitions as they are (resource screens), scoped to its stations by the server.
 */
export const ENERGY_MERCHANT_SCREENS = {
  'energy-merchant/DeviceDetailPage': lazyPage(() => import('../../pages/energy-merchant/DeviceDetailPage')),
  'energy-merchant/MerchantBillingPage': lazyPage(
    () => import('../../pages/energy-merchant/MerchantBillingPage'),
  ),
} satisfies ScreenMap<'energy-merchant'>;
