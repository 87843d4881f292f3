import { PLATE_COLOR } from '../../code-tables/plate.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/** 放行记录: who released which car without payment, when and why (written by 在场车辆 › 人工放行). */
export const releaseRecordResource = defineResource({
  key: 'parking/release',
  table: 'release_record',
  label: '放行记录',
  scope: 'park',
  permissions: {
    list: 'parking:release:list',
    detail: 'parking:release:list',
    export: 'parking:release:export',
  },
  fields: {
    park_id: field.park({ label: '车场', readOnly: true, search: 'eq', show: ['detail'] }),
    park_name: field.text({ label: '车场', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    plate: field.text({ label: '车牌号', maxLength: 10, readOnly: true, search: 'prefix' }),
    plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', readOnly: true, show: ['detail'] }),
    record_id: field.ref('parking/record', { label: '停车记录', readOnly: true, show: ['detail'] }),
    gate: field.text({ label: '放行通道', maxLength: 32, readOnly: true }),
    reason: field.text({ label: '放行原因', maxLength: 128, readOnly: true }),
    waived_amount: field.money({ label: '免收金额', readOnly: true }),
    operator_name: field.text({ label: '操作人', maxLength: 64, readOnly: true, search: 'contains' }),
    release_time: field.time({ label: '放行时间', readOnly: true, search: 'range', sortable: true }),
  },
  list: {
    columns: ['park_name', 'plate', 'gate', 'reason', 'waived_amount', 'operator_name', 'release_time'],
    sort: ['release_time', 'desc'],
  },
});
