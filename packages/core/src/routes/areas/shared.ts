// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 两份规格都列出的共享页面（spec 01 §2） */
// prettier-ignore
export const SHARED_ROUTES = defineAreaRoutes(
  { area: 'shared' },
  [
    { path: '/account/role-permission/mine', title: '账号设置', type: 'page', hidden: false, permissions: [], auth: 'signed-in', section: 'role-permission', icon: 'SettingOutlined', topMenu: 'account', screen: 'shared/AccountSettingsPage' },
    { path: '/account/report/list', title: '报表中心', type: 'list', hidden: false, permissions: ['universal:report:basic'], section: 'data', icon: 'CloudDownloadOutlined', topMenu: 'account', screen: 'shared/ReportListPage' },
    { path: '/account/invoice/list', title: '开票记录', type: 'list', hidden: false, permissions: ['account:invoice:list'], section: 'invoice', icon: 'FileDoneOutlined', topMenu: 'account', screen: 'account/invoice:list' },
    { path: '/parking/dashboard', title: '数据大屏', type: 'page', hidden: false, permissions: ['parking:dashboard:view'], icon: 'DashboardOutlined', topMenu: 'parking', products: ['parking'], screen: 'shared/ParkingDashboardPage' },
    { path: '/profit/setting/manage/setting', title: '分账设置', type: 'page', hidden: true, permissions: ['profit:manage:update'], activeMenu: '/profit/setting/manage', topMenu: 'profit', products: ['profit'], screen: 'shared/ProfitSettingPage' },
    { path: '/base/services/announcement/merchant/notice/list', title: '平台公告', type: 'list', hidden: false, permissions: ['universal:message:basic'], section: 'message', icon: 'SoundOutlined', topMenu: 'account', screen: 'shared/AnnouncementListPage' },
    { path: '/base/services/announcement/notice/detail', title: '公告详情', type: 'detail', hidden: true, permissions: ['universal:message:basic','system:notice:detail'], activeMenu: '/base/services/announcement/merchant/notice/list', topMenu: 'account', screen: 'shared/AnnouncementDetailPage' },
  ],
);
