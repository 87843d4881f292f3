import { named, type ScreenMap } from './screen-map';

const warehousePages = () => import('../../pages/parking-coupon/WarehouseDetailPage');

/** The page modules of 停车券 (parking-coupon) by screen id; the catalogue rows name them. */
export const PARKING_COUPON_SCREENS = {
  'parking-coupon/WarehouseDetailPage': named(warehousePages, 'WarehouseDetailPage'),
} satisfies ScreenMap<'parking-coupon'>;
