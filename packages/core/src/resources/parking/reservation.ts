import {
  APPOINTED_SPACE_STATUS,
  PARK_REVIEW_STATUS,
  RESERVE_STATUS,
} from '../../code-tables/parking-operations.js';
import { PLATE_COLOR } from '../../code-tables/plate.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;
const park = {
  park_id: field.park({ label: '车场', ...RO, search: 'eq', show: ['detail'] }),
  park_name: field.text({ label: '车场', virtual: true, ...RO, show: ['list', 'detail'] }),
};

/** 预约记录: a space booked by a car owner, held until the arrival deadline; written by the owners' app. */
export const reservationResource = defineResource({
  key: 'parking/reserve/record',
  table: 'park_reservation',
  label: '预约记录',
  scope: 'park',
  permissions: { list: 'parking:reserve:list', detail: 'parking:reserve:list' },
  // 停车集团 reads its own lots with its own codes (see AlsoPermitted).
  alsoPermitted: [{ list: 'group:reserve:list', detail: 'group:reserve:list' }],
  fields: {
    reserve_no: field.text({ label: '预约单号', maxLength: 32, ...RO, search: 'eq' }),
    ...park,
    plate: field.plate({ label: '车牌号', ...RO, search: 'prefix' }),
    plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', ...RO, show: ['detail'] }),
    mobile: field.mobile({ label: '预约手机', ...RO, show: ['detail'] }),
    space_no: field.text({ label: '预约车位', maxLength: 16, ...RO, search: 'eq' }),
    // (park_id, reserve_time) and (merchant_id, reserve_time) are indexed.
    reserve_time: field.time({ label: '预约时间', ...RO, search: 'range', sortable: true }),
    arrive_deadline: field.time({ label: '最晚到场', ...RO }),
    arrive_time: field.time({ label: '到场时间', ...RO, show: ['detail'] }),
    fee: field.money({ label: '预约费', ...RO }),
    status: field.code(RESERVE_STATUS, { label: '状态', ...RO, search: 'eq' }),
  },
  list: {
    columns: [
      'reserve_no',
      'park_name',
      'plate',
      'space_no',
      'reserve_time',
      'arrive_deadline',
      'fee',
      'status',
    ],
    sort: ['reserve_time', 'desc'],
  },
});

/** 预约车位: the spaces of a park that can be booked, and whether one is free now. */
export const appointedSpaceResource = defineResource({
  key: 'parking/reserve/appointed',
  table: 'park_appointed_space',
  label: '预约车位',
  scope: 'park',
  permissions: { list: 'parking:reserve:appointed:list', detail: 'parking:reserve:appointed:list' },
  fields: {
    ...park,
    space_no: field.text({ label: '车位编号', maxLength: 16, ...RO, search: 'eq', sortable: true }),
    zone: field.text({ label: '区域', maxLength: 32, ...RO, search: 'contains' }),
    plate: field.text({ label: '当前预约车辆', maxLength: 10, ...RO, search: 'prefix' }),
    reserved_until: field.time({ label: '保留至', ...RO }),
    status: field.code(APPOINTED_SPACE_STATUS, { label: '状态', ...RO, search: 'eq' }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: ['park_name', 'space_no', 'zone', 'status', 'plate', 'reserved_until'],
    sort: ['space_no', 'asc'],
  },
});

/**
 * 预约申诉: an owner disputes a reservation (charged although the space was taken, the gate did not
 * open...). 通过 or 驳回 answers it once, with the reviewer's note; the refund itself is the payment
 * area's job.
 */
export const reserveAppealResource = defineResource({
  key: 'parking/reserve/appeal',
  table: 'reserve_appeal',
  label: '预约申诉',
  scope: 'park',
  permissions: { list: 'parking:reserve:appeal:list', detail: 'parking:reserve:appeal:list' },
  fields: {
    ...park,
    reservation_id: field.ref('parking/reserve/record', { label: '预约记录', ...RO, show: ['detail'] }),
    reserve_no: field.text({ label: '预约单号', maxLength: 32, ...RO, search: 'eq' }),
    plate: field.plate({ label: '车牌号', ...RO, search: 'prefix' }),
    mobile: field.mobile({ label: '联系电话', ...RO }),
    reason: field.text({ label: '申诉理由', maxLength: 255, ...RO }),
    amount: field.money({ label: '申诉金额', ...RO }),
    status: field.code(PARK_REVIEW_STATUS, { label: '审核状态', ...RO, search: 'eq' }),
    audit_remark: field.text({ label: '审核意见', maxLength: 128, ...RO, show: ['detail'] }),
    auditor_name: field.text({ label: '审核人', maxLength: 64, ...RO, show: ['detail'] }),
    audit_time: field.time({ label: '审核时间', ...RO, show: ['detail'] }),
    create_time: field.time({ label: '申诉时间', ...RO, search: 'range', sortable: true }),
  },
  list: {
    columns: ['park_name', 'reserve_no', 'plate', 'mobile', 'reason', 'amount', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  actions: {
    // The refund of an approved appeal is the payment area's job, not this review's.
    approve: {
      label: '通过',
      permission: 'parking:reserve:appeal:audit',
      states: { field: 'status', in: [0] },
      input: { audit_remark: field.text({ label: '审核意见', maxLength: 128 }) },
      defaults: { audit_remark: '申诉属实，予以通过' },
      summary: ['plate', 'reason', 'amount'],
      to: { field: 'status', value: 1 },
      stamp: { by: 'auditor_name', at: 'audit_time' },
    },
    reject: {
      label: '驳回',
      permission: 'parking:reserve:appeal:audit',
      states: { field: 'status', in: [0] },
      input: { audit_remark: field.text({ label: '驳回原因', maxLength: 128, required: true }) },
      summary: ['plate', 'reason', 'amount'],
      to: { field: 'status', value: 2 },
      stamp: { by: 'auditor_name', at: 'audit_time' },
      danger: true,
    },
  },
  detail: {
    sections: [
      {
        title: '申诉',
        fields: [
          'park_name',
          'reserve_no',
          'reservation_id',
          'plate',
          'mobile',
          'reason',
          'amount',
          'create_time',
        ],
      },
      { title: '审核', fields: ['status', 'audit_remark', 'auditor_name', 'audit_time'] },
    ],
  },
});
