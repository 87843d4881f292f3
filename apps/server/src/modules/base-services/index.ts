// The base-services module's public face: what routes/index.ts and other code may import from it.
export { announcementRoutes } from './announcements/announcement-routes.js';
export { terminalRoutes } from './iot/terminal-routes.js';
export { productRoutes } from './product-routes.js';
export { runtimeAppMetadataRoutes, runtimeAppRoutes } from './runtime-app-routes.js';
export { travelRoutes } from './travel/travel-routes.js';
export { endUserRoutes } from './users/end-user-routes.js';
