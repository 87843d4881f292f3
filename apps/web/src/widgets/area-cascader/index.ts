export { AreaCascader, type AreaCascaderProps } from './AreaCascader';
export { AREA_CACHE_VERSION } from './area-cache';
export { AREA_VALUE_PREFIX, fromOptionValue, toOptionValue } from './area-code';
export type { AreaEntry } from './area-api';
