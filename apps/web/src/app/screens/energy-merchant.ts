import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** The page modules of the energy merchant's views (energy-merchant) by screen id. */
export const ENERGY_MERCHANT_SCREENS = {
  'energy-merchant/DeviceDetailPage': lazyPage(() => import('../../pages/energy-merchant/DeviceDetailPage')),
} satisfies ScreenMap<'energy-merchant'>;
