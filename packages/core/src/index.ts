export * from './api/codes.js';
export * from './api/envelope.js';
export * from './crypto/index.js';
export * from './constants.js';
export * from './code-tables/index.js';
export * from './validators/index.js';
export * from './format/index.js';
