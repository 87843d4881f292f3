export {
  ALL_PRODUCT_CODES,
  PLATFORM_TYPES,
  PRODUCTS,
  PRODUCT_BY_CODE,
  PRODUCT_CATALOGUE,
  isPlatformType,
  isProductCode,
  productLabel,
  type PlatformType,
  type ProductCode,
  type ProductDef,
  type ProductKey,
} from './products.js';
export {
  ALWAYS_ENABLED_AREAS,
  AREA_LIST_VALIDATOR,
  DEFAULT_PRODUCT_AREAS,
  isPermissionArea,
  joinAreaList,
  limitToAreas,
  parseAreaList,
} from './product-permissions.js';
export { CHILD_TENANT_KINDS, childKindsOf, limitToTenantKind, type TenantKindCode } from './tenant-kinds.js';
