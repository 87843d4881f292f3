import { ENABLED_STATUS } from '../../../code-tables/enabled-status.js';
import { SOFTWARE_PROTOCOL } from '../../../code-tables/parking-network.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/**
 * 停车软件: a parking-system software version a partner supports (vendor, version, protocol). Parks
 * of its customers run one of them; a disabled version stays on the parks that run it but is no
 * longer offered. (merchant_id, name, version) is unique.
 */
export const softwareResource = defineResource({
  key: 'parking/software',
  table: 'park_software',
  label: '停车软件',
  scope: 'merchant',
  permissions: {
    list: 'parking:software:list',
    detail: 'parking:software:detail',
    create: 'parking:software:create',
    update: 'parking:software:update',
  },
  // 能源服务商 keeps its software in the same list (/energy/software/*) with its own codes.
  alsoPermitted: [
    {
      list: 'energy:software:list',
      detail: 'energy:software:detail',
      create: 'energy:software:create',
      update: 'energy:software:update',
    },
  ],
  fields: {
    name: field.text({
      label: '软件名称',
      maxLength: 64,
      required: true,
      search: 'contains',
      sortable: true,
    }),
    vendor: field.text({ label: '厂商', maxLength: 64, required: true, search: 'contains' }),
    version: field.text({ label: '版本号', maxLength: 32, required: true, immutable: true }),
    protocol: field.code(SOFTWARE_PROTOCOL, { label: '对接协议', required: true, search: 'eq' }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    description: field.text({ label: '说明', maxLength: 500, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', readOnly: true, sortable: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: ['name', 'vendor', 'version', 'protocol', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'parking:software:update' },
});
