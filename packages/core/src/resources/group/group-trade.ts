// The trade part of issue 17 (停车集团): the group's orders and records are the parking resources
// read with group codes (their alsoPermitted); what is new here is 异常通行, a view over a lot's
// records, releases and orders.
import { defineCodeTable } from '../../code-tables/define-code-table.js';
import { PLATE_COLOR } from '../../code-tables/plate.js';
import { defineView } from '../define-view.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/** How long a car may stay before an open record counts as 超时未出场 (a day: no lot sells longer tickets). */
export const OVERSTAY_SECONDS = 24 * 3600;

/**
 * The kinds of abnormal passage the data can show. A plate mismatch is an order of the stay that
 * names another plate than the record: the exit gate finds the stay by the plate it reads, so the
 * gates never write one; it appears when an order was corrected or imported with another plate.
 */
export const ABNORMAL_KIND = defineCodeTable([
  { value: 1, label: '超时未出场', color: 'warning' },
  { value: 2, label: '人工放行', color: 'processing' },
  { value: 3, label: '车牌不符', color: 'error' },
]);

/**
 * 异常通行 (/group/parking/record/abnormal): one row per abnormal passage of a lot, newest first.
 * Read with the group's codes; the engine scopes it like any park resource, so a group sees its own
 * lots only. The row key is the record and the kind: a stay may be both released and mismatched.
 */
export const abnormalPassageView = defineView({
  key: 'group/abnormal',
  label: '异常通行',
  scope: 'park',
  permissions: { list: 'group:abnormal:list', export: 'group:abnormal:export' },
  fields: {
    park_id: field.park({ label: '车场', ...RO, show: ['detail'], search: 'eq' }),
    park_name: field.text({ label: '车场', ...RO, maxLength: 64 }),
    kind: field.code(ABNORMAL_KIND, { label: '异常类型', ...RO, search: 'eq' }),
    plate: field.text({ label: '车牌号', maxLength: 10, ...RO, search: 'prefix' }),
    plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', ...RO, show: ['detail'] }),
    record_id: field.integer({ label: '停车记录ID', ...RO, show: ['detail'] }),
    entry_time: field.time({ label: '入场时间', ...RO }),
    // 0 while the car is still in the lot.
    exit_time: field.time({ label: '出场时间', ...RO }),
    // Minutes in the lot: until now for a car still parked, else until its exit.
    duration: field.integer({ label: '停车时长（分钟）', ...RO }),
    // When the abnormal thing happened: the entry of an overstay, the release, the order.
    event_time: field.time({ label: '发生时间', ...RO, search: 'range', sortable: true }),
    gate: field.text({ label: '通道', maxLength: 32, ...RO }),
    other_plate: field.text({ label: '订单车牌', maxLength: 10, ...RO }),
    note: field.text({ label: '说明', maxLength: 128, ...RO }),
    operator_name: field.text({ label: '操作人', maxLength: 64, ...RO }),
  },
  list: {
    columns: [
      'park_name',
      'kind',
      'plate',
      'entry_time',
      'exit_time',
      'duration',
      'event_time',
      'gate',
      'other_plate',
      'note',
      'operator_name',
    ],
    sort: ['event_time', 'desc'],
  },
  rowKey: ['record_id', 'kind'],
});
