export { productResource } from './product.js';
export { runtimeAppMetadataResource } from './runtime-app-metadata.js';
export { DOMAIN_VALIDATOR, normaliseDomain, runtimeAppResource } from './runtime-app.js';
export { contractAdminResource, contractMerchantView } from './contract.js';
export { accountWalletRechargeResource, walletRechargeAuditResource } from './wallet-recharge.js';
export {
  openapiAppModuleResource,
  openapiAppResource,
  openapiCallbackResource,
  openapiDeliveryResource,
} from './openapi-app.js';
export { endUserPaymentView, endUserView, PAYER_IDENTITY_KIND } from './end-users.js';
export { TERMINAL_KIND, TERMINAL_KIND_CHARGE_POINT, TERMINAL_SOURCE, terminalView } from './terminals.js';
export { TRAVEL_MAX_DAYS, TRAVEL_SUMMARY, TRAVEL_TOP_PARKS, type TravelSummary } from './travel.js';
export { QRCODE_BATCH_MAX, QRCODE_BATCH_PREFIX_MAX, qrcodeBatchResource, qrcodeResource } from './qrcode.js';
export {
  messagePushResource,
  NOTICE_CONTENT_MAX,
  NOTICE_TAG_MAX,
  NOTICE_TAG_NAME_MAX,
  NOTICE_HTML_TAGS,
  noticeResource,
} from './notice.js';
