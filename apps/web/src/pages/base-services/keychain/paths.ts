/** The routes of 应用管理 (catalogue rows of base-services). */
export const KEYCHAIN_PATHS = {
  list: '/base/services/keychain/app/list',
  add: '/base/services/keychain/app/add',
  edit: '/base/services/keychain/app/edit',
  info: '/base/services/keychain/app/manage/info',
  module: '/base/services/keychain/app/manage/module',
  callback: '/base/services/keychain/app/manage/callback',
} as const;
