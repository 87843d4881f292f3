import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** The page modules of 支付服务 (service) by screen id; the catalogue rows name them. */
export const SERVICE_SCREENS = {
  'service/ChannelApplyPage': lazyPage(() => import('../../pages/service/channel/ChannelApplyPage')),
  'service/RevenuePage': lazyPage(() => import('../../pages/service/RevenuePage')),
} satisfies ScreenMap<'service'>;
