export { openapiAppRoutes } from './app-routes.js';
export { openapiCallbackJob } from './delivery-job.js';
export { OPENAPI_NONCE_CRON, OPENAPI_NONCE_QUEUE, openapiNonceJob, purgeOldNonces } from './open-auth.js';
export { emitOpenEvent, OPENAPI_CALLBACK_QUEUE, type OpenEvent } from './open-events.js';
export { openRoutes } from './open-routes.js';
