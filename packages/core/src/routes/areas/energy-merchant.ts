// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 能源商户（spec 02 §2.5） */
// prettier-ignore
export const ENERGY_MERCHANT_ROUTES = defineAreaRoutes(
  { area: 'energy-merchant', topMenu: 'energy-merchant', products: ['energy'], platforms: ['merchant'] },
  [
    { path: '/energy/merchant/order/payment', title: '支付订单', type: 'list', hidden: false, permissions: ['energy:order:payment:list'], section: 'order', icon: 'FileTextOutlined', screen: 'energy/order/payment:list' },
    { path: '/energy/merchant/order/record', title: '充电记录', type: 'list', hidden: false, permissions: ['energy:order:record:list'], section: 'order', icon: 'HistoryOutlined', screen: 'energy/order/record:list' },
    { path: '/energy/merchant/config/device', title: '设备管理', type: 'list', hidden: false, permissions: ['energy:device:list'], section: 'config', icon: 'HddOutlined', screen: 'energy/device:list' },
    { path: '/energy/merchant/device/detail', title: '设备详情', type: 'detail', hidden: true, permissions: ['energy:device:detail'], activeMenu: '/energy/merchant/config/device', screen: 'energy-merchant/DeviceDetailPage' },
    { path: '/energy/merchant/config/billing', title: '计费规则', type: 'page', hidden: false, permissions: ['energy:billing:view'], section: 'config', icon: 'MoneyCollectOutlined', screen: 'energy-merchant/MerchantBillingPage' },
  ],
);
