import { ENERGY_CUSTOMER_SCREENS } from './energy-customers';
import { ENERGY_DEVICE_SCREENS } from './energy-devices';
import { ENERGY_STATION_SCREENS } from './energy-stations';
import type { ScreenMap } from './screen-map';

/** The page modules of 能源服务商 (energy) by screen id, one file per part so each loads on its own. */
export const ENERGY_SCREENS = {
  ...ENERGY_DEVICE_SCREENS,
  ...ENERGY_STATION_SCREENS,
  ...ENERGY_CUSTOMER_SCREENS,
} satisfies ScreenMap<'energy'>;
