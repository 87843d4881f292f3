import { resourcePermissions as r, singlePermission } from '../define-permissions.js';

/** 广告 (spec 02 §2.2); every advertising route also needs `advertising:advertising:basic`. */
export const ADVERTISING_PERMISSIONS = [
  singlePermission('advertising:advertising:basic', '广告基础权限', '广告'),
  ...r('advertising', 'plan', '广告计划', ['list', 'detail', 'create', 'update', 'analysis', 'export']),
  ...r('advertising', 'audit', '广告审核', ['list', 'detail', 'audit']),
  ...r('advertising', 'push', '曝光策略', ['view', 'update']),
  ...r('advertising', 'expand', '推广需求', ['list', 'detail', 'create', 'update', 'audit']),
  ...r('advertising', 'slot', '广告位', ['list', 'analysis', 'create', 'update', 'delete']),
  ...r('advertising', 'package', '定向包', ['list', 'create', 'update', 'delete']),
  ...r('advertising', 'app', '媒体应用', ['list', 'create', 'update']),
  ...r('advertising', 'category', '广告分类', ['list', 'create', 'update']),
  ...r('advertising', 'advertiser', '广告主', ['list', 'detail', 'create', 'update']),
  ...r('advertising', 'advertiser:price', '出价设置', ['view', 'update']),
  ...r('advertising', 'advertiser:billing', '广告主账单', ['list', 'export']),
  ...r('advertising', 'advertiser:recharge', '预付充值', ['list', 'create']),
  ...r('advertising', 'provider', '流量主', ['list', 'analysis']),
  ...r('advertising', 'statistics', '计费统计', ['view']),
  ...r('advertising', 'billing-rule', '计费规则', ['view', 'update']),
  ...r('advertising', 'analyse', '广告数据分析', ['view']),
  ...r('advertising', 'income', '收益报表', ['list', 'export']),
  ...r('advertising', 'settlement', '广告结算报表', ['list', 'export']),
  ...r('advertising', 'slot-data', '广告位数据', ['list', 'detail']),
  ...r('advertising', 'advertiser-data', '广告主数据', ['list', 'detail']),
];
