export { productResource } from './product.js';
export { runtimeAppMetadataResource } from './runtime-app-metadata.js';
export { DOMAIN_VALIDATOR, normaliseDomain, runtimeAppResource } from './runtime-app.js';
export { qrcodeResource } from './qrcode.js';
export {
  openapiAppModuleResource,
  openapiAppResource,
  openapiCallbackResource,
  openapiDeliveryResource,
} from './openapi-app.js';
