import type { ScreenMap } from './screen-map';

/** 停车集团 page modules of the trade part (issue 17), by screen id; screens/group.ts joins the parts. */
export const GROUP_TRADE_SCREENS = {} satisfies ScreenMap<'group'>;
