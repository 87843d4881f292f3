// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 停车商户（spec 02 §2.10） */
// prettier-ignore
export const PARKING_MERCHANT_ROUTES = defineAreaRoutes(
  { area: 'parking-merchant', topMenu: 'parking-merchant', products: ['parking'], platforms: ['merchant'] },
  [
    { path: '/parking-merchant/trade/payment', title: '临停订单', type: 'list', hidden: false, permissions: ['parking:order:payment:list'], section: 'trade', icon: 'FileTextOutlined', screen: 'parking-merchant/MerchantPaymentPage' },
    { path: '/parking-merchant/trade/recharge', title: '月卡订单', type: 'list', hidden: false, permissions: ['parking:order:recharge:list'], section: 'trade', icon: 'CreditCardOutlined', screen: 'parking-merchant/MerchantRechargePage' },
    { path: '/parking-merchant/trade/recharge/period/detail', title: '月卡周期详情', type: 'detail', hidden: true, permissions: ['parking:order:recharge:detail'], activeMenu: '/parking-merchant/trade/recharge', screen: 'parking/order/recharge:detail' },
    { path: '/parking-merchant/manage/parking', title: '在场车辆', type: 'list', hidden: false, permissions: ['parking:in-parking:list'], section: 'manage', icon: 'CarOutlined', screen: 'parking-merchant/MerchantInParkingPage' },
    { path: '/parking-merchant/manage/in-parking/detail', title: '在场车辆详情', type: 'detail', hidden: true, permissions: ['parking:in-parking:detail'], activeMenu: '/parking-merchant/manage/parking', screen: 'parking/in-parking:detail' },
    { path: '/parking-merchant/manage/console', title: '控制台', type: 'page', hidden: false, permissions: ['parking:console:view'], section: 'manage', icon: 'DesktopOutlined', screen: 'parking-merchant/MerchantConsolePage' },
    { path: '/parking-merchant/manage/release', title: '放行记录', type: 'list', hidden: false, permissions: ['parking:release:list'], section: 'manage', icon: 'LogoutOutlined', screen: 'parking-merchant/MerchantReleasePage' },
    { path: '/parking-merchant/reserve/record', title: '预约记录', type: 'list', hidden: false, permissions: ['parking:reserve:list'], section: 'reserve', icon: 'ScheduleOutlined', screen: 'parking/reserve/record:list' },
    { path: '/parking-merchant/reserve/appointed', title: '预约车位', type: 'list', hidden: false, permissions: ['parking:reserve:appointed:list'], section: 'reserve', icon: 'PushpinOutlined', screen: 'parking/reserve/appointed:list' },
    { path: '/parking-merchant/reserve/appeal', title: '预约申诉', type: 'list', hidden: false, permissions: ['parking:reserve:appeal:list'], section: 'reserve', icon: 'ExceptionOutlined', screen: 'parking-merchant/ReserveAppealListPage' },
    { path: '/parking-merchant/car/month-card', title: '月卡车辆', type: 'list', hidden: false, permissions: ['parking:month-card:list'], section: 'car', icon: 'IdcardOutlined', screen: 'parking-merchant/MonthCardPage' },
    { path: '/parking-merchant/car/value-card', title: '储值卡车辆', type: 'list', hidden: false, permissions: ['parking:value-card:list'], section: 'car', icon: 'WalletOutlined', screen: 'parking-merchant/ValueCardPage' },
    { path: '/parking-merchant/car/whitelist', title: '白名单', type: 'list', hidden: false, permissions: ['parking:whitelist:list'], section: 'car', icon: 'SafetyCertificateOutlined', screen: 'parking-merchant/WhitelistPage' },
    { path: '/parking-merchant/car/blacklist', title: '黑名单', type: 'list', hidden: false, permissions: ['parking:blacklist:list'], section: 'car', icon: 'StopOutlined', screen: 'parking-merchant/BlacklistPage' },
    { path: '/parking-merchant/car/passport', title: '无牌车通行证', type: 'list', hidden: false, permissions: ['parking:passport:list'], section: 'car', icon: 'BarcodeOutlined', screen: 'parking-merchant/PassportListPage' },
    { path: '/parking-merchant/car/passport/detail', title: '通行证详情', type: 'detail', hidden: true, permissions: ['parking:passport:detail'], activeMenu: '/parking-merchant/car/passport', screen: 'parking/passport:detail' },
    { path: '/parking-merchant/car/member', title: '会员车辆', type: 'list', hidden: false, permissions: ['parking:member:list'], section: 'car', icon: 'CrownOutlined', screen: 'parking-merchant/MemberCarPage' },
    { path: '/parking-merchant/car/apply/list', title: '固定车申请', type: 'list', hidden: false, permissions: ['parking:vip:apply:list'], section: 'car', icon: 'SolutionOutlined', screen: 'parking/car-apply:list' },
    { path: '/parking-merchant/car/apply/detail', title: '固定车申请详情', type: 'detail', hidden: true, permissions: ['parking:vip:apply:detail'], activeMenu: '/parking-merchant/car/apply/list', screen: 'parking/car-apply:detail' },
    { path: '/parking-merchant/car/apply/audit', title: '固定车申请审核', type: 'edit', hidden: true, permissions: ['parking:vip:apply:audit'], activeMenu: '/parking-merchant/car/apply/list', screen: 'parking/car-apply:action' },
    { path: '/parking-merchant/config/charge', title: '收费规则', type: 'page', hidden: false, permissions: ['parking:charge:list'], section: 'config', icon: 'MoneyCollectOutlined', screen: 'parking-merchant/MerchantChargePage' },
    { path: '/parking-merchant/config/agent', title: '终端设备', type: 'list', hidden: false, permissions: ['iot:vertex:agent:list'], section: 'config', icon: 'ApiOutlined', screen: 'parking/agent:list' },
    { path: '/parking-merchant/config/config', title: '车场配置', type: 'page', hidden: false, permissions: ['parking:park:detail'], section: 'config', icon: 'SettingOutlined', screen: 'parking-merchant/MerchantLotConfigPage' },
    { path: '/parking-merchant/config/city-list', title: '城市列表', type: 'list', hidden: false, permissions: ['parking:city:list'], section: 'config', icon: 'GlobalOutlined', screen: 'parking-merchant/MerchantCityListPage' },
  ],
);
