import { defineCodeTable } from '../../code-tables/define-code-table.js';
import { AGENT_ONLINE } from '../../code-tables/parking-network.js';
import { defineView } from '../define-view.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/** Where a terminal stands: at a lot's gate (park_agent) or at a charging station (an OCPP charge point). */
export const TERMINAL_SOURCE = defineCodeTable([
  { value: 'park', label: '车场终端', color: 'processing' },
  { value: 'station', label: '充电桩', color: 'cyan' },
]);

/** What a terminal is: the lot devices' kinds (AGENT_KIND) and the charge point. */
export const TERMINAL_KIND = defineCodeTable([
  { value: 1, label: '入口相机', color: 'processing' },
  { value: 2, label: '出口相机', color: 'success' },
  { value: 3, label: '显示屏', color: 'cyan' },
  { value: 4, label: '道闸控制器', color: 'purple' },
  { value: 10, label: '充电桩', color: 'lime' },
]);

/** The kind a charge point has in TERMINAL_KIND. */
export const TERMINAL_KIND_CHARGE_POINT = 10;

/**
 * 终端列表: every terminal of the caller's lots and stations in one list: the lot devices (cameras,
 * displays, barrier controllers) and the charge points. 在线 is worked out from the last heartbeat at
 * the moment of reading (a lot device within AGENT_ONLINE_SECONDS, a charge point within three of its
 * heartbeat intervals), never stored. A terminal is named by its source and its id there.
 */
export const terminalView = defineView({
  key: 'base/services/iot/agent',
  label: '终端',
  // A station's charge point has no lot: a sub-account limited to lots sees only its lots' devices.
  scope: 'park',
  permissions: { list: 'iot:vertex:agent:list', detail: 'iot:vertex:agent:detail' },
  alsoPermitted: [{ list: 'iot:vertex:agent:detail' }],
  fields: {
    source: field.code(TERMINAL_SOURCE, { label: '终端来源', ...RO, search: 'eq' }),
    // The lot of a lot device (null for a charge point): the scope's park column, a filter, never shown.
    park_id: field.park({ label: '车场', ...RO, search: 'eq', show: [] }),
    device_id: field.integer({ label: '终端ID', ...RO, search: 'eq', show: ['detail'] }),
    device_sn: field.text({ label: '设备编号', maxLength: 48, ...RO, search: 'eq' }),
    name: field.text({ label: '设备名称', maxLength: 64, ...RO, search: 'contains' }),
    kind: field.code(TERMINAL_KIND, { label: '设备类型', ...RO, search: 'eq' }),
    site_name: field.text({ label: '车场/充电站', maxLength: 64, ...RO, search: 'contains' }),
    position: field.text({ label: '安装位置', maxLength: 64, ...RO }),
    online: field.code(AGENT_ONLINE, { label: '在线状态', ...RO, search: 'eq' }),
    last_heartbeat: field.time({ label: '最后心跳', ...RO, sortable: true }),
    merchant_name: field.text({ label: '所属商户', maxLength: 64, ...RO, show: ['detail'] }),
    vendor: field.text({ label: '厂商/型号', maxLength: 64, ...RO, show: ['detail'] }),
    ip: field.text({ label: 'IP 地址', maxLength: 45, ...RO, show: ['detail'] }),
    firmware: field.text({ label: '固件版本', maxLength: 32, ...RO, show: ['detail'] }),
    heartbeat_interval: field.integer({ label: '心跳间隔（秒）', ...RO, show: ['detail'] }),
    create_time: field.time({ label: '登记时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: ['device_sn', 'name', 'kind', 'site_name', 'position', 'online', 'last_heartbeat'],
    sort: ['last_heartbeat', 'desc'],
  },
  rowKey: ['source', 'device_id'],
});
