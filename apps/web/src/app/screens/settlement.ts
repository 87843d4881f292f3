import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** The page modules of 结算平台 (settlement) by screen id; the catalogue rows name them. */
export const SETTLEMENT_SCREENS = {
  'settlement/SettlementDetailPage': lazyPage(() => import('../../pages/settlement/SettlementDetailPage')),
} satisfies ScreenMap<'settlement'>;
