import { resourcePermissions as r } from '../define-permissions.js';

/** OKR (spec 02 §2.13). */
export const OKR_PERMISSIONS = [
  ...r('okr', 'objective', '目标', ['list', 'detail', 'create', 'update', 'delete']),
  ...r('okr', 'key-result', '关键结果', ['create', 'update', 'delete']),
  ...r('okr', 'project', 'OKR 项目', ['list', 'detail', 'create', 'update']),
];
