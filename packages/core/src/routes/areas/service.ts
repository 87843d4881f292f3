// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 支付服务商（spec 02 §2.6） */
// prettier-ignore
export const SERVICE_ROUTES = defineAreaRoutes(
  { area: 'service', topMenu: 'service', products: ['payment'], platforms: ['partner'] },
  [
    { path: '/service/payment/channel-apply', title: '渠道进件', type: 'list', hidden: false, permissions: ['payment:channel-apply:list'], section: 'payment', icon: 'FormOutlined', screen: 'service/ChannelApplyPage' },
    { path: '/service/payment/merchant/list', title: '支付商户', type: 'list', hidden: false, permissions: ['payment:merchant:list'], section: 'payment', icon: 'ShopOutlined', screen: 'service/PaymentMerchantListPage' },
    { path: '/service/payment/merchant/detail/payment', title: '支付配置', type: 'page', hidden: true, permissions: ['payment:channel:view'], activeMenu: '/service/payment/merchant/list', group: 'payment-merchant', screen: 'service/MerchantChannelConfigPage' },
    { path: '/service/payment/merchant/detail/acl', title: '访问授权', type: 'list', hidden: true, permissions: ['payment:acl:list'], activeMenu: '/service/payment/merchant/list', group: 'payment-merchant', screen: 'service/MerchantAclPage' },
    { path: '/service/payment/merchant/detail/setting', title: '提现设置', type: 'page', hidden: true, permissions: ['payment:withdraw:view'], activeMenu: '/service/payment/merchant/list', group: 'payment-merchant', screen: 'service/MerchantWithdrawPage' },
    { path: '/service/payment/merchant/detail/trade', title: '交易流水', type: 'list', hidden: true, permissions: ['payment:trade:payment:list'], activeMenu: '/service/payment/merchant/list', group: 'payment-merchant', screen: 'service/MerchantTradePage' },
    { path: '/service/payment/merchant/detail/settlement', title: '结算记录', type: 'list', hidden: true, permissions: ['payment:trade:settlement:list'], activeMenu: '/service/payment/merchant/list', group: 'payment-merchant', screen: 'service/MerchantSettlementPage' },
    { path: '/service/payment/merchant/detail/settlement/detail', title: '结算详情', type: 'detail', hidden: true, permissions: ['payment:trade:settlement:detail'], activeMenu: '/service/payment/merchant/detail/settlement', screen: 'settlement/SettlementDetailPage' },
    { path: '/service/payment/merchant/detail/transfer', title: '转账记录', type: 'list', hidden: true, permissions: ['payment:trade:transfer:list'], activeMenu: '/service/payment/merchant/list', group: 'payment-merchant', screen: 'service/MerchantTransferPage' },
    { path: '/service/payment/merchant/detail/transfer/detail', title: '转账详情', type: 'detail', hidden: true, permissions: ['payment:trade:transfer:detail'], activeMenu: '/service/payment/merchant/detail/transfer', screen: 'settlement/trade/transfer:detail' },
    { path: '/service/materiel/apply-list', title: '物料申请', type: 'list', hidden: false, permissions: ['materiel:apply:list'], icon: 'InboxOutlined', screen: 'service/materiel/apply:list' },
    { path: '/service/materiel/create', title: '新建物料申请', type: 'add', hidden: true, permissions: ['materiel:apply:create'], activeMenu: '/service/materiel/apply-list', screen: 'service/materiel/apply:add' },
    { path: '/service/trade/payment', title: '支付流水', type: 'list', hidden: false, permissions: ['payment:trade:payment:list'], section: 'trade', icon: 'SwapOutlined', screen: 'settlement/trade/payment:list' },
    { path: '/service/trade/settlement', title: '结算记录', type: 'list', hidden: false, permissions: ['payment:trade:settlement:list'], section: 'trade', icon: 'AccountBookOutlined', screen: 'settlement/trade/settlement:list' },
    { path: '/service/trade/settlement/detail', title: '结算详情', type: 'detail', hidden: true, permissions: ['payment:trade:settlement:detail'], activeMenu: '/service/trade/settlement', screen: 'settlement/SettlementDetailPage' },
    { path: '/service/trade/transfer', title: '转账记录', type: 'list', hidden: false, permissions: ['payment:trade:transfer:list'], section: 'trade', icon: 'BankOutlined', screen: 'settlement/trade/transfer:list' },
    { path: '/service/trade/transfer/detail', title: '转账详情', type: 'detail', hidden: true, permissions: ['payment:trade:transfer:detail'], activeMenu: '/service/trade/transfer', screen: 'settlement/trade/transfer:detail' },
    { path: '/service/trade/refund', title: '退款记录', type: 'list', hidden: false, permissions: ['payment:trade:refund:list'], section: 'trade', icon: 'RollbackOutlined', screen: 'settlement/trade/refund:list' },
    { path: '/service/trade/revenue', title: '营收统计', type: 'list', hidden: false, permissions: ['payment:trade:revenue:list'], section: 'trade', icon: 'RiseOutlined', screen: 'service/RevenuePage' },
  ],
);
