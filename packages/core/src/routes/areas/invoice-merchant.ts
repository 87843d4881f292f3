// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 发票服务商（spec 02 §2.11） */
// prettier-ignore
export const INVOICE_MERCHANT_ROUTES = defineAreaRoutes(
  { area: 'invoice-merchant', topMenu: 'invoice-merchant', products: ['invoice'], platforms: ['partner'] },
  [
    { path: '/invoice-merchant/apply/list', title: '开票申请', type: 'list', hidden: false, permissions: ['invoice:apply:list'], section: 'apply', icon: 'FormOutlined', screen: 'invoice/service:list' },
    { path: '/invoice-merchant/apply/list/detail', title: '开票申请详情', type: 'detail', hidden: true, permissions: ['invoice:apply:detail'], activeMenu: '/invoice-merchant/apply/list', screen: 'invoice/service:detail' },
    { path: '/invoice-merchant/apply/list/edit', title: '编辑开票申请', type: 'edit', hidden: true, permissions: ['invoice:apply:update'], activeMenu: '/invoice-merchant/apply/list', screen: 'invoice/service:edit' },
    { path: '/invoice-merchant/apply/merchant', title: '申请商户', type: 'list', hidden: false, permissions: ['invoice:merchant:list'], section: 'apply', icon: 'ShopOutlined', screen: 'invoice/merchant:list' },
    { path: '/invoice-merchant/manage/detail', title: '开票软件配置', type: 'page', hidden: false, permissions: ['invoice:config:view'], section: 'config', icon: 'ToolOutlined', screen: 'invoice/software-config:settings' },
    { path: '/invoice-merchant/manage/rule', title: '开票规则', type: 'page', hidden: false, permissions: ['invoice:rule:view'], section: 'config', icon: 'ControlOutlined', screen: 'invoice/rule:settings' },
    { path: '/invoice-merchant/record/list', title: '开票记录', type: 'list', hidden: false, permissions: ['invoice:invoice:list'], icon: 'FileDoneOutlined', screen: 'invoice-merchant/ProviderInvoicesPage' },
    { path: '/invoice-merchant/record/detail', title: '开票记录详情', type: 'detail', hidden: true, permissions: ['invoice:invoice:detail'], activeMenu: '/invoice-merchant/record/list', screen: 'invoice/invoice:detail' },
    { path: '/invoice-merchant/record/invoice', title: '开具发票', type: 'add', hidden: true, permissions: ['invoice:invoice:create'], activeMenu: '/invoice-merchant/record/list', screen: 'invoice/manual:add' },
    { path: '/invoice-merchant/software/list', title: '开票软件', type: 'list', hidden: false, permissions: ['invoice:software:list'], section: 'config', icon: 'CodeOutlined', screen: 'invoice/software:list' },
    { path: '/invoice-merchant/software/detail', title: '开票软件详情', type: 'detail', hidden: true, permissions: ['invoice:software:detail'], activeMenu: '/invoice-merchant/software/list', screen: 'invoice/software:detail' },
    { path: '/invoice-merchant/software/add', title: '新增开票软件', type: 'add', hidden: true, permissions: ['invoice:software:create'], activeMenu: '/invoice-merchant/software/list', screen: 'invoice/software:add' },
    { path: '/invoice-merchant/software/edit', title: '编辑开票软件', type: 'edit', hidden: true, permissions: ['invoice:software:update'], activeMenu: '/invoice-merchant/software/list', screen: 'invoice/software:edit' },
  ],
);
