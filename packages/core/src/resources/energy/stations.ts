// 充电站 and what hangs off one: settings, billing rule, orders, records (issue 19, station part).
// Customers and software are parking's own definitions (see parking/network), granted to energy codes.
export * from './station.js';
export * from './station-orders.js';
export * from './station-settings.js';
export * from './billing-rule.js';
