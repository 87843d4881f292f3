export { productResource } from './product.js';
export { runtimeAppMetadataResource } from './runtime-app-metadata.js';
export { DOMAIN_VALIDATOR, normaliseDomain, runtimeAppResource } from './runtime-app.js';
export { qrcodeResource } from './qrcode.js';
export { contractAdminResource, contractMerchantView } from './contract.js';
export { accountWalletRechargeResource, walletRechargeAuditResource } from './wallet-recharge.js';
export {
  openapiAppModuleResource,
  openapiAppResource,
  openapiCallbackResource,
  openapiDeliveryResource,
} from './openapi-app.js';
