import { COUPON_TYPE } from '../../code-tables/coupon.js';
import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';
import { COUPON_MAX_AMOUNT } from './face-value.js';

const RO = { readOnly: true } as const;

/**
 * 优惠券: a lot owner's coupon, valid at the lots chosen (coupon_park), sold to the merchants of
 * 商户管理 at `price` fen each. Once any has been sold, the server keeps the terms a buyer paid for
 * (type, face value, lots, start, validity days, stacking) and lets the end only move later.
 */
export const couponResource = defineResource({
  key: 'parking-coupon/coupon',
  table: 'coupon',
  label: '优惠券',
  scope: 'merchant',
  // A group's per-lot tab lists the coupons valid at one lot (park_id): coupon_park names them.
  lotLink: { column: 'id', table: 'coupon_park', key: 'coupon_id' },
  permissions: {
    list: 'coupon:coupon:list',
    detail: 'coupon:coupon:list',
    create: 'coupon:coupon:create',
    update: 'coupon:coupon:update',
  },
  fields: {
    name: field.text({ label: '券名称', maxLength: 32, required: true, search: 'contains' }),
    coupon_type: field.code(COUPON_TYPE, { label: '券类型', required: true, search: 'eq' }),
    face_value: field.integer({
      label: '面额',
      required: true,
      minimum: 0,
      maximum: COUPON_MAX_AMOUNT,
      help: '金额券与差异化定价券为元，时长券为分钟，折扣券为折，全免券不设面额',
      face: { typeField: 'coupon_type', inputs: 'coupon' },
    }),
    park_ids: field.ref('park', {
      label: '适用车场',
      multiple: true,
      virtual: true,
      required: true,
      show: ['detail', 'form'],
    }),
    park_names: field.text({ label: '适用车场', virtual: true, ...RO, show: ['list'] }),
    price: field.money({
      label: '售价',
      required: true,
      maximum: COUPON_MAX_AMOUNT,
      help: '商户购买每张券的价格',
    }),
    start_time: field.time({ label: '生效时间', required: true }),
    end_time: field.time({ label: '截止时间', required: true, sortable: true }),
    valid_days: field.integer({
      label: '发券后有效天数',
      required: true,
      minimum: 1,
      maximum: 366,
      unit: '天',
      show: ['detail', 'form'],
    }),
    stackable: field.boolean({ label: '可叠加使用', required: true, show: ['detail', 'form'] }),
    max_per_stay: field.integer({
      label: '单次停车最多使用',
      required: true,
      minimum: 1,
      maximum: 10,
      unit: '张',
      show: ['detail', 'form'],
    }),
    sold_count: field.integer({ label: '已售', virtual: true, ...RO, show: ['list', 'detail'] }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: [
      'name',
      'coupon_type',
      'face_value',
      'park_names',
      'price',
      'start_time',
      'end_time',
      'sold_count',
      'status',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'coupon:coupon:update' },
  detail: {
    sections: [
      {
        title: '券信息',
        fields: ['name', 'coupon_type', 'face_value', 'park_ids', 'price', 'status', 'remark'],
      },
      {
        title: '使用规则',
        fields: ['start_time', 'end_time', 'valid_days', 'stackable', 'max_per_stay', 'sold_count'],
      },
      { title: '记录', fields: ['create_time', 'update_time'] },
    ],
  },
});
