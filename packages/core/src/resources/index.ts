export * from './account/index.js';
export * from './base-services/index.js';
export * from './bonus/index.js';
export * from './parking/index.js';
export * from './parking-network/index.js';
export * from './merchant/index.js';
export {
  actionAllowed,
  askOf,
  defineResource,
  fieldsShown,
  isTenantScoped,
  parkColumnOf,
  ownerColumn,
  sortableFields,
  writableFields,
  type ActionAsk,
  type ActionDef,
  type AnyResource,
  type EnableDisable,
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
