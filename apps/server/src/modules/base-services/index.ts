// The base-services module's public face: what routes/index.ts and other code may import from it.
export { announcementRoutes } from './announcements/announcement-routes.js';
export { productRoutes } from './product-routes.js';
export { runtimeAppMetadataRoutes, runtimeAppRoutes } from './runtime-app-routes.js';
export { FEED_CODE_QUEUE, feedCodeJob, type FeedCodePayload } from './qrcodes/feed-code-job.js';
export { qrcodeRoutes } from './qrcodes/qrcode-routes.js';
