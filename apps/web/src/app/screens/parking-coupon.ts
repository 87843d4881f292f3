import { lazyPage } from '../shell/lazy-page';
import { named, type ScreenMap } from './screen-map';

const couponPages = () => import('../../pages/parking-coupon/CouponPages');
const warehouseDetail = () => import('../../pages/parking-coupon/WarehouseDetailPage');

/** The page modules of 停车券 (parking-coupon) by screen id; the catalogue rows name them. */
export const PARKING_COUPON_SCREENS = {
  'parking-coupon/CouponListPage': named(couponPages, 'CouponListPage'),
  'parking-coupon/CouponCreatePage': named(couponPages, 'CouponCreatePage'),
  'parking-coupon/CouponEditPage': named(couponPages, 'CouponEditPage'),
  'parking-coupon/PurchaseBatchPage': lazyPage(() => import('../../pages/parking-coupon/PurchaseBatchPage')),
  'parking-coupon/WarehouseDetailPage': named(warehouseDetail, 'WarehouseDetailPage'),
  'parking-coupon/FixedCodeDispatchPage': lazyPage(
    () => import('../../pages/parking-coupon/FixedCodeDispatchPage'),
  ),
} satisfies ScreenMap<'parking-coupon'>;
