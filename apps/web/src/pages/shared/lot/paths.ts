/** The parking catalogue paths these screens link to (packages/core routes: parking*.ts). */
export const PAYMENT_ORDER_DETAIL_PATH = '/parking/order/payment/detail';
export const LOT_CONSOLE_PATH = '/parking/manage/console';
export const MERCHANT_CONSOLE_PATH = '/parking-merchant/manage/console';
export const DASHBOARD_PATH = '/parking/dashboard';

/** Query keys of the live parking views; a mocked gate event refreshes them all. */
export const PARKING_LIVE_KEY = 'parking/live';
