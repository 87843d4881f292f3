// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 结算平台（spec 02 §2.18） */
// prettier-ignore
export const SETTLEMENT_ROUTES = defineAreaRoutes(
  { area: 'settlement', topMenu: 'settlement', products: ['settlement'] },
  [
    { path: '/settlement/trade/payment', title: '支付流水', type: 'list', hidden: false, permissions: ['payment:trade:payment:list'], icon: 'SwapOutlined', screen: 'settlement/trade/payment:list' },
    { path: '/settlement/trade/settlement', title: '结算记录', type: 'list', hidden: false, permissions: ['payment:trade:settlement:list'], icon: 'AccountBookOutlined', screen: 'settlement/trade/settlement:list' },
    { path: '/settlement/trade/settlement/detail', title: '结算详情', type: 'detail', hidden: true, permissions: ['payment:trade:settlement:detail'], activeMenu: '/settlement/trade/settlement', screen: 'settlement/SettlementDetailPage' },
    { path: '/settlement/trade/transfer', title: '转账记录', type: 'list', hidden: false, permissions: ['payment:trade:transfer:list'], icon: 'BankOutlined', screen: 'settlement/trade/transfer:list' },
    { path: '/settlement/trade/transfer/detail', title: '转账详情', type: 'detail', hidden: true, permissions: ['payment:trade:transfer:detail'], activeMenu: '/settlement/trade/transfer', screen: 'settlement/trade/transfer:detail' },
    { path: '/payment/trade/payment/detail', title: '交易详情', type: 'detail', hidden: true, permissions: ['payment:trade:payment:detail'], activeMenu: '/settlement/trade/payment', screen: 'settlement/trade/payment:detail' },
  ],
);
