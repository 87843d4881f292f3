import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/** 'lat,lng' as the map point picker gives it; the server keeps the two numbers in lat and lng. */
export const STATION_LOCATION = {
  test: (value: string) => /^-?\d{1,2}(\.\d{1,6})?,-?\d{1,3}(\.\d{1,6})?$/.test(value),
  message: '位置应为“纬度,经度”，最多 6 位小数',
};

/**
 * 充电站: a merchant's charging site. Its charge points connect to it and its rule prices their
 * sessions; a disabled station refuses them. `station_no` is made by the server on create; the map
 * point travels as one `location` text ('lat,lng'), kept as two numbers (modules/energy).
 */
export const stationResource = defineResource({
  key: 'energy/station',
  table: 'energy_station',
  label: '充电站',
  scope: 'merchant',
  permissions: {
    list: 'energy:station:list',
    detail: 'energy:station:detail',
    create: 'energy:station:create',
    update: 'energy:station:update',
  },
  fields: {
    name: field.text({
      label: '电站名称',
      maxLength: 64,
      required: true,
      search: 'contains',
      sortable: true,
    }),
    station_no: field.text({ label: '电站编号', maxLength: 32, readOnly: true, search: 'eq' }),
    merchant_name: field.text({ label: '所属商户', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    area_code: field.area({ label: '所在地区', required: true, search: 'prefix' }),
    address: field.text({ label: '详细地址', maxLength: 128, required: true, show: ['detail', 'form'] }),
    location: field.text({
      label: '地图位置',
      maxLength: 32,
      virtual: true,
      validators: [STATION_LOCATION],
      show: ['detail', 'form'],
    }),
    contact_name: field.text({ label: '联系人', maxLength: 32, show: ['list', 'detail', 'form'] }),
    contact_phone: field.mobile({ label: '联系电话', show: ['list', 'detail', 'form'] }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    create_time: field.time({ label: '创建时间', readOnly: true, sortable: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: [
      'name',
      'station_no',
      'merchant_name',
      'area_code',
      'contact_name',
      'contact_phone',
      'status',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'energy:station:update' },
  detail: {
    sections: [
      { title: '基础信息', fields: ['name', 'station_no', 'merchant_name', 'status'] },
      {
        title: '位置与联系人',
        fields: ['area_code', 'address', 'location', 'contact_name', 'contact_phone'],
      },
      { title: '记录', fields: ['create_time', 'update_time'] },
    ],
  },
});
