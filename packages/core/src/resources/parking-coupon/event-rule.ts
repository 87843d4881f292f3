import { COUPON_EVENT_TYPE } from '../../code-tables/coupon-codes.js';
import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

export const EVENT_RULE_MAX_PER_EVENT = 10;
export const EVENT_RULE_MAX_PER_PLATE = 1000;

/**
 * 活动规则: coupons a holder gives automatically on an event. 消费满额: a cashier or POS reports a
 * plate's spend (fen) and every enabled rule whose threshold it reaches gives its coupons; 入场赠券:
 * a car entering a lot where the rule's coupon is valid receives them. Each event gives at most once
 * per rule (the event's key is unique), within the rule's per-plate limit and its warehouse entry.
 */
export const eventRuleResource = defineResource({
  key: 'parking-coupon/event/rule',
  table: 'coupon_event_rule',
  label: '活动规则',
  scope: 'merchant',
  permissions: {
    list: 'coupon:event-rule:list',
    detail: 'coupon:event-rule:detail',
    create: 'coupon:event-rule:create',
    update: 'coupon:event-rule:update',
  },
  fields: {
    name: field.text({ label: '规则名称', maxLength: 32, required: true, search: 'contains' }),
    event_type: field.code(COUPON_EVENT_TYPE, {
      label: '活动类型',
      required: true,
      immutable: true,
      search: 'eq',
    }),
    // The warehouse entry is fixed once created: grants already made name it.
    stock_id: field.ref('parking-coupon/warehouse', {
      label: '入库记录',
      required: true,
      immutable: true,
      show: ['detail', 'form'],
      help: '本商户使用中的入库记录',
    }),
    stock_no: field.text({ label: '入库单号', virtual: true, ...RO, show: ['detail'] }),
    coupon_name: field.text({ label: '优惠券', virtual: true, ...RO, show: ['list', 'detail'] }),
    stock_left: field.integer({ label: '库存剩余', virtual: true, ...RO, show: ['list', 'detail'] }),
    threshold: field.money({
      label: '消费满额',
      required: true,
      help: '仅消费满额：单次消费达到此金额即赠券；入场赠券填 0',
    }),
    per_event: field.integer({
      label: '每次赠券',
      required: true,
      minimum: 1,
      maximum: EVENT_RULE_MAX_PER_EVENT,
      unit: '张',
    }),
    plate_limit: field.integer({
      label: '每车限领',
      required: true,
      minimum: 0,
      maximum: EVENT_RULE_MAX_PER_PLATE,
      unit: '张',
      help: '0 表示不限',
    }),
    start_time: field.time({ label: '生效时间', required: true }),
    end_time: field.time({ label: '失效时间', required: true, sortable: true }),
    granted_count: field.integer({ label: '已赠送', ...RO }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: [
      'name',
      'event_type',
      'coupon_name',
      'threshold',
      'per_event',
      'plate_limit',
      'granted_count',
      'stock_left',
      'end_time',
      'status',
    ],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'coupon:event-rule:update' },
  detail: {
    sections: [
      {
        title: '规则',
        fields: ['name', 'event_type', 'threshold', 'per_event', 'plate_limit', 'status', 'remark'],
      },
      { title: '优惠券', fields: ['stock_id', 'stock_no', 'coupon_name', 'stock_left', 'granted_count'] },
      { title: '有效期', fields: ['start_time', 'end_time', 'create_time', 'update_time'] },
    ],
  },
});
