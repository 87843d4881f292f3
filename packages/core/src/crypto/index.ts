export * from './base64url.js';
export * from './payload-seal.js';
export { secureRandomBytes, type RandomBytes } from './random.js';
export * from './server-key.js';
export * from './proof-of-work.js';
