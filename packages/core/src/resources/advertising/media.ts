import { AD_MEDIA_TYPE, AD_PACING, AD_PRIORITY_MODE, AD_SLOT_TYPE } from '../../code-tables/advertising.js';
import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { defineSettings } from '../define-settings.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/** 广告分类: the platform's list of what ads are about (an advertiser's industry picks one by name). */
export const adCategoryResource = defineResource({
  key: 'adverting/config/category',
  table: 'ad_category',
  label: '广告分类',
  scope: 'platform',
  permissions: {
    list: 'advertising:category:list',
    detail: 'advertising:category:list',
    create: 'advertising:category:create',
    update: 'advertising:category:update',
  },
  fields: {
    name: field.text({ label: '分类名称', maxLength: 32, required: true, search: 'contains' }),
    sort: field.integer({ label: '排序', minimum: 0, maximum: 9999, required: true, sortable: true }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    create_time: field.time({ label: '创建时间', ...RO }),
  },
  list: { columns: ['name', 'sort', 'status', 'create_time'], sort: ['sort', 'asc'] },
  enableDisable: { permission: 'advertising:category:update' },
});

/** 媒体应用: a screen or page family whose slots show ads (a lot's pay stations, the mini-program). */
export const adMediaAppResource = defineResource({
  key: 'adverting/config/app',
  table: 'ad_media_app',
  label: '媒体应用',
  scope: 'platform',
  permissions: {
    list: 'advertising:app:list',
    detail: 'advertising:app:list',
    create: 'advertising:app:create',
    update: 'advertising:app:update',
  },
  fields: {
    name: field.text({ label: '应用名称', maxLength: 64, required: true, search: 'contains' }),
    media_type: field.code(AD_MEDIA_TYPE, { label: '媒体类型', required: true, search: 'eq' }),
    app_key: field.text({
      label: '应用标识',
      maxLength: 32,
      ...RO,
      search: 'eq',
      help: '媒体请求广告时携带',
    }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
  },
  list: {
    columns: ['name', 'media_type', 'app_key', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'advertising:app:update' },
});

/**
 * 广告位: one place on a media app where an ad shows, optionally on one lot (whose owner is then the
 * slot's traffic provider). Its size has its type's ratio; the floor is the least CPM it sells at.
 */
export const adSlotResource = defineResource({
  key: 'adverting/config/advertisement',
  table: 'ad_slot',
  label: '广告位',
  scope: 'platform',
  permissions: {
    list: 'advertising:slot:list',
    detail: 'advertising:slot:list',
    create: 'advertising:slot:create',
    update: 'advertising:slot:update',
  },
  fields: {
    name: field.text({ label: '广告位名称', maxLength: 64, required: true, search: 'contains' }),
    slot_code: field.text({
      label: '广告位编码',
      maxLength: 32,
      ...RO,
      search: 'eq',
      help: '媒体请求广告时携带',
    }),
    media_app_id: field.ref('adverting/config/app', {
      label: '媒体应用',
      required: true,
      search: 'eq',
      show: ['form', 'detail'],
    }),
    media_app_name: field.text({ label: '媒体应用', maxLength: 64, virtual: true, ...RO, show: ['list'] }),
    slot_type: field.code(AD_SLOT_TYPE, { label: '广告位类型', required: true, search: 'eq' }),
    width: field.integer({ label: '宽度', minimum: 1, maximum: 4096, required: true, unit: 'px' }),
    height: field.integer({ label: '高度', minimum: 1, maximum: 4096, required: true, unit: 'px' }),
    floor_price: field.money({
      label: '底价（CPM）',
      required: true,
      maximum: 10_000_000,
      help: '每千次曝光的最低成交价',
    }),
    park_id: field.park({
      label: '所在车场',
      search: 'eq',
      show: ['form', 'detail'],
      help: '不选则为全网广告位',
    }),
    park_name: field.text({ label: '所在车场', maxLength: 64, virtual: true, ...RO, show: ['list'] }),
    provider_id: field.integer({ label: '流量主', ...RO, show: [] }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
  },
  list: {
    columns: [
      'name',
      'slot_code',
      'media_app_name',
      'slot_type',
      'width',
      'height',
      'floor_price',
      'park_name',
      'status',
    ],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'advertising:slot:update' },
});

/**
 * 定向包: whom and when a plan shows to: one area (province, city or district, through the area
 * cascader), hours of the day, plate provinces and car types. Empty means no limit.
 */
export const adPackageResource = defineResource({
  key: 'adverting/config/package',
  table: 'ad_package',
  label: '定向包',
  scope: 'merchant',
  permissions: {
    list: 'advertising:package:list',
    detail: 'advertising:package:list',
    create: 'advertising:package:create',
    update: 'advertising:package:update',
  },
  fields: {
    name: field.text({ label: '定向包名称', maxLength: 64, required: true, search: 'contains' }),
    area_code: field.area({ label: '投放地区', show: ['detail', 'form'], help: '不选则不限地区' }),
    area_name: field.text({ label: '投放地区', maxLength: 64, virtual: true, ...RO, show: ['list'] }),
    hour_start: field.integer({ label: '每日开始（时）', minimum: 0, maximum: 23, required: true }),
    hour_end: field.integer({ label: '每日结束（时）', minimum: 1, maximum: 24, required: true }),
    plate_provinces: field.tags({
      label: '车牌省份',
      maxLength: 1,
      maxItems: 31,
      help: '如 粤、京；不填则不限',
    }),
    car_types: field.tags({ label: '车辆类型', maxLength: 1, maxItems: 4, help: '不选则不限' }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
  },
  list: {
    columns: ['name', 'area_name', 'hour_start', 'hour_end', 'plate_provinces', 'car_types', 'create_time'],
    sort: ['create_time', 'desc'],
  },
});

/**
 * 曝光策略: how a tenant's plans are paced and ranked: even spreads a day's budget over its hours,
 * fast spends as traffic comes; the default frequency cap applies to plans without their own.
 */
export const adStrategySettings = defineSettings({
  key: 'adverting/operation/push',
  label: '曝光策略',
  owner: 'merchant',
  kind: 'ad-strategy',
  permissions: { detail: 'advertising:push:view', update: 'advertising:push:update' },
  hint: '对本账号全部广告计划生效；计划自身设置的频次上限优先',
  fields: {
    pacing: field.code(AD_PACING, { label: '投放节奏', required: true }),
    freq_cap: field.integer({
      label: '默认频次上限',
      minimum: 1,
      maximum: 100,
      required: true,
      unit: '次/人/天',
    }),
    priority_mode: field.code(AD_PRIORITY_MODE, { label: '计划排序', required: true }),
  },
  defaults: { pacing: 1, freq_cap: 3, priority_mode: 1 },
});
