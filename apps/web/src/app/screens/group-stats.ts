import type { ScreenMap } from './screen-map';

/** 停车集团 page modules of the stats part (issue 17), by screen id; screens/group.ts joins the parts. */
export const GROUP_STATS_SCREENS = {} satisfies ScreenMap<'group'>;
