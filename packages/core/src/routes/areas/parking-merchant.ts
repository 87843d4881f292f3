// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 停车商户（spec 02 §2.10） */
// prettier-ignore
export const PARKING_MERCHANT_ROUTES = defineAreaRoutes(
  { area: 'parking-merchant', topMenu: 'parking-merchant', products: ['parking'], platforms: ['merchant'] },
  [
    { path: '/parking-merchant/trade/payment', title: '临停订单', type: 'list', hidden: false, permissions: ['parking:order:payment:list'], section: 'trade', icon: 'FileTextOutlined' },
    { path: '/parking-merchant/trade/recharge', title: '月卡订单', type: 'list', hidden: false, permissions: ['parking:order:recharge:list'], section: 'trade', icon: 'CreditCardOutlined' },
    { path: '/parking-merchant/trade/recharge/period/detail', title: '月卡周期详情', type: 'detail', hidden: true, permissions: ['parking:order:recharge:detail'], activeMenu: '/parking-merchant/trade/recharge' },
    { path: '/parking-merchant/manage/parking', title: '在场车辆', type: 'list', hidden: false, permissions: ['parking:in-parking:list'], section: 'manage', icon: 'CarOutlined' },
    { path: '/parking-merchant/manage/in-parking/detail', title: '在场车辆详情', type: 'detail', hidden: true, permissions: ['parking:in-parking:detail'], activeMenu: '/parking-merchant/manage/parking' },
    { path: '/parking-merchant/manage/console', title: '控制台', type: 'page', hidden: false, permissions: ['parking:console:view'], section: 'manage', icon: 'DesktopOutlined' },
    { path: '/parking-merchant/manage/release', title: '放行记录', type: 'list', hidden: false, permissions: ['parking:release:list'], section: 'manage', icon: 'LogoutOutlined' },
    { path: '/parking-merchant/reserve/record', title: '预约记录', type: 'list', hidden: false, permissions: ['parking:reserve:list'], section: 'reserve', icon: 'ScheduleOutlined' },
    { path: '/parking-merchant/reserve/appointed', title: '预约车位', type: 'list', hidden: false, permissions: ['parking:reserve:appointed:list'], section: 'reserve', icon: 'PushpinOutlined' },
    { path: '/parking-merchant/reserve/appeal', title: '预约申诉', type: 'list', hidden: false, permissions: ['parking:reserve:appeal:list'], section: 'reserve', icon: 'ExceptionOutlined' },
    { path: '/parking-merchant/car/month-card', title: '月卡车辆', type: 'list', hidden: false, permissions: ['parking:month-card:list'], section: 'car', icon: 'IdcardOutlined' },
    { path: '/parking-merchant/car/value-card', title: '储值卡车辆', type: 'list', hidden: false, permissions: ['parking:value-card:list'], section: 'car', icon: 'WalletOutlined' },
    { path: '/parking-merchant/car/whitelist', title: '白名单', type: 'list', hidden: false, permissions: ['parking:whitelist:list'], section: 'car', icon: 'SafetyCertificateOutlined' },
    { path: '/parking-merchant/car/blacklist', title: '黑名单', type: 'list', hidden: false, permissions: ['parking:blacklist:list'], section: 'car', icon: 'StopOutlined' },
    { path: '/parking-merchant/car/passport', title: '无牌车通行证', type: 'list', hidden: false, permissions: ['parking:passport:list'], section: 'car', icon: 'BarcodeOutlined' },
    { path: '/parking-merchant/car/passport/detail', title: '通行证详情', type: 'detail', hidden: true, permissions: ['parking:passport:detail'], activeMenu: '/parking-merchant/car/passport' },
    { path: '/parking-merchant/car/member', title: '会员车辆', type: 'list', hidden: false, permissions: ['parking:member:list'], section: 'car', icon: 'CrownOutlined' },
    { path: '/parking-merchant/car/apply/list', title: '固定车申请', type: 'list', hidden: false, permissions: ['parking:vip:apply:list'], section: 'car', icon: 'SolutionOutlined' },
    { path: '/parking-merchant/car/apply/detail', title: '固定车申请详情', type: 'detail', hidden: true, permissions: ['parking:vip:apply:detail'], activeMenu: '/parking-merchant/car/apply/list' },
    { path: '/parking-merchant/car/apply/audit', title: '固定车申请审核', type: 'edit', hidden: true, permissions: ['parking:vip:apply:audit'], activeMenu: '/parking-merchant/car/apply/list' },
    { path: '/parking-merchant/config/charge', title: '收费规则', type: 'page', hidden: false, permissions: ['parking:charge:list'], section: 'config', icon: 'MoneyCollectOutlined' },
    { path: '/parking-merchant/config/agent', title: '终端设备', type: 'list', hidden: false, permissions: ['iot:vertex:agent:list'], section: 'config', icon: 'ApiOutlined' },
    { path: '/parking-merchant/config/config', title: '车场配置', type: 'page', hidden: false, permissions: ['parking:park:detail'], section: 'config', icon: 'SettingOutlined' },
    { path: '/parking-merchant/config/city-list', title: '城市列表', type: 'list', hidden: false, permissions: ['parking:city:list'], section: 'config', icon: 'GlobalOutlined' },
  ],
);
