export { PERMISSION_ACTIONS, actionLabel, type PermissionAction } from './actions.js';
export { PERMISSION_AREAS, PERMISSION_AREA_LABELS, type PermissionArea } from './areas.js';
export {
  ALL_PERMISSION_CODES,
  PERMISSION_BY_CODE,
  PERMISSION_CATALOGUE,
  isPermissionCode,
  permissionLabel,
  type PermissionCode,
} from './catalogue.js';
export { resourcePermissions, singlePermission, type PermissionDef } from './define-permissions.js';
export { hasAnyPermission, joinPermissionList, parsePermissionList } from './permission-list.js';
export {
  buildPermissionTree,
  type PermissionTreeArea,
  type PermissionTreeResource,
} from './permission-tree.js';
