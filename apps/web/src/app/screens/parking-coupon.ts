import { lazyPage } from '../shell/lazy-page';
import { named, type ScreenMap } from './screen-map';

const warehouseDetail = () => import('../../pages/parking-coupon/WarehouseDetailPage');

/** The page modules of 停车券 (parking-coupon) by screen id; the catalogue rows name them. */
export const PARKING_COUPON_SCREENS = {
  'parking-coupon/PurchaseBatchPage': lazyPage(() => import('../../pages/parking-coupon/PurchaseBatchPage')),
  'parking-coupon/WarehouseDetailPage': named(warehouseDetail, 'WarehouseDetailPage'),
  'parking-coupon/FixedCodeDispatchPage': lazyPage(
    () => import('../../pages/parking-coupon/FixedCodeDispatchPage'),
  ),
} satisfies ScreenMap<'parking-coupon'>;
