import type { ScreenMap } from './screen-map';

/** 停车集团 page modules of the lot part (issue 17), by screen id; screens/group.ts joins the parts. */
export const GROUP_LOT_SCREENS = {} satisfies ScreenMap<'group'>;
