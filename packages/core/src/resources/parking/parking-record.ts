import { BUSINESS, PAY_MODE, PAY_TYPE, TRANSFER_STATUS } from '../../code-tables/payment.js';
import { CARD_TYPE, CAR_STATUS, CAR_TYPE } from '../../code-tables/parking.js';
import { PLATE_COLOR } from '../../code-tables/plate.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/** The fields of an entry/exit record (spec 01 §3), shared by 停车记录 and 在场车辆. */
const recordFields = {
  park_id: field.park({ label: '车场', ...RO, show: ['detail'], search: 'eq' }),
  park_name: field.text({ label: '车场', virtual: true, ...RO, show: ['list', 'detail'] }),
  plate: field.text({ label: '车牌号', maxLength: 10, ...RO, search: 'prefix' }),
  plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', ...RO }),
  car_type: field.code(CAR_TYPE, { label: '车辆类型', ...RO, search: 'eq' }),
  card_type: field.code(CARD_TYPE, { label: '卡类型', ...RO, show: ['detail'] }),
  card_no: field.text({ label: '卡号', maxLength: 32, ...RO, show: ['detail'] }),
  ticket_no: field.text({ label: '票号', maxLength: 32, ...RO, show: ['detail'] }),
  // (park_id, entry_time) and (merchant_id, entry_time) are indexed: lists read newest entries first.
  entry_time: field.time({ label: '入场时间', ...RO, search: 'range', sortable: true }),
  entry_gate: field.text({ label: '入口', maxLength: 32, ...RO }),
  entry_image: field.image({ label: '入场图片', ...RO, show: ['detail'] }),
  exit_time: field.time({ label: '出场时间', ...RO }),
  exit_gate: field.text({ label: '出口', maxLength: 32, ...RO }),
  exit_image: field.image({ label: '出场图片', ...RO, show: ['detail'] }),
  status: field.code(CAR_STATUS, { label: '状态', ...RO, search: 'eq' }),
  amount: field.money({ label: '应收金额', ...RO }),
  // 实收, 退款 and how it was paid are a copy of the stay's orders, rewritten with every order change.
  paid_amount: field.money({ label: '实收金额', ...RO }),
  refund_amount: field.money({ label: '退款金额', ...RO, show: ['detail'] }),
  pay_type: field.code(PAY_TYPE, { label: '支付方式', ...RO, search: 'eq' }),
  pay_mode: field.code(PAY_MODE, { label: '支付渠道', ...RO, show: ['detail'] }),
  business: field.code(BUSINESS, { label: '业务类型', ...RO, show: ['detail'] }),
  transfer_status: field.code(TRANSFER_STATUS, { label: '转账状态', ...RO, show: ['detail'] }),
  remark: field.text({ label: '备注', maxLength: 255, ...RO, show: ['detail'] }),
};

const SECTIONS = [
  { title: '车辆', fields: ['plate', 'plate_color', 'car_type', 'card_type', 'card_no', 'ticket_no'] },
  {
    title: '进出场',
    fields: [
      'park_name',
      'entry_time',
      'entry_gate',
      'entry_image',
      'exit_time',
      'exit_gate',
      'exit_image',
      'status',
    ],
  },
  {
    title: '费用',
    fields: [
      'amount',
      'paid_amount',
      'refund_amount',
      'pay_type',
      'pay_mode',
      'business',
      'transfer_status',
      'remark',
    ],
  },
] as const;

/** 停车记录: every entry and its exit; written only by the gates (and the developer tool), never by forms. */
export const parkingRecordResource = defineResource({
  key: 'parking/record',
  table: 'parking_record',
  label: '停车记录',
  scope: 'park',
  permissions: {
    list: 'parking:record:list',
    detail: 'parking:record:detail',
    export: 'parking:record:export',
  },
  // 停车集团 reads its own lots with its own codes (see AlsoPermitted).
  alsoPermitted: [
    { list: 'group:record:list', detail: 'group:record:detail', export: 'group:record:export' },
  ],
  fields: recordFields,
  list: {
    columns: [
      'park_name',
      'plate',
      'car_type',
      'entry_time',
      'exit_time',
      'status',
      'amount',
      'paid_amount',
      'pay_type',
    ],
    sort: ['entry_time', 'desc'],
  },
  detail: { sections: SECTIONS },
});

/**
 * 在场车辆: the records still open (status 1). 人工放行 closes one without a payment and records who
 * released the car and why.
 */
export const inParkingResource = defineResource({
  key: 'parking/in-parking',
  table: 'parking_record',
  label: '在场车辆',
  scope: 'park',
  permissions: { list: 'parking:in-parking:list', detail: 'parking:in-parking:detail' },
  fields: recordFields,
  list: {
    columns: ['park_name', 'plate', 'plate_color', 'car_type', 'entry_time', 'entry_gate'],
    sort: ['entry_time', 'desc'],
  },
  actions: {
    release: {
      label: '人工放行',
      permission: 'parking:release:create',
      states: { field: 'status', in: [1] },
      input: {
        reason: field.text({ label: '放行原因', maxLength: 128, required: true }),
        gate: field.text({ label: '放行通道', maxLength: 32 }),
      },
      summary: ['plate', 'park_name', 'entry_time'],
      to: { field: 'status', value: 0 },
      // A release closes the stay and writes a 放行记录.
      refreshes: ['parking/release', 'parking/record'],
      danger: true,
    },
  },
  detail: { sections: SECTIONS },
});
