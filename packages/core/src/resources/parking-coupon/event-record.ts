import { COUPON_EVENT_TYPE } from '../../code-tables/coupon-codes.js';
import { COUPON_GRANT_STATUS, COUPON_USE_STATUS } from '../../code-tables/coupon.js';
import { PLATE_COLOR } from '../../code-tables/plate.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * 活动券记录: the grants an event rule gave (coupon_grant rows of channel 5; the server adds that
 * condition to every query). Each row shows the event that caused it (plate, spend, lot, time) beside
 * the grant itself. Read-only: 撤销 stays on 发券记录.
 */
export const eventRecordResource = defineResource({
  key: 'parking-coupon/event/record',
  table: 'coupon_grant',
  label: '活动券记录',
  scope: 'merchant',
  permissions: { list: 'coupon:event-record:list', detail: 'coupon:event-record:detail' },
  fields: {
    plate: field.plate({ label: '车牌号', ...RO, search: 'prefix' }),
    event_rule_id: field.ref('parking-coupon/event/rule', {
      label: '活动规则',
      ...RO,
      search: 'eq',
      show: ['detail'],
    }),
    rule_name: field.text({ label: '活动规则', virtual: true, ...RO, show: ['list', 'detail'] }),
    event_type: field.code(COUPON_EVENT_TYPE, {
      label: '活动类型',
      virtual: true,
      ...RO,
      show: ['list', 'detail'],
    }),
    event_amount: field.money({ label: '消费金额', virtual: true, ...RO, show: ['list', 'detail'] }),
    event_park: field.text({ label: '入场车场', virtual: true, ...RO, show: ['detail'] }),
    event_key: field.text({ label: '事件编号', virtual: true, ...RO, show: ['detail'] }),
    event_time: field.time({ label: '活动时间', virtual: true, ...RO, show: ['detail'] }),
    grant_no: field.text({ label: '发券单号', maxLength: 32, ...RO, search: 'eq' }),
    coupon_name: field.text({ label: '优惠券', virtual: true, ...RO, show: ['list', 'detail'] }),
    plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', ...RO, show: ['detail'] }),
    status: field.code(COUPON_GRANT_STATUS, { label: '发放状态', ...RO, search: 'eq' }),
    use_status: field.code(COUPON_USE_STATUS, { label: '使用状态', ...RO, search: 'eq' }),
    grant_time: field.time({ label: '发放时间', ...RO, search: 'range', sortable: true }),
    expire_time: field.time({ label: '到期时间', ...RO }),
    use_time: field.time({ label: '使用时间', ...RO, show: ['detail'] }),
    discount_amount: field.money({ label: '抵扣金额', ...RO, show: ['detail'] }),
    order_no: field.text({ label: '订单号', maxLength: 32, ...RO, show: ['detail'] }),
  },
  list: {
    columns: [
      'grant_no',
      'plate',
      'rule_name',
      'event_type',
      'event_amount',
      'coupon_name',
      'status',
      'use_status',
      'grant_time',
      'expire_time',
    ],
    sort: ['grant_time', 'desc'],
  },
  detail: {
    sections: [
      {
        title: '活动',
        fields: ['rule_name', 'event_type', 'plate', 'event_amount', 'event_park', 'event_key', 'event_time'],
      },
      {
        title: '发券',
        fields: [
          'grant_no',
          'coupon_name',
          'plate_color',
          'status',
          'use_status',
          'grant_time',
          'expire_time',
          'use_time',
          'discount_amount',
          'order_no',
        ],
      },
    ],
  },
});
