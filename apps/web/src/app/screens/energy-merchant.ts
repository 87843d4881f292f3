import type { ScreenMap } from './screen-map';

/** The page modules of the energy merchant's views (energy-merchant) by screen id. */
export const ENERGY_MERCHANT_SCREENS = {} satisfies ScreenMap<'energy-merchant'>;
