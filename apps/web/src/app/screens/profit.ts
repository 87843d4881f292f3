import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** The page modules of 分账 (profit) by screen id; the catalogue rows name them. */
export const PROFIT_SCREENS = {
  'profit/ProfitManagePage': lazyPage(() => import('../../pages/profit/ProfitManagePage')),
  'profit/ProfitPolicyPage': lazyPage(() => import('../../pages/profit/ProfitPolicyPage')),
  'profit/ProfitStrategyPage': lazyPage(() => import('../../pages/profit/ProfitStrategyPage')),
  'profit/PaymentSerialPage': lazyPage(() => import('../../pages/profit/statistics/PaymentSerialPage')),
  'profit/PaymentOrderPage': lazyPage(() => import('../../pages/profit/statistics/PaymentOrderPage')),
  'profit/PaymentOrderDetailPage': lazyPage(
    () => import('../../pages/profit/statistics/PaymentOrderDetailPage'),
  ),
  'profit/IncomeSerialPage': lazyPage(() => import('../../pages/profit/statistics/IncomeSerialPage')),
  'profit/IncomeOrderPage': lazyPage(() => import('../../pages/profit/statistics/IncomeOrderPage')),
  'profit/IncomeOrderDetailPage': lazyPage(
    () => import('../../pages/profit/statistics/IncomeOrderDetailPage'),
  ),
} satisfies ScreenMap<'profit'>;
