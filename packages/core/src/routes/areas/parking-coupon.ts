// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 停车券（spec 02 §2.17） */
// prettier-ignore
export const PARKING_COUPON_ROUTES = defineAreaRoutes(
  { area: 'parking-coupon', topMenu: 'parking-coupon', products: ['group','merchant','mcoupon'] },
  [
    { path: '/parking-coupon/grant/list', title: '发券记录', type: 'list', hidden: false, permissions: ['coupon:grant:list'], section: 'record', icon: 'SendOutlined', screen: 'parking-coupon/grant:list' },
    { path: '/parking-coupon/event/record/list', title: '活动券记录', type: 'list', hidden: false, permissions: ['coupon:event-record:list'], section: 'record', icon: 'GiftOutlined', screen: 'parking-coupon/event/record:list' },
    { path: '/parking-coupon/event/record/detail', title: '活动券记录详情', type: 'detail', hidden: true, permissions: ['coupon:event-record:detail'], activeMenu: '/parking-coupon/event/record/list', screen: 'parking-coupon/event/record:detail' },
    { path: '/parking-coupon/coupon/list', title: '优惠券', type: 'list', hidden: false, permissions: ['coupon:coupon:list'], section: 'coupon', icon: 'TagOutlined', screen: 'parking-coupon/coupon:list' },
    { path: '/parking-coupon/coupon/create', title: '新建优惠券', type: 'add', hidden: true, permissions: ['coupon:coupon:create'], activeMenu: '/parking-coupon/coupon/list', screen: 'parking-coupon/coupon:add' },
    { path: '/parking-coupon/coupon/edit', title: '编辑优惠券', type: 'edit', hidden: true, permissions: ['coupon:coupon:update'], activeMenu: '/parking-coupon/coupon/list', screen: 'parking-coupon/coupon:edit' },
    { path: '/parking-coupon/purchase/list', title: '购券记录', type: 'list', hidden: false, permissions: ['coupon:purchase:list'], section: 'record', icon: 'ShoppingCartOutlined', screen: 'parking-coupon/purchase:list' },
    { path: '/parking-coupon/purchase/detail', title: '购券详情', type: 'detail', hidden: true, permissions: ['coupon:purchase:detail'], activeMenu: '/parking-coupon/purchase/list', screen: 'parking-coupon/purchase:detail' },
    { path: '/parking-coupon/purchase/create', title: '购买优惠券', type: 'add', hidden: true, permissions: ['coupon:purchase:create'], activeMenu: '/parking-coupon/purchase/list', screen: 'parking-coupon/purchase:add' },
    { path: '/parking-coupon/purchase/batch', title: '批量购券', type: 'add', hidden: true, permissions: ['coupon:purchase:import'], activeMenu: '/parking-coupon/purchase/list', screen: 'parking-coupon/PurchaseBatchPage' },
    { path: '/parking-coupon/warehouse/list', title: '入库记录', type: 'list', hidden: false, permissions: ['coupon:warehouse:list'], section: 'record', icon: 'InboxOutlined', screen: 'parking-coupon/warehouse:list' },
    { path: '/parking-coupon/warehouse/detail', title: '入库详情', type: 'detail', hidden: true, permissions: ['coupon:warehouse:detail'], activeMenu: '/parking-coupon/warehouse/list', screen: 'parking-coupon/WarehouseDetailPage' },
    { path: '/parking-coupon/fixed-code/list', title: '固定券码', type: 'list', hidden: false, permissions: ['coupon:fixed-code:list'], section: 'coupon', icon: 'BarcodeOutlined', screen: 'parking-coupon/fixed-code:list' },
    { path: '/parking-coupon/fixed-code/create', title: '新建固定券码', type: 'add', hidden: true, permissions: ['coupon:fixed-code:create'], activeMenu: '/parking-coupon/fixed-code/list', screen: 'parking-coupon/fixed-code:add' },
    { path: '/parking-coupon/fixed-code/edit', title: '编辑固定券码', type: 'edit', hidden: true, permissions: ['coupon:fixed-code:update'], activeMenu: '/parking-coupon/fixed-code/list', screen: 'parking-coupon/fixed-code:edit' },
    { path: '/parking-coupon/fixed-code/detail', title: '固定券码详情', type: 'detail', hidden: true, permissions: ['coupon:fixed-code:detail'], activeMenu: '/parking-coupon/fixed-code/list', screen: 'parking-coupon/fixed-code:detail' },
    { path: '/parking-coupon/fixed-code/dispatch', title: '动态码派发', type: 'page', hidden: true, permissions: ['coupon:fixed-code:dispatch'], activeMenu: '/parking-coupon/fixed-code/list', screen: 'parking-coupon/FixedCodeDispatchPage' },
    { path: '/parking-coupon/rule/list', title: '优惠券规则', type: 'list', hidden: false, permissions: ['coupon:rule:list'], section: 'rule', icon: 'OrderedListOutlined', screen: 'parking-coupon/rule:list' },
    { path: '/parking-coupon/merchant-rule/list', title: '商户券规则', type: 'list', hidden: false, permissions: ['coupon:merchant-rule:list'], section: 'rule', icon: 'ShopOutlined', screen: 'parking-coupon/merchant-rule:list' },
    { path: '/parking-coupon/merchant-rule/add', title: '新增商户券规则', type: 'add', hidden: true, permissions: ['coupon:merchant-rule:create'], activeMenu: '/parking-coupon/merchant-rule/list', screen: 'parking-coupon/merchant-rule:add' },
    { path: '/parking-coupon/merchant-rule/detail', title: '商户券规则详情', type: 'detail', hidden: true, permissions: ['coupon:merchant-rule:detail'], activeMenu: '/parking-coupon/merchant-rule/list', screen: 'parking-coupon/merchant-rule:detail' },
    { path: '/parking-coupon/event/rule/list', title: '活动规则', type: 'list', hidden: false, permissions: ['coupon:event-rule:list'], section: 'rule', icon: 'FlagOutlined', screen: 'parking-coupon/event/rule:list' },
    { path: '/parking-coupon/event/rule/create', title: '新建活动规则', type: 'add', hidden: true, permissions: ['coupon:event-rule:create'], activeMenu: '/parking-coupon/event/rule/list', screen: 'parking-coupon/event/rule:add' },
    { path: '/parking-coupon/event/rule/edit', title: '编辑活动规则', type: 'edit', hidden: true, permissions: ['coupon:event-rule:update'], activeMenu: '/parking-coupon/event/rule/list', screen: 'parking-coupon/event/rule:edit' },
    { path: '/parking-coupon/event/rule/detail', title: '活动规则详情', type: 'detail', hidden: true, permissions: ['coupon:event-rule:detail'], activeMenu: '/parking-coupon/event/rule/list', screen: 'parking-coupon/event/rule:detail' },
    { path: '/parking-coupon/merchant/list', title: '商户管理', type: 'list', hidden: false, permissions: ['coupon:merchant:list'], icon: 'TeamOutlined', screen: 'parking-coupon/merchant:list' },
    { path: '/parking-coupon/merchant/authorize', title: '绑定车场授权', type: 'edit', hidden: true, permissions: ['coupon:merchant:authorize'], activeMenu: '/parking-coupon/merchant/list', screen: 'parking-coupon/merchant:action' },
  ],
);
