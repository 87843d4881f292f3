export { productResource } from './product.js';
export { runtimeAppMetadataResource } from './runtime-app-metadata.js';
export { DOMAIN_VALIDATOR, normaliseDomain, runtimeAppResource } from './runtime-app.js';
export { QRCODE_BATCH_MAX, QRCODE_BATCH_PREFIX_MAX, qrcodeBatchResource, qrcodeResource } from './qrcode.js';
export {
  messagePushResource,
  NOTICE_CONTENT_MAX,
  NOTICE_TAG_MAX,
  NOTICE_TAG_NAME_MAX,
  noticeResource,
} from './notice.js';
