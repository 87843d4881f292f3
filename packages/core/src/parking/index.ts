export * from './charge-rule.js';
export * from './card-period.js';
export * from './lot-settings.js';
