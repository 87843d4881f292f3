export { CHANNEL_APPLY_FILL, channelApplyResource } from './channel-apply.js';
export { CHANNEL_APPLY_EDITABLE, CHANNEL_APPLY_STATUS, CHANNEL_LINK_PURPOSE } from './channel-apply-codes.js';
export {
  CHANNEL_APPLY_MERCHANT,
  CHANNEL_APPLY_MERCHANT_LIST,
  CHANNEL_AUTH_DONE,
  CHANNEL_AUTH_REDIRECT,
  CHANNEL_LINK_ISSUED,
  CHANNEL_LINK_VIEW,
} from './channel-apply-payloads.js';
export { channelConfigSettings, settlementSettings } from './merchant-payment-settings.js';
export { paymentAclResource } from './payment-acl.js';
export { paymentMerchantView } from './payment-merchant.js';
export { MAX_MERCHANT_FEE_RATE, merchantFeeRateResource } from './merchant-fee-rate.js';
