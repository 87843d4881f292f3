/** Screens of spec 01 section 2 that the message centre links to. */
export const ANNOUNCEMENT_LIST_PATH = '/base/services/announcement/merchant/notice/list';
export const ANNOUNCEMENT_DETAIL_PATH = '/base/services/announcement/notice/detail';

export function announcementDetailPath(id: number): string {
  return `${ANNOUNCEMENT_DETAIL_PATH}?id=${id}`;
}
