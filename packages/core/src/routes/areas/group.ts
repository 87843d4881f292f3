// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 停车集团平台（spec 02 §2.15） */
// prettier-ignore
export const GROUP_ROUTES = defineAreaRoutes(
  { area: 'group', topMenu: 'group', products: ['group'], platforms: ['partner'] },
  [
    { path: '/group/console', title: '项目概览', type: 'page', hidden: false, permissions: ['group:console:view'], icon: 'ProjectOutlined', screen: 'group/GroupConsolePage' },
    { path: '/group/trade/payment', title: '临停订单', type: 'list', hidden: false, permissions: ['group:order:payment:list'], section: 'trade', icon: 'FileTextOutlined', screen: 'group/GroupPaymentPage' },
    { path: '/group/trade/recharge', title: '月卡订单', type: 'list', hidden: false, permissions: ['group:order:recharge:list'], section: 'trade', icon: 'CreditCardOutlined', screen: 'group/GroupRechargePage' },
    { path: '/group/record/list', title: '停车记录', type: 'list', hidden: false, permissions: ['group:record:list'], section: 'trade', icon: 'HistoryOutlined', screen: 'group/GroupRecordPage' },
    { path: '/group/car/package/list', title: '月卡套餐', type: 'list', hidden: false, permissions: ['group:package:list'], section: 'car', icon: 'GiftOutlined', screen: 'group/car/package:list' },
    { path: '/group/car/package/create', title: '新建月卡套餐', type: 'add', hidden: true, permissions: ['group:package:create'], activeMenu: '/group/car/package/list', screen: 'group/car/package:add' },
    { path: '/group/car/package/detail', title: '月卡套餐详情', type: 'detail', hidden: true, permissions: ['group:package:detail'], activeMenu: '/group/car/package/list', screen: 'group/car/package:detail' },
    { path: '/group/car/month-card/list', title: '月卡车辆', type: 'list', hidden: false, permissions: ['group:month-card:list'], section: 'car', icon: 'IdcardOutlined', screen: 'group/car/month-card:list' },
    { path: '/group/car/month-card/detail', title: '月卡车辆详情', type: 'detail', hidden: true, permissions: ['group:month-card:detail'], activeMenu: '/group/car/month-card/list', screen: 'group/car/month-card:detail' },
    { path: '/group/car/whitelist/list', title: '白名单', type: 'list', hidden: false, permissions: ['group:whitelist:list'], section: 'car', icon: 'SafetyCertificateOutlined', screen: 'group/car/whitelist:list' },
    { path: '/group/car/whitelist/detail', title: '白名单详情', type: 'detail', hidden: true, permissions: ['group:whitelist:detail'], activeMenu: '/group/car/whitelist/list', screen: 'group/car/whitelist:detail' },
    { path: '/group/car/whitelist/add', title: '新增白名单', type: 'add', hidden: true, permissions: ['group:whitelist:create'], activeMenu: '/group/car/whitelist/list', screen: 'group/car/whitelist:add' },
    { path: '/group/car/renewal/list', title: '续费记录', type: 'list', hidden: false, permissions: ['group:renewal:list'], section: 'car', icon: 'SyncOutlined', screen: 'group/car/renewal:list' },
    { path: '/group/car/renewal/detail', title: '续费记录详情', type: 'detail', hidden: true, permissions: ['group:renewal:detail'], activeMenu: '/group/car/renewal/list', screen: 'group/car/renewal:detail' },
    { path: '/group/statistics', title: '统计概览', type: 'page', hidden: false, permissions: ['group:statistics:view'], section: 'statistics', icon: 'BarChartOutlined', screen: 'group/GroupStatisticsPage' },
    { path: '/group/overview', title: '集团数据大屏', type: 'page', hidden: false, permissions: ['group:overview:view'], section: 'statistics', icon: 'FundProjectionScreenOutlined', screen: 'group/GroupOverviewPage' },
    { path: '/group/parking/order', title: '车场订单', type: 'list', hidden: true, permissions: ['group:order:payment:list','group:order:recharge:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '订单结算', screen: 'group/GroupLotOrderPage' },
    { path: '/group/parking/channel/account', title: '结算账户', type: 'page', hidden: true, permissions: ['group:account:view'], activeMenu: '/group/console', group: 'group-parking', groupSection: '订单结算', screen: 'group/GroupLotAccountPage' },
    { path: '/group/parking/record/list', title: '出入场记录', type: 'list', hidden: true, permissions: ['group:record:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '出入场', screen: 'group/GroupLotRecordPage' },
    { path: '/group/parking/record/detail', title: '出入场记录详情', type: 'detail', hidden: true, permissions: ['group:record:detail'], activeMenu: '/group/parking/record/list', screen: 'group/GroupLotRecordDetailPage' },
    { path: '/group/parking/record/abnormal', title: '异常通行', type: 'list', hidden: true, permissions: ['group:abnormal:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '出入场', screen: 'group/GroupLotAbnormalPage' },
    { path: '/group/parking/coupon/record', title: '优惠券记录', type: 'list', hidden: true, permissions: ['coupon:record:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '优惠券', screen: 'group/GroupCouponRecordPage' },
    { path: '/group/parking/coupon/list', title: '优惠券', type: 'list', hidden: true, permissions: ['coupon:coupon:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '优惠券', screen: 'group/GroupCouponListPage' },
    { path: '/group/parking/coupon/purchase', title: '购券记录', type: 'list', hidden: true, permissions: ['coupon:purchase:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '优惠券', screen: 'group/GroupPurchaseListPage' },
    { path: '/group/parking/coupon/purchase/detail', title: '购券详情', type: 'detail', hidden: true, permissions: ['coupon:purchase:detail'], activeMenu: '/group/parking/coupon/purchase', screen: 'parking-coupon/purchase:detail' },
    { path: '/group/parking/coupon/warehouse', title: '入库记录', type: 'list', hidden: true, permissions: ['coupon:warehouse:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '优惠券', screen: 'group/GroupWarehouseListPage' },
    { path: '/group/parking/coupon/warehouse/detail', title: '入库详情', type: 'detail', hidden: true, permissions: ['coupon:warehouse:detail'], activeMenu: '/group/parking/coupon/warehouse', screen: 'parking-coupon/WarehouseDetailPage' },
    { path: '/group/parking/reserve/record', title: '预约记录', type: 'list', hidden: true, permissions: ['group:reserve:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '预约', screen: 'group/GroupReservationPage' },
    { path: '/group/parking/car/month-card', title: '月卡车辆', type: 'list', hidden: true, permissions: ['group:month-card:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '车辆管理', screen: 'group/GroupMonthCardPage' },
    { path: '/group/parking/car/value-card', title: '储值卡车辆', type: 'list', hidden: true, permissions: ['group:value-card:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '车辆管理', screen: 'group/GroupValueCardPage' },
    { path: '/group/parking/car/whitelist', title: '白名单', type: 'list', hidden: true, permissions: ['group:whitelist:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '车辆管理', screen: 'group/GroupWhitelistPage' },
    { path: '/group/parking/car/blacklist', title: '黑名单', type: 'list', hidden: true, permissions: ['group:blacklist:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '车辆管理', screen: 'group/GroupBlacklistPage' },
    { path: '/group/parking/car/passport', title: '无牌车通行证', type: 'list', hidden: true, permissions: ['group:passport:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '车辆管理', screen: 'group/GroupPassportListPage' },
    { path: '/group/parking/car/passport/detail', title: '通行证详情', type: 'detail', hidden: true, permissions: ['group:passport:detail'], activeMenu: '/group/parking/car/passport', screen: 'parking/passport:detail' },
    { path: '/group/parking/car/member', title: '会员车辆', type: 'list', hidden: true, permissions: ['group:member:list'], activeMenu: '/group/console', group: 'group-parking', groupSection: '车辆管理', screen: 'group/GroupMemberCarPage' },
    { path: '/group/parking/reserve/rule', title: '预约规则设置', type: 'page', hidden: true, permissions: ['group:reserve-rule:view'], activeMenu: '/group/console', group: 'group-parking', groupSection: '预约', screen: 'group/GroupReserveRulePage' },
  ],
);
