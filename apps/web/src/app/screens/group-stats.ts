import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** 停车集团 page modules of the stats part (issue 17), by screen id; screens/group.ts joins the parts. */
export const GROUP_STATS_SCREENS = {
  'group/GroupConsolePage': lazyPage(() => import('../../pages/group/stats/GroupConsolePage')),
  'group/GroupStatisticsPage': lazyPage(() => import('../../pages/group/stats/GroupStatisticsPage')),
  'group/GroupOverviewPage': lazyPage(() => import('../../pages/group/stats/GroupOverviewPage')),
} satisfies ScreenMap<'group'>;
