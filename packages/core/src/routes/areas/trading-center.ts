// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 交易中心（spec 02 §2.12） */
// prettier-ignore
export const TRADING_CENTER_ROUTES = defineAreaRoutes(
  { area: 'trading-center', topMenu: 'trading-center', products: ['trading'], platforms: ['merchant'] },
  [
    { path: '/trading-center/trade/payment', title: '支付流水', type: 'list', hidden: false, permissions: ['payment:trade:payment:list'], section: 'trade', icon: 'SwapOutlined', screen: 'settlement/trade/payment:list' },
    { path: '/trading-center/trade/refund', title: '退款记录', type: 'list', hidden: false, permissions: ['payment:trade:refund:list'], section: 'trade', icon: 'RollbackOutlined', screen: 'settlement/trade/refund:list' },
    { path: '/trading-center/settlement/settlement', title: '结算记录', type: 'list', hidden: false, permissions: ['payment:trade:settlement:list'], section: 'settlement', icon: 'AccountBookOutlined', screen: 'settlement/trade/settlement:list' },
    { path: '/trading-center/settlement/settlement/detail', title: '结算详情', type: 'detail', hidden: true, permissions: ['payment:trade:settlement:detail'], activeMenu: '/trading-center/settlement/settlement', screen: 'settlement/SettlementDetailPage' },
    { path: '/trading-center/settlement/transfer', title: '转账记录', type: 'list', hidden: false, permissions: ['payment:trade:transfer:list'], section: 'settlement', icon: 'BankOutlined', screen: 'settlement/trade/transfer:list' },
    { path: '/trading-center/settlement/transfer/detail', title: '转账详情', type: 'detail', hidden: true, permissions: ['payment:trade:transfer:detail'], activeMenu: '/trading-center/settlement/transfer', screen: 'settlement/trade/transfer:detail' },
    { path: '/trading-center/settlement/bill-pay', title: '账单支付', type: 'redirect', hidden: false, permissions: ['account:invoice:list'], section: 'settlement', icon: 'ReconciliationOutlined', redirect: '/account/invoice/list' },
    { path: '/trading-center/settlement/setting', title: '结算设置', type: 'page', hidden: false, permissions: ['payment:setting:view'], section: 'settlement', icon: 'SettingOutlined', screen: 'trading-center/settlement/setting:settings' },
    { path: '/trading-center/channel/config', title: '渠道配置', type: 'page', hidden: false, permissions: ['payment:channel:view'], section: 'config', icon: 'ApiOutlined', screen: 'trading-center/channel/config:settings' },
    { path: '/trading-center/material/apply-lsit', title: '物料申请', type: 'list', hidden: false, permissions: ['materiel:apply:list'], section: 'config', icon: 'InboxOutlined', screen: 'service/materiel/apply:list' },
    { path: '/trading-center/material/apply-lsit/create', title: '新建物料申请', type: 'add', hidden: true, permissions: ['materiel:apply:create'], activeMenu: '/trading-center/material/apply-lsit', screen: 'service/materiel/apply:add' },
    { path: '/trading-center/acl/list', title: '访问授权', type: 'list', hidden: false, permissions: ['payment:acl:list'], section: 'config', icon: 'KeyOutlined', screen: 'trading-center/AclListPage' },
  ],
);
