import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** The page modules of 交易中心 (trading-center) by screen id; the catalogue rows name them. */
export const TRADING_CENTER_SCREENS = {
  'trading-center/AclListPage': lazyPage(() => import('../../pages/trading-center/AclListPage')),
} satisfies ScreenMap<'trading-center'>;
