import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { OPENAPI_DELIVERY_STATUS, OPENAPI_EVENT, OPENAPI_MODULE } from '../../code-tables/openapi.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const APP_KEY = 'base/services/keychain/app';

/**
 * 应用管理: a tenant's open-API apps. Each gets an AppID (the name a lot's 访问授权 grants data to)
 * and a secret that signs its calls; the secret is shown once when made (重置密钥) and kept
 * encrypted with a server key, never readable again.
 */
export const openapiAppResource = defineResource({
  key: APP_KEY,
  table: 'openapi_app',
  label: '开放平台应用',
  scope: 'merchant',
  permissions: {
    list: 'openapi:partner:app:list',
    detail: 'openapi:partner:app:detail',
    create: 'openapi:partner:app:create',
    update: 'openapi:partner:app:update',
  },
  fields: {
    name: field.text({ label: '应用名称', maxLength: 64, required: true, search: 'contains' }),
    app_key: field.text({ label: 'AppID', maxLength: 32, readOnly: true, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    secret_time: field.time({ label: '密钥生成时间', readOnly: true }),
    create_time: field.time({ label: '创建时间', readOnly: true, sortable: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: ['name', 'app_key', 'status', 'secret_time', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'openapi:partner:app:update' },
  actions: {
    // The answer carries the new secret, which the screen shows once; the old one stops working at once.
    'reset-secret': { label: '重置密钥', permission: 'openapi:partner:app:update', danger: true },
  },
});

const appIdField = field.ref(APP_KEY, {
  label: '应用',
  required: true,
  immutable: true,
  search: 'eq',
  show: ['detail'],
});

/** 模块列表: one row per open-API module and app, made with the app; 启用 grants the module to the app. */
export const openapiAppModuleResource = defineResource({
  key: `${APP_KEY}/module`,
  table: 'openapi_app_module',
  label: '应用模块',
  scope: 'merchant',
  permissions: { list: 'openapi:partner:module:list', detail: 'openapi:partner:module:list' },
  fields: {
    app_id: appIdField,
    module: field.code(OPENAPI_MODULE, { label: '模块', readOnly: true, search: 'eq' }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    update_time: field.time({ label: '更新时间', readOnly: true, sortable: true }),
  },
  list: { columns: ['module', 'status', 'update_time'], sort: ['update_time', 'desc'] },
  enableDisable: { permission: 'openapi:partner:module:update' },
});

/** 回调地址: where an app is told of one kind of event (one URL per app and event), signed with its secret. */
export const openapiCallbackResource = defineResource({
  key: `${APP_KEY}/callback`,
  table: 'openapi_callback',
  label: '回调地址',
  scope: 'merchant',
  permissions: {
    list: 'openapi:partner:callback:list',
    detail: 'openapi:partner:callback:list',
    create: 'openapi:partner:callback:create',
    update: 'openapi:partner:callback:update',
    delete: 'openapi:partner:callback:delete',
  },
  fields: {
    app_id: { ...appIdField, show: ['detail', 'form'] },
    event_type: field.code(OPENAPI_EVENT, {
      label: '事件类型',
      required: true,
      immutable: true,
      search: 'eq',
    }),
    url: field.text({ label: '回调 URL', maxLength: 512, required: true, validators: ['url'] }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    create_time: field.time({ label: '创建时间', readOnly: true, sortable: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: { columns: ['event_type', 'url', 'status', 'create_time'], sort: ['create_time', 'desc'] },
  enableDisable: { permission: 'openapi:partner:callback:update' },
});

/** 投递记录: one row per event and app, delivered once; read-only, written by the delivery job. */
export const openapiDeliveryResource = defineResource({
  key: `${APP_KEY}/delivery`,
  table: 'openapi_event',
  label: '回调投递记录',
  scope: 'merchant',
  permissions: { list: 'openapi:partner:callback:list', detail: 'openapi:partner:callback:list' },
  fields: {
    app_id: { ...appIdField, required: false, readOnly: true },
    event_id: field.text({ label: '事件 ID', maxLength: 64, readOnly: true, search: 'eq' }),
    event_type: field.code(OPENAPI_EVENT, { label: '事件类型', readOnly: true, search: 'eq' }),
    url: field.text({ label: '回调 URL', maxLength: 512, readOnly: true, show: ['detail'] }),
    status: field.code(OPENAPI_DELIVERY_STATUS, { label: '投递状态', readOnly: true, search: 'eq' }),
    attempts: field.integer({ label: '投递次数', readOnly: true }),
    last_http_status: field.integer({ label: '最近响应码', readOnly: true }),
    last_error: field.text({ label: '最近错误', maxLength: 255, readOnly: true }),
    last_try_time: field.time({ label: '最近投递时间', readOnly: true }),
    delivered_time: field.time({ label: '送达时间', readOnly: true, show: ['detail'] }),
    payload: field.text({ label: '事件内容', maxLength: 4000, readOnly: true, show: ['detail'] }),
    create_time: field.time({ label: '发生时间', readOnly: true, sortable: true }),
  },
  list: {
    columns: [
      'event_id',
      'event_type',
      'status',
      'attempts',
      'last_http_status',
      'last_error',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
});
