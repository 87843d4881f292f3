export { departmentResource } from './department.js';
export { operationLogResource } from './operation-log.js';
export { roleResource } from './role.js';
export { sessionResource } from './session.js';
export { ACCOUNT_NAME_RULE, subAccountResource } from './sub-account.js';
export * from './merchant/index.js';
export * from './account-payloads.js';
export { invoiceTitleSettings } from './invoice-title.js';
