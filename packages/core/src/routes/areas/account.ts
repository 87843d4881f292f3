// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 账户（spec 02 §2.3） */
// prettier-ignore
export const ACCOUNT_ROUTES = defineAreaRoutes(
  { area: 'account', topMenu: 'account' },
  [
    { path: '/account/role-permission/sub-account', title: '子账号管理', type: 'list', hidden: false, permissions: ['account:sub-account:list'], section: 'role-permission', icon: 'UsergroupAddOutlined', screen: 'account/SubAccountListPage' },
    { path: '/account/role-permission/sub-account/add', title: '新增子账号', type: 'add', hidden: true, permissions: ['account:sub-account:create'], activeMenu: '/account/role-permission/sub-account', screen: 'account/SubAccountAddPage' },
    { path: '/account/role-permission/sub-account/edit', title: '编辑子账号', type: 'edit', hidden: true, permissions: ['account:sub-account:update'], activeMenu: '/account/role-permission/sub-account', screen: 'account/SubAccountEditPage' },
    { path: '/account/role-permission/role', title: '角色管理', type: 'list', hidden: false, permissions: ['account:role:list'], section: 'role-permission', icon: 'SafetyOutlined', screen: 'account/RoleListPage' },
    { path: '/account/role-permission/role/add', title: '新增角色', type: 'add', hidden: true, permissions: ['account:role:create'], activeMenu: '/account/role-permission/role', screen: 'account/RoleAddPage' },
    { path: '/account/role-permission/role/edit', title: '编辑角色', type: 'edit', hidden: true, permissions: ['account:role:update'], activeMenu: '/account/role-permission/role', screen: 'account/RoleEditPage' },
    { path: '/account/role-permission/department', title: '组织架构', type: 'page', hidden: false, permissions: ['account:department:list'], section: 'role-permission', icon: 'ApartmentOutlined', screen: 'account/DepartmentPage' },
    { path: '/account/merchant/manage/list', title: '商户管理', type: 'list', hidden: false, permissions: ['account:merchant:list'], section: 'merchant', icon: 'ShopOutlined', screen: 'account/MerchantListPage' },
    { path: '/account/merchant/project/list', title: '项目管理', type: 'list', hidden: false, permissions: ['account:project:list'], section: 'merchant', icon: 'ProjectOutlined', screen: 'account/ProjectPages' },
    { path: '/account/merchant/project/authorize', title: '项目授权', type: 'edit', hidden: true, permissions: ['account:project:authorize'], activeMenu: '/account/merchant/project/list', screen: 'account/ProjectAuthorizePage' },
    { path: '/account/project/create', title: '新建项目', type: 'add', hidden: true, permissions: ['account:project:create'], activeMenu: '/account/merchant/project/list', screen: 'account/ProjectCreatePage' },
    { path: '/account/merchant/detail/info', title: '商户基本信息', type: 'detail', hidden: true, permissions: ['account:merchant:detail'], activeMenu: '/account/merchant/manage/list', group: 'account-merchant', screen: 'account/MerchantInfoPage' },
    { path: '/account/merchant/detail/product', title: '开通产品', type: 'list', hidden: true, permissions: ['account:merchant:product:list'], activeMenu: '/account/merchant/manage/list', group: 'account-merchant', screen: 'account/MerchantProductPage' },
    { path: '/merchant/merchant/create', title: '新建商户', type: 'add', hidden: true, permissions: ['account:merchant:create'], activeMenu: '/account/merchant/manage/list', screen: 'account/MerchantCreatePage' },
    { path: '/merchant/merchant/edit', title: '编辑商户', type: 'edit', hidden: true, permissions: ['account:merchant:update'], activeMenu: '/account/merchant/manage/list', screen: 'account/MerchantEditPage' },
    { path: '/account/report/batch', title: '批量导入', type: 'list', hidden: false, permissions: ['account:batch:list'], section: 'data', icon: 'ImportOutlined', screen: 'account/ImportBatchListPage' },
    { path: '/account/report/batch/detail', title: '导入详情', type: 'detail', hidden: true, permissions: ['account:batch:detail'], activeMenu: '/account/report/batch', screen: 'account/ImportBatchDetailPage' },
    { path: '/account/merchant/info', title: '商户信息', type: 'page', hidden: false, permissions: ['account:info:view'], section: 'my-merchant', icon: 'IdcardOutlined', screen: 'account/MyMerchantPage' },
    { path: '/account/merchant/info/detail', title: '商户资料详情', type: 'detail', hidden: true, permissions: ['account:info:detail'], activeMenu: '/account/merchant/info', screen: 'account/MyMerchantDetailPage' },
    { path: '/account/merchant/wallet', title: '我的钱包', type: 'page', hidden: false, permissions: ['account:wallet:view'], section: 'my-merchant', icon: 'WalletOutlined', screen: 'account/WalletPage' },
    { path: '/account/merchant/product', title: '我的产品', type: 'list', hidden: false, permissions: ['account:product:list'], section: 'my-merchant', icon: 'AppstoreOutlined', screen: 'account/MyProductPage' },
    { path: '/account/merchant/contract', title: '我的合同', type: 'list', hidden: false, permissions: ['account:contract:list'], section: 'my-merchant', icon: 'FileProtectOutlined', screen: 'account/contract:list' },
    { path: '/account/merchant/contract/detail', title: '合同详情', type: 'detail', hidden: true, permissions: ['account:contract:detail'], activeMenu: '/account/merchant/contract', screen: 'account/contract:detail' },
    { path: '/account/invoice/config', title: '发票抬头', type: 'list', hidden: false, permissions: ['account:invoice-title:list'], section: 'invoice', icon: 'ProfileOutlined', screen: 'account/invoice/config:settings' },
    { path: '/account/invoice/trade', title: '消费记录', type: 'list', hidden: false, permissions: ['account:invoice-trade:list'], section: 'invoice', icon: 'ShoppingOutlined', screen: 'account/InvoiceTradePage' },
    { path: '/account/invoice/list/detail', title: '发票详情', type: 'detail', hidden: true, permissions: ['account:invoice:detail'], activeMenu: '/account/invoice/list', screen: 'account/invoice:detail' },
    { path: '/account/logging/list', title: '操作日志', type: 'list', hidden: false, permissions: ['account:logging:list'], icon: 'FileSearchOutlined', screen: 'account/OperationLogPage' },
    { path: '/account/property/audit', title: '入驻审核', type: 'list', hidden: false, permissions: ['account:property:list'], icon: 'AuditOutlined', screen: 'account/PropertyAuditPage' },
    { path: '/account/property/apply', title: '入驻申请', type: 'add', hidden: true, permissions: ['account:property:create'], activeMenu: '/account/property/audit', screen: 'account/PropertyApplyPage' },
  ],
);
