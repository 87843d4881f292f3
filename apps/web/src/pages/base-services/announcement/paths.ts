/** The catalogue paths of 公告管理 and 消息推送. */
export const NOTICE_PATHS = {
  list: '/base/services/announcement/notice/list',
  add: '/base/services/announcement/notice/add',
  edit: '/base/services/announcement/notice/edit',
} as const;
