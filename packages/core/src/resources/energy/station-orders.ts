import { CHARGE_RECORD_STATUS } from '../../code-tables/energy-station.js';
import { ORDER_STATUS } from '../../code-tables/order-status.js';
import { PAY_MODE } from '../../code-tables/payment.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * 充电记录: one charging session (an OCPP transaction), written by the central system, never by a
 * form: the console only reads it. Energy is stored in Wh and shown in 度 with three decimals
 * (`energy_kwh`), the duration worked out from its times; both are read-only virtual fields.
 */
export const chargeRecordResource = defineResource({
  key: 'energy/order/record',
  table: 'energy_charge_record',
  label: '充电记录',
  scope: 'merchant',
  permissions: {
    list: 'energy:order:record:list',
    detail: 'energy:order:record:detail',
    export: 'energy:order:record:export',
  },
  fields: {
    record_no: field.text({ label: '记录编号', ...RO, maxLength: 32, search: 'eq' }),
    station_id: field.ref('energy/station', { label: '充电站', ...RO, search: 'eq', show: [] }),
    station_name: field.text({ label: '充电站', ...RO, virtual: true, show: ['list', 'detail'] }),
    charge_point_name: field.text({ label: '充电桩', ...RO, virtual: true, show: ['list', 'detail'] }),
    connector_no: field.integer({ label: '枪号', ...RO, show: ['detail'] }),
    id_tag: field.text({ label: '充电卡号', ...RO, maxLength: 20, search: 'eq', show: ['detail'] }),
    plate: field.plate({ label: '车牌号', ...RO, search: 'eq' }),
    start_time: field.time({ label: '开始时间', ...RO, sortable: true }),
    end_time: field.time({ label: '结束时间', ...RO }),
    duration: field.text({ label: '充电时长', ...RO, virtual: true, show: ['list', 'detail'] }),
    energy_kwh: field.text({ label: '充电量（度）', ...RO, virtual: true, show: ['list', 'detail'] }),
    meter_start_wh: field.integer({ label: '起始电表读数', ...RO, unit: 'Wh', show: ['detail'] }),
    meter_stop_wh: field.integer({ label: '结束电表读数', ...RO, unit: 'Wh', show: ['detail'] }),
    energy_amount: field.money({ label: '电费', ...RO, show: ['detail'] }),
    service_amount: field.money({ label: '服务费', ...RO, show: ['detail'] }),
    amount: field.money({ label: '总金额', ...RO }),
    status: field.code(CHARGE_RECORD_STATUS, { label: '状态', ...RO, search: 'eq' }),
    stop_reason: field.text({ label: '结束原因', ...RO, maxLength: 32, show: ['detail'] }),
    order_id: field.integer({ label: '支付订单', ...RO, virtual: true, show: ['detail'] }),
    order_no: field.text({ label: '支付订单号', ...RO, virtual: true, show: ['detail'] }),
    create_time: field.time({ label: '创建时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: [
      'record_no',
      'station_name',
      'charge_point_name',
      'plate',
      'start_time',
      'duration',
      'energy_kwh',
      'amount',
      'status',
    ],
    sort: ['start_time', 'desc'],
  },
  detail: {
    sections: [
      {
        title: '充电信息',
        fields: [
          'record_no',
          'station_name',
          'charge_point_name',
          'connector_no',
          'id_tag',
          'plate',
          'status',
          'stop_reason',
        ],
      },
      {
        title: '时间与电量',
        fields: ['start_time', 'end_time', 'duration', 'meter_start_wh', 'meter_stop_wh', 'energy_kwh'],
      },
      { title: '费用', fields: ['energy_amount', 'service_amount', 'amount', 'order_no'] },
    ],
  },
});

/**
 * 支付订单: what a session costs and how it was paid (written by the central system's pricing; a paid
 * order is a trade of the payments ledger). Read-only in the console.
 */
export const energyPaymentOrderResource = defineResource({
  key: 'energy/order/payment',
  table: 'energy_payment_order',
  label: '充电支付订单',
  scope: 'merchant',
  permissions: {
    list: 'energy:order:payment:list',
    detail: 'energy:order:payment:detail',
    export: 'energy:order:payment:export',
  },
  fields: {
    order_no: field.text({ label: '订单号', ...RO, maxLength: 32, search: 'eq' }),
    station_id: field.ref('energy/station', { label: '充电站', ...RO, search: 'eq', show: [] }),
    station_name: field.text({ label: '充电站', ...RO, virtual: true, show: ['list', 'detail'] }),
    // In the detail's answer for the link to the record, shown through record_no (not in a section).
    record_id: field.integer({ label: '充电记录', ...RO, show: ['detail'] }),
    record_no: field.text({ label: '充电记录编号', ...RO, virtual: true, show: ['list', 'detail'] }),
    energy_kwh: field.text({ label: '充电量（度）', ...RO, virtual: true, show: ['list', 'detail'] }),
    amount: field.money({ label: '订单金额', ...RO }),
    paid_amount: field.money({ label: '实付金额', ...RO }),
    refund_amount: field.money({ label: '退款金额', ...RO, show: ['detail'] }),
    pay_mode: field.code(PAY_MODE, { label: '支付方式', ...RO, search: 'eq' }),
    status: field.code(ORDER_STATUS, { label: '订单状态', ...RO, search: 'eq' }),
    pay_time: field.time({ label: '支付时间', ...RO }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
  },
  list: {
    columns: [
      'order_no',
      'station_name',
      'record_no',
      'energy_kwh',
      'amount',
      'paid_amount',
      'pay_mode',
      'status',
      'pay_time',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  detail: {
    sections: [
      {
        title: '订单信息',
        fields: ['order_no', 'station_name', 'record_no', 'energy_kwh', 'status', 'create_time'],
      },
      { title: '支付', fields: ['amount', 'paid_amount', 'refund_amount', 'pay_mode', 'pay_time'] },
    ],
  },
});
