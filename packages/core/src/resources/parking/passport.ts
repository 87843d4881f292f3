import { PARK_CAR_STATUS } from '../../code-tables/parking.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/**
 * 无牌车通行证: lets a car without a plate (new car, temporary plate) pass a lot's gates by its
 * passport number within its validity. Issued here; the catalogue grants no update, so a wrong
 * passport is left to lapse rather than edited.
 */
export const passportResource = defineResource({
  key: 'parking/passport',
  table: 'park_passport',
  label: '无牌车通行证',
  scope: 'park',
  permissions: {
    list: 'parking:passport:list',
    detail: 'parking:passport:detail',
    create: 'parking:passport:create',
  },
  // 停车集团 reads its own lots with its own codes (see AlsoPermitted).
  alsoPermitted: [{ list: 'group:passport:list', detail: 'group:passport:detail' }],
  fields: {
    park_id: field.park({
      label: '车场',
      required: true,
      immutable: true,
      search: 'eq',
      show: ['detail', 'form'],
    }),
    park_name: field.text({ label: '车场', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    passport_no: field.text({ label: '通行证号', maxLength: 32, readOnly: true, search: 'eq' }),
    holder_name: field.text({ label: '持证人', maxLength: 32, required: true, search: 'contains' }),
    holder_mobile: field.mobile({ label: '手机号', required: true, search: 'eq' }),
    vehicle_desc: field.text({ label: '车辆描述', maxLength: 64, show: ['list', 'detail', 'form'] }),
    start_time: field.time({ label: '生效时间', required: true }),
    end_time: field.time({ label: '到期时间', required: true, search: 'range', sortable: true }),
    status: field.code(PARK_CAR_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '办理时间', readOnly: true, sortable: true }),
  },
  list: {
    columns: [
      'passport_no',
      'park_name',
      'holder_name',
      'holder_mobile',
      'vehicle_desc',
      'start_time',
      'end_time',
      'status',
    ],
    sort: ['create_time', 'desc'],
  },
  detail: {
    sections: [
      {
        title: '通行证',
        fields: ['passport_no', 'park_name', 'status', 'start_time', 'end_time', 'create_time'],
      },
      { title: '持证人', fields: ['holder_name', 'holder_mobile', 'vehicle_desc', 'remark'] },
    ],
  },
});
