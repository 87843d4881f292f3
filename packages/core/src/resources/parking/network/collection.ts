import { CHARGE_MODE } from '../../../code-tables/parking.js';
import { COLLECTION_STATUS } from '../../../code-tables/parking-network.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/**
 * 车场采集: a lot surveyed in the field (name, place, spaces, photos, who collected it), waiting for
 * a partner's audit. Approving creates a real park for a merchant the auditor chooses, through the
 * park's own rules; rejecting keeps the reason. Collections arrive from the field app, so the
 * console has no create form: list, detail and the two audit actions, asked on the 采集审核 page.
 */
const WAITING = { field: 'status', in: [0] } as const;
const AUDITOR = { by: 'auditor_name', at: 'audit_time' } as const;

export const collectionResource = defineResource({
  key: 'parking/collection',
  table: 'park_collection',
  label: '车场采集',
  scope: 'merchant',
  permissions: {
    list: 'parking:collection:list',
    detail: 'parking:collection:detail',
  },
  fields: {
    name: field.text({ label: '车场名称', maxLength: 64, readOnly: true, search: 'contains' }),
    area_code: field.area({ label: '所在地区', readOnly: true, search: 'prefix' }),
    address: field.text({ label: '详细地址', maxLength: 128, readOnly: true, show: ['list', 'detail'] }),
    location: field.text({ label: '地图位置', maxLength: 32, readOnly: true, show: ['detail'] }),
    total_spaces: field.integer({ label: '车位数', readOnly: true }),
    entrance_photo: field.image({ label: '入口照片', readOnly: true, show: ['detail'] }),
    site_photo: field.image({ label: '场内照片', readOnly: true, show: ['detail'] }),
    collector_name: field.text({ label: '采集人', maxLength: 32, readOnly: true, search: 'contains' }),
    collector_mobile: field.mobile({ label: '采集人电话', readOnly: true, show: ['detail'] }),
    collect_time: field.time({ label: '采集时间', readOnly: true, search: 'range', sortable: true }),
    status: field.code(COLLECTION_STATUS, { label: '审核状态', readOnly: true, search: 'eq' }),
    audit_reason: field.text({ label: '驳回原因', maxLength: 255, readOnly: true, show: ['detail'] }),
    auditor_name: field.text({ label: '审核人', maxLength: 64, readOnly: true, show: ['detail'] }),
    audit_time: field.time({ label: '审核时间', readOnly: true, show: ['list', 'detail'] }),
    park_id: field.integer({ label: '生成车场', readOnly: true, show: ['detail'] }),
    park_name: field.text({ label: '生成车场', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    park_merchant_name: field.text({
      label: '车场所属商户',
      virtual: true,
      readOnly: true,
      show: ['detail'],
    }),
    // The created park's number, which 采集审核 links to; filled by the module, shown by no generic view.
    g_park_uuid: field.text({ label: '车场编号', virtual: true, readOnly: true, show: [] }),
  },
  list: {
    columns: [
      'name',
      'area_code',
      'address',
      'total_spaces',
      'collector_name',
      'collect_time',
      'status',
      'park_name',
      'audit_time',
    ],
    sort: ['collect_time', 'desc'],
  },
  actions: {
    // The park's inputs are not columns of the collection (it keeps what was collected); the
    // module's handler creates the park from them. The auditor corrects the collected name and spaces.
    approve: {
      label: '通过',
      permission: 'parking:collection:audit',
      ask: 'page',
      states: WAITING,
      to: { field: 'status', value: 1 },
      stamp: AUDITOR,
      input: {
        merchant_id: field.ref('parking/customer', { label: '车场所属商户', required: true }),
        park_name: field.text({ label: '车场名称', maxLength: 64, required: true }),
        park_spaces: field.integer({ label: '车位总数', minimum: 1, maximum: 100_000, required: true }),
        charge_mode: field.code(CHARGE_MODE, { label: '收费模式', required: true }),
        contact_name: field.text({ label: '联系人', maxLength: 32 }),
        contact_mobile: field.mobile({ label: '联系电话' }),
      },
      defaults: { charge_mode: 1 },
      prefill: { park_name: 'name', park_spaces: 'total_spaces' },
    },
    reject: {
      label: '驳回',
      permission: 'parking:collection:audit',
      ask: 'page',
      danger: true,
      states: WAITING,
      to: { field: 'status', value: 2 },
      stamp: AUDITOR,
      input: { audit_reason: field.text({ label: '驳回原因', maxLength: 255, required: true }) },
    },
  },
  detail: {
    sections: [
      {
        title: '采集信息',
        fields: [
          'name',
          'area_code',
          'address',
          'location',
          'total_spaces',
          'collector_name',
          'collector_mobile',
        ],
      },
      { title: '现场照片', fields: ['entrance_photo', 'site_photo'] },
      {
        title: '审核',
        fields: ['collect_time', 'status', 'auditor_name', 'audit_time', 'audit_reason'],
      },
      { title: '生成车场', fields: ['park_name', 'park_merchant_name'] },
    ],
  },
});
