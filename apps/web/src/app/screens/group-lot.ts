import { named, type ScreenMap } from './screen-map';

const couponPages = () => import('../../pages/group/lot/GroupCouponPages');
const carPages = () => import('../../pages/group/lot/GroupCarPages');
const reservePages = () => import('../../pages/group/lot/GroupReservePages');

/**
 * 停车集团 page modules of the lot part (issue 17), by screen id; screens/group.ts joins the parts.
 * The lot's detail pages (购券详情, 入库详情, 通行证详情) are the coupon and parking screens themselves.
 */
export const GROUP_LOT_SCREENS = {
  'group/GroupCouponRecordPage': named(couponPages, 'GroupCouponRecordPage'),
  'group/GroupCouponListPage': named(couponPages, 'GroupCouponListPage'),
  'group/GroupPurchaseListPage': named(couponPages, 'GroupPurchaseListPage'),
  'group/GroupWarehouseListPage': named(couponPages, 'GroupWarehouseListPage'),
  'group/GroupMonthCardPage': named(carPages, 'GroupMonthCardPage'),
  'group/GroupValueCardPage': named(carPages, 'GroupValueCardPage'),
  'group/GroupWhitelistPage': named(carPages, 'GroupWhitelistPage'),
  'group/GroupBlacklistPage': named(carPages, 'GroupBlacklistPage'),
  'group/GroupPassportListPage': named(carPages, 'GroupPassportListPage'),
  'group/GroupMemberCarPage': named(carPages, 'GroupMemberCarPage'),
  'group/GroupReservationPage': named(reservePages, 'GroupReservationPage'),
  'group/GroupReserveRulePage': named(reservePages, 'GroupReserveRulePage'),
} satisfies ScreenMap<'group'>;
