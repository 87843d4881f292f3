export * from './define-code-table.js';
export * from './parking.js';
export * from './plate.js';
export * from './payment.js';
export * from './coupon.js';
export * from './invoice.js';
export * from './order-status.js';
export * from './report-table.js';
