import { singlePermission } from '../define-permissions.js';

/** Codes every signed-in shell feature checks (spec 01 §2, §6): message centre, user panel links. */
export const UNIVERSAL_PERMISSIONS = [
  singlePermission('universal:message:basic', '消息中心与平台公告', '消息中心'),
  // 账号设置 is open to every signed-in account (issue 14); the code stays for the roles that hold it.
  singlePermission('universal:user:basic', '账号设置', '账号设置'),
  singlePermission('universal:user:account:create', '创建子账号（主账号通用）', '创建子账号'),
  singlePermission('universal:report:basic', '报表中心', '报表中心'),
];
