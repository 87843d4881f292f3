/** The account area's catalogue paths (packages/core routes: account.ts and shared.ts). */
export const ROLE_PATHS = {
  list: '/account/role-permission/role',
  add: '/account/role-permission/role/add',
  edit: '/account/role-permission/role/edit',
} as const;

export const SUB_ACCOUNT_PATHS = {
  list: '/account/role-permission/sub-account',
  add: '/account/role-permission/sub-account/add',
  edit: '/account/role-permission/sub-account/edit',
} as const;

export const OPERATION_LOG_PATH = '/account/logging/list';
export const ACCOUNT_SETTINGS_PATH = '/account/role-permission/mine';

/** 批量导入 and its detail (account.ts); the import dialog names the list path too. */
export const IMPORT_BATCH_PATHS = {
  list: '/account/report/batch',
  detail: '/account/report/batch/detail',
} as const;
