export * from './charge-rule.js';
export * from './card-period.js';
