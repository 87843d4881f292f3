export { contractResource } from './contract.js';
export { merchantResource, MY_MERCHANT_FIELDS } from './merchant.js';
export { propertyApplicationResource } from './property-application.js';
export { walletTransactionResource } from './wallet-transaction.js';
export { projectResource } from './project.js';
