/** The same activities across every lot the account sees (基础服务 › 红包活动). */
export const SERVICE_BONUS_PATHS = {
  list: '/base/services/bonus/event/list',
  create: '/base/services/bonus/event/add',
  edit: '/base/services/bonus/event/edit',
  detail: '/base/services/bonus/event/detail',
} as const;
