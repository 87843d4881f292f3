export * from './account/index.js';
export * from './base-services/index.js';
export * from './bonus/index.js';
export * from './parking/index.js';
export * from './parking-network/index.js';
export * from './merchant/index.js';
export {
  defineResource,
  fieldsShown,
  isTenantScoped,
  parkColumnOf,
  ownerColumn,
  sortableFields,
  writableFields,
  type ActionDef,
  type AnyResource,
  type DetailSection,
  type Resource,
  type ResourceInput,
  type ResourcePermissions,
  type ResourceScope,
  type SortOrder,
} from './define-resource.js';
export { field, type FieldOptions } from './field.js';
export type * from './field-types.js';
export {
  createBodySchema,
  fieldSchema,
  idSchema,
  listQuerySchema,
  searchParams,
  updateBodySchema,
  type JsonSchema,
  type SearchParam,
} from './json-schema.js';
export { requiredMessage, validateInput, type FieldError } from './validate-input.js';
export {
  findLooseJsonNumber,
  findWireProblem,
  hasControlChar,
  isExactNumber,
  isPlainIntegerText,
  type WireProblem,
  type WireSchema,
} from './wire-check.js';
