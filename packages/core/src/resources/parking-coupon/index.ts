// 停车券 (spec 02 §2.17). One export line per definition file; other helpers' files join here.
export * from './fixed-code.js';
export * from './event-rule.js';
export * from './event-record.js';
