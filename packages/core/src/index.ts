export * from './api/codes.js';
export * from './api/envelope.js';
export * from './api/schema.js';
export * from './api/session-payloads.js';
export * from './api/inbox-payloads.js';
export * from './api/platform-payloads.js';
export {
  answerOf,
  byIdQuery,
  DONE_ANSWER,
  DONE_RESPONSE,
  ERROR_ANSWER,
  fileResponse,
  okResponse,
  listPayloadOf,
  PAGING_HEADER,
  responsesOf,
} from './api/answers.js';
export * from './crypto/index.js';
export * from './constants.js';
export * from './code-tables/index.js';
export * from './validators/index.js';
export * from './format/index.js';
export * from './permissions/index.js';
export * from './products/index.js';
export * from './routes/index.js';
export * from './resources/index.js';
export * from './audit/index.js';
export * from './parking/index.js';
export * from './branding/index.js';
