import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** The page modules of 停车券 (parking-coupon) by screen id; the catalogue rows name them. */
export const PARKING_COUPON_SCREENS = {
  'parking-coupon/FixedCodeDispatchPage': lazyPage(
    () => import('../../pages/parking-coupon/FixedCodeDispatchPage'),
  ),
} satisfies ScreenMap<'parking-coupon'>;
