import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { CAR_TYPE } from '../../code-tables/parking.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/** 收费规则: how a park charges one car type; exactly one enabled rule per park and car type prices a stay. */
export const chargeRuleResource = defineResource({
  key: 'parking/charge',
  table: 'charge_rule',
  label: '收费规则',
  scope: 'park',
  permissions: {
    list: 'parking:charge:list',
    detail: 'parking:charge:detail',
    create: 'parking:charge:create',
    update: 'parking:charge:update',
  },
  fields: {
    park_id: field.park({ label: '车场', required: true, immutable: true, search: 'eq' }),
    park_name: field.text({ label: '车场', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    name: field.text({ label: '规则名称', maxLength: 64, required: true, search: 'contains' }),
    car_type: field.code(CAR_TYPE, { label: '适用车辆', required: true, immutable: true, search: 'eq' }),
    free_minutes: field.integer({ label: '免费时长（分钟）', minimum: 0, maximum: 1440, required: true }),
    unit_minutes: field.integer({ label: '计费周期（分钟）', minimum: 1, maximum: 1440, required: true }),
    unit_price: field.money({ label: '每周期价格', maximum: 100_000_00, required: true }),
    daily_cap: field.money({ label: '每日封顶（0 为不封顶）', maximum: 100_000_00, required: true }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    create_time: field.time({ label: '创建时间', readOnly: true, sortable: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: [
      'park_name',
      'name',
      'car_type',
      'free_minutes',
      'unit_minutes',
      'unit_price',
      'daily_cap',
      'status',
    ],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'parking:charge:update' },
});
