// The base-services module's public face: what routes/index.ts and other code may import from it.
export { announcementRoutes } from './announcements/announcement-routes.js';
export { productRoutes } from './product-routes.js';
export { runtimeAppMetadataRoutes, runtimeAppRoutes } from './runtime-app-routes.js';
export {
  emitOpenEvent,
  openapiAppRoutes,
  openapiCallbackJob,
  openRoutes,
  OPENAPI_NONCE_CRON,
  OPENAPI_NONCE_QUEUE,
  openapiNonceJob,
  purgeOldNonces,
} from './openapi/index.js';
