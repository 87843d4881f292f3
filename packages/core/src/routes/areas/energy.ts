// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 能源服务商（spec 02 §2.4） */
// prettier-ignore
export const ENERGY_ROUTES = defineAreaRoutes(
  { area: 'energy', topMenu: 'energy', products: ['energy'], platforms: ['partner'] },
  [
    { path: '/energy/station/list', title: '充电站列表', type: 'list', hidden: false, permissions: ['energy:station:list'], icon: 'DeploymentUnitOutlined', screen: 'energy/StationListPage' },
    { path: '/energy/station/list/create', title: '新建充电站', type: 'add', hidden: true, permissions: ['energy:station:create'], activeMenu: '/energy/station/list', screen: 'energy/StationCreatePage' },
    { path: '/energy/station/detail/order/payment', title: '支付订单', type: 'list', hidden: true, permissions: ['energy:order:payment:list'], activeMenu: '/energy/station/list', group: 'energy-station', groupSection: '订单', screen: 'energy/StationPaymentOrderPage' },
    { path: '/energy/station/detail/order/record', title: '充电记录', type: 'list', hidden: true, permissions: ['energy:order:record:list'], activeMenu: '/energy/station/list', group: 'energy-station', groupSection: '订单', screen: 'energy/StationRecordPage' },
    { path: '/energy/station/detail/config/basic', title: '基础信息', type: 'page', hidden: true, permissions: ['energy:station:detail'], activeMenu: '/energy/station/list', group: 'energy-station', groupSection: '电站配置', screen: 'energy/StationBasicPage' },
    { path: '/energy/station/detail/config/channel', title: '支付渠道', type: 'page', hidden: true, permissions: ['payment:channel:view'], activeMenu: '/energy/station/list', group: 'energy-station', groupSection: '电站配置', screen: 'energy/StationChannelPage' },
    { path: '/energy/station/detail/config/runtime', title: '运行配置', type: 'page', hidden: true, permissions: ['energy:runtime:view'], activeMenu: '/energy/station/list', group: 'energy-station', groupSection: '电站配置', screen: 'energy/StationRuntimePage' },
    { path: '/energy/station/detail/config/device', title: '设备管理', type: 'list', hidden: true, permissions: ['energy:device:list'], activeMenu: '/energy/station/list', group: 'energy-station', groupSection: '电站配置', screen: 'energy/StationDevicesPage' },
    { path: '/energy/station/detail/config/device/detail', title: '设备详情', type: 'detail', hidden: true, permissions: ['energy:device:detail'], activeMenu: '/energy/station/detail/config/device', screen: 'energy/DeviceDetailPage' },
    { path: '/energy/station/detail/config/billing', title: '计费规则', type: 'page', hidden: true, permissions: ['energy:billing:view'], activeMenu: '/energy/station/list', group: 'energy-station', groupSection: '电站配置', screen: 'energy/StationBillingPage' },
    { path: '/energy/station/detail/config/prepayment', title: '预付费设置', type: 'page', hidden: true, permissions: ['energy:prepayment:view'], activeMenu: '/energy/station/list', group: 'energy-station', groupSection: '电站配置', screen: 'energy/StationPrepaymentPage' },
    { path: '/energy/order/payment/detail', title: '支付订单详情', type: 'detail', hidden: true, permissions: ['energy:order:payment:detail'], activeMenu: '/energy/station/detail/order/payment', screen: 'energy/PaymentOrderDetailPage' },
    { path: '/energy/order/record/detail', title: '充电记录详情', type: 'detail', hidden: true, permissions: ['energy:order:record:detail'], activeMenu: '/energy/station/detail/order/record', screen: 'energy/RecordDetailPage' },
    { path: '/energy/customer/list', title: '客户列表', type: 'list', hidden: false, permissions: ['energy:customer:list'], icon: 'TeamOutlined', screen: 'energy/CustomerListPage' },
    { path: '/energy/customer/detail/info', title: '客户信息', type: 'detail', hidden: true, permissions: ['energy:customer:detail'], activeMenu: '/energy/customer/list', group: 'energy-customer', screen: 'energy/CustomerInfoPage' },
    { path: '/energy/customer/detail/software', title: '客户软件', type: 'list', hidden: true, permissions: ['energy:customer:software:list'], activeMenu: '/energy/customer/list', group: 'energy-customer', screen: 'energy/CustomerSoftwarePage' },
    { path: '/energy/customer/detail/software/set-list/create', title: '新建软件套餐', type: 'add', hidden: true, permissions: ['energy:customer:software:create'], activeMenu: '/energy/customer/detail/software', screen: 'energy/CustomerSetCreatePage' },
    { path: '/energy/customer/detail/software/set-list/edit', title: '编辑软件套餐', type: 'edit', hidden: true, permissions: ['energy:customer:software:update'], activeMenu: '/energy/customer/detail/software', screen: 'energy/CustomerSetEditPage' },
    { path: '/energy/software/list', title: '软件列表', type: 'list', hidden: false, permissions: ['energy:software:list'], icon: 'CodeOutlined', screen: 'parking/software:list' },
    { path: '/energy/software/list/create', title: '新建软件', type: 'add', hidden: true, permissions: ['energy:software:create'], activeMenu: '/energy/software/list', screen: 'parking/software:add' },
    { path: '/energy/software/list/edit', title: '编辑软件', type: 'edit', hidden: true, permissions: ['energy:software:update'], activeMenu: '/energy/software/list', screen: 'parking/software:edit' },
    { path: '/energy/software/list/detail', title: '软件详情', type: 'detail', hidden: true, permissions: ['energy:software:detail'], activeMenu: '/energy/software/list', screen: 'parking/software:detail' },
  ],
);
