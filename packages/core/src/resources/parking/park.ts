import { CHARGE_MODE, PARK_STATUS } from '../../code-tables/parking.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const LOCATION = {
  test: (value: string) => /^-?\d{1,2}(\.\d{1,6})?,-?\d{1,3}(\.\d{1,6})?$/.test(value),
  message: '位置应为“纬度,经度”，最多 6 位小数',
};

/**
 * 车场: a parking lot of one merchant. Its own id is the park scope, so a sub-account whose roles
 * grant some parks sees exactly those rows here and in every park-scoped list.
 */
export const parkResource = defineResource({
  key: 'park',
  table: 'park',
  label: '车场',
  scope: 'park',
  parkColumn: 'id',
  permissions: {
    list: 'parking:park:list',
    detail: 'parking:park:detail',
    create: 'parking:park:create',
    update: 'parking:park:update',
    export: 'parking:park:export',
  },
  // 停车集团 reads its own lots with its own codes (see AlsoPermitted).
  alsoPermitted: [{ list: 'group:console:view', detail: 'group:console:view' }],
  fields: {
    name: field.text({
      label: '车场名称',
      maxLength: 64,
      required: true,
      search: 'contains',
      sortable: true,
    }),
    g_park_uuid: field.text({ label: '车场编号', maxLength: 36, readOnly: true, search: 'eq' }),
    merchant_name: field.text({ label: '所属商户', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    area_code: field.area({ label: '所在地区', required: true, search: 'prefix' }),
    address: field.text({ label: '详细地址', maxLength: 128, required: true, show: ['detail', 'form'] }),
    location: field.text({
      label: '地图位置',
      maxLength: 32,
      validators: [LOCATION],
      show: ['detail', 'form'],
    }),
    total_spaces: field.integer({ label: '车位总数', minimum: 1, maximum: 100_000, required: true }),
    charge_mode: field.code(CHARGE_MODE, { label: '收费模式', required: true, search: 'eq' }),
    contact_name: field.text({ label: '联系人', maxLength: 32, show: ['detail', 'form'] }),
    contact_mobile: field.mobile({ label: '联系电话', show: ['detail', 'form'] }),
    status: field.code(PARK_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    create_time: field.time({ label: '创建时间', readOnly: true, sortable: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: ['name', 'g_park_uuid', 'merchant_name', 'area_code', 'total_spaces', 'charge_mode', 'status'],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'parking:park:update' },
  detail: {
    sections: [
      {
        title: '基础信息',
        fields: ['name', 'g_park_uuid', 'merchant_name', 'total_spaces', 'charge_mode', 'status'],
      },
      {
        title: '位置与联系人',
        fields: ['area_code', 'address', 'location', 'contact_name', 'contact_mobile'],
      },
      { title: '记录', fields: ['create_time', 'update_time'] },
    ],
  },
});
