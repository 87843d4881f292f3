import { resourcePermissions as r, singlePermission } from '../define-permissions.js';

/**
 * 基础服务 (spec 02 §2.14). The resource names follow the spec's example codes (`user:user:list`,
 * `iot:vertex:agent:list`, `openapi:partner:app:update`, `system:manage:app:update` ...).
 */
export const BASE_SERVICES_PERMISSIONS = [
  ...r('user', 'user', '平台用户', ['list', 'detail']),
  ...r('user', 'payment', '用户支付记录', ['list', 'detail']),
  ...r('user', 'travel', '出行数据', ['view']),
  ...r('contract', 'merchant', '签约商户', ['list']),
  ...r('contract', 'contract', '合同', ['list', 'detail', 'create', 'abort']),
  singlePermission('contract:contract:send', '发送合同签署', '合同'),
  ...r('wallet', 'recharge', '钱包充值记录', ['list', 'audit', 'export']),
  ...r('iot', 'vertex:agent', '终端', ['list', 'detail', 'update']),
  ...r('openapi', 'partner:app', '开放平台应用', ['list', 'detail', 'create', 'update']),
  ...r('openapi', 'partner:module', '应用模块', ['list', 'update']),
  ...r('openapi', 'partner:callback', '应用回调地址', ['list', 'create', 'update', 'delete']),
  ...r('qrcode', 'qrcode', '二维码', ['list', 'update', 'stop']),
  singlePermission('qrcode:qrcode:generator', '生成二维码', '二维码'),
  ...r('qrcode', 'stopped', '停用二维码', ['list']),
  ...r('qrcode', 'feed-code', '投码工具', ['view']),
  ...r('bonus', 'event', '红包活动', ['list', 'detail', 'create', 'update']),
  singlePermission('bonus:event:issue', '发放红包', '红包活动'),
  ...r('bonus', 'acl', '红包活动授权', ['list', 'create', 'update']),
  ...r('system', 'manage:app', '应用配置', ['list', 'create', 'update', 'delete']),
  ...r('system', 'metadata', '应用元数据', ['list', 'create', 'update', 'delete']),
  ...r('system', 'permission', '权限', ['list']),
  ...r('system', 'product', '产品', ['list', 'create', 'update']),
  ...r('system', 'notice', '平台公告', ['list', 'detail', 'create', 'update', 'delete']),
  ...r('system', 'push', '消息推送', ['list', 'create']),
  singlePermission('system:devtool:parking', '开发工具：模拟车辆进出场', '开发工具'),
  singlePermission('system:devtool:energy', '开发工具：模拟充电桩', '开发工具'),
  singlePermission('system:devtool:widget', '开发工具：组件示例', '开发工具'),
  singlePermission('system:devtool:info', '开发工具：开发信息', '开发工具'),
  // The OpenAPI document describes every endpoint: for developers, not every signed-in account.
  singlePermission('system:devtool:api-docs', '开发工具：接口文档', '开发工具'),
];
