import { AGENT_KIND, AGENT_ONLINE } from '../../../code-tables/parking-network.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/**
 * 终端设备: a device at a park's gate (camera, display, barrier controller). Devices report a
 * heartbeat; `online` is derived from its age on every read, never stored, so it cannot go stale.
 * Registering or editing a device needs the update code: the catalogue has no separate create code.
 */
export const agentResource = defineResource({
  key: 'parking/agent',
  table: 'park_agent',
  label: '终端设备',
  scope: 'park',
  permissions: {
    list: 'iot:vertex:agent:list',
    detail: 'iot:vertex:agent:detail',
    create: 'iot:vertex:agent:update',
    update: 'iot:vertex:agent:update',
  },
  fields: {
    park_id: field.park({
      label: '车场',
      required: true,
      immutable: true,
      search: 'eq',
      show: ['detail', 'form'],
    }),
    park_name: field.text({ label: '车场', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    device_sn: field.text({
      label: '设备序列号',
      maxLength: 32,
      required: true,
      immutable: true,
      search: 'eq',
    }),
    name: field.text({ label: '设备名称', maxLength: 64, required: true, search: 'contains' }),
    gate_name: field.text({ label: '所在通道', maxLength: 32, required: true }),
    kind: field.code(AGENT_KIND, { label: '设备类型', required: true, search: 'eq' }),
    online: field.code(AGENT_ONLINE, {
      label: '在线状态',
      virtual: true,
      readOnly: true,
      show: ['list', 'detail'],
    }),
    last_heartbeat: field.time({ label: '最后心跳', readOnly: true, sortable: true }),
    ip: field.text({ label: 'IP 地址', maxLength: 45, show: ['detail', 'form'] }),
    firmware: field.text({ label: '固件版本', maxLength: 32, show: ['detail', 'form'] }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '登记时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: ['device_sn', 'name', 'park_name', 'gate_name', 'kind', 'online', 'last_heartbeat'],
    sort: ['last_heartbeat', 'desc'],
  },
});
