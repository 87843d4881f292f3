/** Catalogue paths of a lot's 红包活动 screens (停车 › 车场配置 › 红包活动). */
export const BONUS_PATHS = {
  list: '/parking/manage/config/event',
  create: '/parking/manage/config/event/create',
  edit: '/parking/manage/config/event/edit',
  detail: '/parking/manage/config/event/detail',
  acl: '/parking/manage/config/event/acl',
} as const;
