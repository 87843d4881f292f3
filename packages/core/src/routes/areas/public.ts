// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 公共与特殊页面（spec 01 §2、spec 02 §2.1） */
// prettier-ignore
export const PUBLIC_ROUTES = defineAreaRoutes(
  { area: 'public', auth: 'none' },
  [
    { path: '/', title: '登录', type: 'page', hidden: true, permissions: [] },
    { path: '/error-page/no-auth', title: '未授权访问', type: 'page', hidden: true, permissions: [] },
    { path: '/error-page/401', title: '无访问权限', type: 'page', hidden: true, permissions: [] },
    { path: '/error-page/404', title: '页面不存在', type: 'page', hidden: true, permissions: [] },
    { path: '/development/info', title: '开发信息', type: 'page', hidden: true, permissions: [] },
    { path: '/development/error-log', title: '错误日志', type: 'page', hidden: true, permissions: [] },
    { path: '/merchant/business/apply', title: '物业入驻申请', type: 'add', hidden: true, permissions: [] },
    { path: '/payment/channel/apply/create', title: '支付渠道进件', type: 'add', hidden: true, permissions: [] },
    { path: '/payment/channel/audit', title: '进件审核', type: 'edit', hidden: true, permissions: [] },
    { path: '/payment/channel/apply/detail', title: '进件详情', type: 'detail', hidden: true, permissions: [] },
    { path: '/paymnet/channel/apply_no/instruction', title: '进件编号说明', type: 'page', hidden: true, permissions: [] },
    { path: '/payment/channel/auth/alipay/callback', title: '支付宝授权回调', type: 'page', hidden: true, permissions: [] },
    { path: '/external', title: '外部页面', type: 'external', hidden: true, permissions: [] },
    { path: '/external/payment/channel/config', title: '支付渠道配置', type: 'external', hidden: true, permissions: [], auth: 'temporary-token' },
    { path: '/external/payment/channel/apply', title: '支付渠道进件', type: 'external', hidden: true, permissions: [], auth: 'temporary-token' },
    { path: '/external/payment/channel/detail', title: '进件详情', type: 'external', hidden: true, permissions: [], auth: 'temporary-token' },
    { path: '/redirect/:path', title: '页面重定向', type: 'redirect', hidden: true, permissions: [], redirect: '/:path', matchRest: true },
    { path: '*', title: '页面不存在', type: 'redirect', hidden: true, permissions: [], redirect: '/error-page/404' },
  ],
);
