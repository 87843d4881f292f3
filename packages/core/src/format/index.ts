export * from './coupon-value.js';
export * from './money.js';
export * from './phone-mask.js';
export * from './placeholder.js';
export * from './plate-text.js';
export * from './price.js';
export * from './random-string.js';
export * from './timestamp.js';
