import { CITY_STATUS } from '../../../code-tables/parking-network.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/** A city-level adcode: six digits ending in 00 below a province (440300, 110100), never 440000. */
const CITY_CODE = {
  test: (value: string) => /^\d{4}00$/.test(value) && !value.endsWith('0000'),
  message: '请选择到“市”一级的城市',
};

/**
 * The prefix every area code inside a city starts with (its first four digits): a park in 南山区
 * 440305 is a park of 深圳市 440300. Streets (9 digits) and districts share it.
 */
export function cityAreaPrefix(cityCode: string): string {
  return cityCode.slice(0, 4);
}

/**
 * 城市: a city a partner serves. The name follows from the area code (read from the area dataset on
 * the server), so two partners' rows for one city say the same thing; (merchant_id, area_code) is unique.
 */
export const cityResource = defineResource({
  key: 'parking/city',
  table: 'park_city',
  label: '城市',
  scope: 'merchant',
  permissions: {
    list: 'parking:city:list',
    detail: 'parking:city:detail',
    create: 'parking:city:create',
    update: 'parking:city:update',
    delete: 'parking:city:delete',
  },
  fields: {
    name: field.text({ label: '城市', maxLength: 32, readOnly: true, search: 'contains', sortable: true }),
    area_code: field.area({
      label: '城市编码',
      required: true,
      immutable: true,
      search: 'eq',
      validators: [CITY_CODE],
    }),
    province: field.text({ label: '所属省份', maxLength: 32, readOnly: true, show: ['list', 'detail'] }),
    park_count: field.integer({ label: '车场数', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    status: field.code(CITY_STATUS, { label: '状态', required: true, search: 'eq' }),
    sort_no: field.integer({ label: '排序', minimum: 0, maximum: 9999, sortable: true }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '开通时间', readOnly: true, sortable: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: ['name', 'area_code', 'province', 'park_count', 'status', 'sort_no', 'create_time'],
    sort: ['sort_no', 'asc'],
  },
});
