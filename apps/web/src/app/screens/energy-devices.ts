import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** Energy page modules of the devices part (issue 19); screens/energy.ts joins the parts. */
export const ENERGY_DEVICE_SCREENS = {
  'energy/StationDevicesPage': lazyPage(() => import('../../pages/energy/StationDevicesPage')),
  'energy/DeviceDetailPage': lazyPage(() => import('../../pages/energy/DeviceDetailPage')),
} satisfies ScreenMap<'energy'>;
