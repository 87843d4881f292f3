export * from './api/codes.js';
export * from './api/envelope.js';
