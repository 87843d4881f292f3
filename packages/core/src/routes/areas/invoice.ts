// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 发票服务（spec 02 §2.7） */
// prettier-ignore
export const INVOICE_ROUTES = defineAreaRoutes(
  { area: 'invoice', topMenu: 'invoice', products: ['invoice'] },
  [
    { path: '/invoice/manage', title: '开票服务管理', type: 'list', hidden: false, permissions: ['invoice:service:list'], icon: 'ContainerOutlined', screen: 'invoice/service:list' },
    { path: '/invoice/manage/trade', title: '消费记录', type: 'list', hidden: true, permissions: ['invoice:trade:list'], activeMenu: '/invoice/manage', group: 'invoice-service', screen: 'invoice/trade:list' },
    { path: '/invoice/manage/invoice', title: '开票记录', type: 'list', hidden: true, permissions: ['invoice:invoice:list'], activeMenu: '/invoice/manage', group: 'invoice-service', screen: 'invoice/invoice:list' },
    { path: '/invoice/manage/invoice/detail', title: '发票详情', type: 'detail', hidden: true, permissions: ['invoice:invoice:detail'], activeMenu: '/invoice/manage/invoice', screen: 'invoice/invoice:detail' },
    { path: '/invoice/create', title: '开通开票服务', type: 'add', hidden: true, permissions: ['invoice:service:create'], activeMenu: '/invoice/manage', screen: 'invoice/service:add' },
    { path: '/invoice/renew', title: '开票服务续费', type: 'edit', hidden: true, permissions: ['invoice:service:renew'], activeMenu: '/invoice/manage', screen: 'invoice/ServiceRenewPage' },
    { path: '/invoice/edit', title: '编辑开票服务', type: 'edit', hidden: true, permissions: ['invoice:service:update'], activeMenu: '/invoice/manage', screen: 'invoice/service:edit' },
    { path: '/invoice/setting', title: '开票设置', type: 'page', hidden: false, permissions: ['invoice:setting:view'], icon: 'SettingOutlined', screen: 'invoice/setting:settings' },
  ],
);
