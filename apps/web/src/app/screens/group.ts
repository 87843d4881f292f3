import { GROUP_CARS_SCREENS } from './group-cars';
import { GROUP_LOT_SCREENS } from './group-lot';
import { GROUP_STATS_SCREENS } from './group-stats';
import { GROUP_TRADE_SCREENS } from './group-trade';
import type { ScreenMap } from './screen-map';

/** The page modules of 停车集团 (group) by screen id, one file per part so each loads on its own. */
export const GROUP_SCREENS = {
  ...GROUP_CARS_SCREENS,
  ...GROUP_LOT_SCREENS,
  ...GROUP_STATS_SCREENS,
  ...GROUP_TRADE_SCREENS,
} satisfies ScreenMap<'group'>;
