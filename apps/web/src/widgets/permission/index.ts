export { Permission, type PermissionProps } from './Permission';
export { usePermission, type PermissionCodes } from './use-permission';
