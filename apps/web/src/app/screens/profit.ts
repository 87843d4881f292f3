import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** The page modules of 分账 (profit) by screen id; the catalogue rows name them. */
export const PROFIT_SCREENS = {
  'profit/ProfitManagePage': lazyPage(() => import('../../pages/profit/ProfitManagePage')),
  'profit/ProfitPolicyPage': lazyPage(() => import('../../pages/profit/ProfitPolicyPage')),
  'profit/ProfitStrategyPage': lazyPage(() => import('../../pages/profit/ProfitStrategyPage')),
} satisfies ScreenMap<'profit'>;
