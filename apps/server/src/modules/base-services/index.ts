// The base-services module's public face: what routes/index.ts and other code may import from it.
export { announcementRoutes } from './announcements/announcement-routes.js';
export { terminalRoutes } from './iot/terminal-routes.js';
export { productRoutes } from './product-routes.js';
export { runtimeAppMetadataRoutes, runtimeAppRoutes } from './runtime-app-routes.js';
export { contractRoutes } from './contracts/contract-routes.js';
export {
  CONTRACT_EXPIRY_CRON,
  CONTRACT_EXPIRY_QUEUE,
  contractExpiryJob,
  expireContracts,
} from './contracts/contract-expiry.js';
export { postWalletRecharge, walletRechargeRoutes } from './wallet/wallet-recharge-routes.js';
export { renderContractPdf } from './contracts/contract-pdf.js';
export { sha256 as contractDocumentHash } from './contracts/contract-document.js';
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
export { travelRoutes } from './travel/travel-routes.js';
export { endUserRoutes } from './users/end-user-routes.js';
export { FEED_CODE_QUEUE, feedCodeJob, type FeedCodePayload } from './qrcodes/feed-code-job.js';
export { qrcodeRoutes } from './qrcodes/qrcode-routes.js';
