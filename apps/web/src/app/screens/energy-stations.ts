import type { ScreenMap } from './screen-map';

/** Energy page modules of the stations part (issue 19); screens/energy.ts joins the parts. */
export const ENERGY_STATION_SCREENS = {} satisfies ScreenMap<'energy'>;
