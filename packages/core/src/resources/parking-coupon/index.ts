export * from './grant.js';
export * from './hold-payloads.js';
export * from './merchant-rule.js';
export * from './warehouse.js';
