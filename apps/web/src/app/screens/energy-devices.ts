import type { ScreenMap } from './screen-map';

/** Energy page modules of the devices part (issue 19); screens/energy.ts joins the parts. */
export const ENERGY_DEVICE_SCREENS = {} satisfies ScreenMap<'energy'>;
