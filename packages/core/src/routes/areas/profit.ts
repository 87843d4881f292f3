// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 分账（spec 02 §2.8） */
// prettier-ignore
export const PROFIT_ROUTES = defineAreaRoutes(
  { area: 'profit', topMenu: 'profit', products: ['profit'] },
  [
    { path: '/profit/setting/policy', title: '分账政策', type: 'list', hidden: false, permissions: ['profit:policy:list'], section: 'setting', icon: 'FileProtectOutlined', screen: 'profit/ProfitPolicyPage' },
    { path: '/profit/setting/strategy', title: '分账策略', type: 'list', hidden: false, permissions: ['profit:strategy:list'], section: 'setting', icon: 'BranchesOutlined', screen: 'profit/ProfitStrategyPage' },
    { path: '/profit/setting/manage', title: '分账管理', type: 'list', hidden: false, permissions: ['profit:manage:list'], section: 'setting', icon: 'PartitionOutlined', screen: 'profit/ProfitManagePage' },
    { path: '/profit/statistics/payment-serial', title: '分账支出流水', type: 'list', hidden: false, permissions: ['profit:payment-serial:list'], section: 'statistics', icon: 'FallOutlined', screen: 'profit/PaymentSerialPage' },
    { path: '/profit/statistics/payment-order', title: '分账支出订单', type: 'list', hidden: false, permissions: ['profit:payment-order:list'], section: 'statistics', icon: 'ProfileOutlined', screen: 'profit/PaymentOrderPage' },
    { path: '/profit/statistics/payment-order/detail', title: '支出订单详情', type: 'detail', hidden: true, permissions: ['profit:payment-order:detail'], activeMenu: '/profit/statistics/payment-order', screen: 'profit/PaymentOrderDetailPage' },
    { path: '/profit/statistics/income-serial', title: '分账收入流水', type: 'list', hidden: false, permissions: ['profit:income-serial:list'], section: 'statistics', icon: 'RiseOutlined', screen: 'profit/IncomeSerialPage' },
    { path: '/profit/statistics/income-order', title: '分账收入订单', type: 'list', hidden: false, permissions: ['profit:income-order:list'], section: 'statistics', icon: 'ReconciliationOutlined', screen: 'profit/IncomeOrderPage' },
    { path: '/profit/statistics/income-order/detail', title: '收入订单详情', type: 'detail', hidden: true, permissions: ['profit:income-order:detail'], activeMenu: '/profit/statistics/income-order', screen: 'profit/IncomeOrderDetailPage' },
  ],
);
