// 停车集团 (area group): the group customer's own definitions. Its lots' orders, records, cars and
// coupons are the parking and coupon resources, read with group codes (their alsoPermitted).
export * from './group-cars.js';
export * from './group-lot.js';
export * from './group-stats.js';
export * from './group-trade.js';
