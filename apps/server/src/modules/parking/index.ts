// The parking module's public face: what routes/index.ts and other code may import from it.
export { parkingNetworkRoutes } from './network/parking-network-routes.js';
export { parkingOperationsRoutes } from './operations/parking-operations-routes.js';
export { parkingRoutes } from './parking-routes.js';
// 停车集团's statistics (modules/group) count the same parks and China-time days as 数据大屏.
export { cstDateOfDayNumber, cstDayStart, CST_OFFSET_SECONDS, DAY_SECONDS } from './cst-day.js';
export { visibleParks } from './visible-parks.js';
// 停车集团 writes the 月卡订单 of a group card with the same numbers.
export { orderNo } from './order-no.js';
export { syncRecordPayment } from './record-payment.js';
// 能源服务商's 客户 are the same customers of another product, with the same packages table.
export { CUSTOMER_COLUMNS, customerByNo, customersOf } from './network/customer-lookup.js';
export { energyCustomerSetCrudRoutes } from './network/customer-set-routes.js';
