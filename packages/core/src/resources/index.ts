export * from './account/index.js';
export * from './base-services/index.js';
export * from './energy/index.js';
export * from './group/index.js';
export * from './okr/index.js';
export * from './parking/index.js';
export * from './parking-coupon/index.js';
export * from './profit/index.js';
export * from './advertising/index.js';
export * from './service/index.js';
export * from './settlement/index.js';
export * from './invoice/index.js';
export * from './shared/index.js';
export {
  actionAllowed,
  askOf,
  defineResource,
  fieldsShown,
  isTenantScoped,
  LOT_LINK_PARAM,
  parkColumnOf,
  ownerColumn,
  permittedCodes,
  REQUEST_ID_FIELD,
  REQUEST_ID_MAX_LENGTH,
  sortableFields,
  writableFields,
  type ActionAsk,
  type AlsoPermitted,
  type LotLink,
  type PermittedOperation,
  type ActionDef,
  type ActionPreviewLine,
  type AnyResource,
  type EnableDisable,
  type DetailSection,
  type Resource,
  type ResourceInput,
  type ResourcePermissions,
  type ResourceScope,
  type PathStyle,
  type SortOrder,
} from './define-resource.js';
export { field, type FieldOptions } from './field.js';
export { operationPath, type HttpMethod, type RowOperation } from './operation-path.js';
export { fieldText, HIDDEN_DISPLAY, plainText } from './field-text.js';
export type * from './field-types.js';
export {
  actionBodySchema,
  createBodySchema,
  fieldSchema,
  idSchema,
  listQuerySchema,
  searchParams,
  updateBodySchema,
  type JsonSchema,
  type SearchParam,
} from './json-schema.js';
export {
  actionInput,
  requiredMessage,
  validateActionInput,
  validateInput,
  type FieldError,
} from './validate-input.js';
export {
  allResources,
  allSettings,
  isResource,
  isSettings,
  resourceByKey,
  settingsByKey,
} from './registry.js';
export {
  defineSettings,
  settingsBodySchema,
  settingsDocument,
  settingsFields,
  settingsProblem,
  settingsQuerySchema,
  SETTINGS_OWNER,
  isMerchantOwned,
  type AnySettings,
  type Settings,
  type SettingsInput,
  type SettingsOwner,
} from './define-settings.js';
export {
  defineView,
  isView,
  viewRowKey,
  type AnyView,
  type ViewInput,
  type ViewListPayload,
  type ViewSpec,
} from './define-view.js';
export {
  findLooseJsonNumber,
  findWireProblem,
  hasControlChar,
  isExactNumber,
  isPlainIntegerText,
  type WireProblem,
  type WireSchema,
} from './wire-check.js';
export {
  CREATED_ANSWER,
  detailAnswerSchema,
  fieldValueSchema,
  listAnswerSchema,
  rowSchema,
  settingsAnswerSchema,
  viewListAnswerSchema,
  type SettingsDetail,
} from './answer-schema.js';
export { alreadyExistsMessage, fieldHint } from './field-messages.js';
