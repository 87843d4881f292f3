// 设备: charge points, connectors, their OCPP messages (issue 19, ocpp part).
import { defineCodeTable } from '../../code-tables/define-code-table.js';
import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import type { Validator } from '../../validators/catalogue.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/**
 * A connector's status as the console shows it: OCPP 1.6's ChargePointStatus, and 离线 (Offline),
 * which no charge point sends: the server derives it when the charge point has been silent for
 * three heartbeat intervals, at read time.
 */
export const CONNECTOR_STATUS = defineCodeTable([
  { value: 'Available', label: '空闲', color: 'success' },
  { value: 'Preparing', label: '准备中', color: 'processing' },
  { value: 'Charging', label: '充电中', color: 'processing' },
  { value: 'SuspendedEV', label: '暂停（车辆）', color: 'warning' },
  { value: 'SuspendedEVSE', label: '暂停（桩）', color: 'warning' },
  { value: 'Finishing', label: '结束中', color: 'cyan' },
  { value: 'Reserved', label: '已预约', color: 'purple' },
  { value: 'Unavailable', label: '不可用', color: 'default' },
  { value: 'Faulted', label: '故障', color: 'error' },
  { value: 'Offline', label: '离线', color: 'default' },
]);

/** Whether the charge point is heard from (derived from last_seen_time and its heartbeat interval). */
export const CHARGE_POINT_LINK = defineCodeTable([
  { value: 1, label: '在线', color: 'success' },
  { value: 0, label: '离线', color: 'default' },
]);

/** ChangeAvailability.req's type. */
export const AVAILABILITY_TYPE = defineCodeTable([
  { value: 'Operative', label: '可用', color: 'success' },
  { value: 'Inoperative', label: '不可用', color: 'default' },
]);

/** Reset.req's type. */
export const RESET_TYPE = defineCodeTable([
  { value: 'Soft', label: '软重启', color: 'default' },
  { value: 'Hard', label: '硬重启', color: 'warning' },
]);

/** The OCPP path segment: letters, digits and - _ . : (CiString, no slash). */
const IDENTITY: Validator = {
  test: (value) => /^[A-Za-z0-9._:-]{1,48}$/.test(value),
  message: '桩编号只能包含字母、数字和 - _ . :',
};

const CONNECTOR_NO = field.integer({ label: '枪号', required: true, minimum: 1, maximum: 8 });

/** A charge point whose heartbeats stopped for three intervals is offline. */
export const OFFLINE_AFTER_HEARTBEATS = 3;

export function isChargePointOnline(
  lastSeen: number | null | undefined,
  heartbeatInterval: number,
  now: number,
): boolean {
  return lastSeen != null && now - lastSeen <= OFFLINE_AFTER_HEARTBEATS * heartbeatInterval;
}

/**
 * 充电桩 (设备管理): a charge point of a station, as OCPP knows it. Registered with its identity and
 * a password (HTTP Basic on the WebSocket upgrade; stored as an argon2 hash, never read back); the
 * connectors are made with it. The console's OCPP commands are its actions, sent to the connected
 * charge point by the server module.
 */
export const chargePointResource = defineResource({
  key: 'energy/device',
  table: 'energy_charge_point',
  label: '充电桩',
  scope: 'merchant',
  permissions: {
    list: 'energy:device:list',
    detail: 'energy:device:detail',
    create: 'energy:device:create',
    update: 'energy:device:update',
  },
  fields: {
    station_id: field.integer({
      label: '充电站',
      required: true,
      immutable: true,
      minimum: 1,
      search: 'eq',
      show: ['form'],
    }),
    station_name: field.text({ label: '充电站', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    identity: field.text({
      label: '桩编号',
      maxLength: 48,
      required: true,
      immutable: true,
      search: 'contains',
      validators: [IDENTITY],
      help: '充电桩连接地址 /ocpp/<桩编号> 的最后一段',
    }),
    name: field.text({ label: '桩名称', maxLength: 64, required: true, search: 'contains' }),
    password: field.password({
      label: '连接密码',
      required: true,
      help: 'HTTP Basic 认证密码，保存后不再显示，请配置到充电桩',
    }),
    connector_count: field.integer({
      label: '枪数',
      required: true,
      immutable: true,
      minimum: 1,
      maximum: 8,
    }),
    max_power_w: field.integer({
      label: '最大功率',
      unit: 'W',
      required: true,
      minimum: 1000,
      maximum: 600_000,
    }),
    link: field.code(CHARGE_POINT_LINK, { label: '连接状态', virtual: true, readOnly: true }),
    connectors: field.text({ label: '枪状态', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    vendor: field.text({ label: '厂商', maxLength: 32, readOnly: true, show: ['detail'] }),
    model: field.text({ label: '型号', maxLength: 32, readOnly: true, show: ['detail'] }),
    serial_no: field.text({ label: '序列号', maxLength: 32, readOnly: true, show: ['detail'] }),
    firmware: field.text({ label: '固件版本', maxLength: 64, readOnly: true, show: ['detail'] }),
    heartbeat_interval: field.integer({ label: '心跳间隔', unit: '秒', readOnly: true, show: ['detail'] }),
    last_seen_time: field.time({ label: '最后通信时间', readOnly: true }),
    boot_time: field.time({ label: '最近启动时间', readOnly: true, show: ['detail'] }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    create_time: field.time({ label: '登记时间', readOnly: true, sortable: true }),
  },
  list: {
    columns: [
      'identity',
      'name',
      'station_name',
      'link',
      'connectors',
      'max_power_w',
      'last_seen_time',
      'status',
    ],
    sort: ['create_time', 'desc'],
    refreshSeconds: 5,
  },
  detail: {
    sections: [
      {
        title: '基本信息',
        fields: [
          'identity',
          'name',
          'station_name',
          'connector_count',
          'max_power_w',
          'status',
          'create_time',
        ],
      },
      {
        title: '运行状态',
        fields: ['link', 'connectors', 'last_seen_time', 'boot_time', 'heartbeat_interval'],
      },
      { title: '设备信息', fields: ['vendor', 'model', 'serial_no', 'firmware'] },
    ],
  },
  actions: {
    'remote-start': {
      label: '远程启动',
      permission: 'energy:device:update',
      states: { field: 'status', in: [1] },
      input: {
        connector_no: CONNECTOR_NO,
        id_tag: field.text({ label: '卡号（idTag）', maxLength: 20, required: true }),
        prepaid_amount: field.money({
          label: '预付金额',
          help: '仅在本站开启预付费时使用；不填按默认预付金额',
        }),
      },
      defaults: { connector_no: 1 },
      done: '已下发远程启动',
    },
    'remote-stop': {
      label: '远程停止',
      permission: 'energy:device:update',
      states: { field: 'status', in: [1] },
      input: { connector_no: CONNECTOR_NO },
      defaults: { connector_no: 1 },
      danger: true,
      done: '已下发远程停止',
    },
    'change-availability': {
      label: '切换可用性',
      permission: 'energy:device:update',
      states: { field: 'status', in: [1] },
      input: {
        connector_no: field.integer({
          label: '枪号',
          required: true,
          minimum: 0,
          maximum: 8,
          help: '0 表示整桩',
        }),
        availability: field.code(AVAILABILITY_TYPE, { label: '可用性', required: true }),
      },
      defaults: { connector_no: 0, availability: 'Operative' },
      done: '已下发切换可用性',
    },
    reset: {
      label: '重启',
      permission: 'energy:device:update',
      states: { field: 'status', in: [1] },
      input: { reset_type: field.code(RESET_TYPE, { label: '重启方式', required: true }) },
      defaults: { reset_type: 'Soft' },
      danger: true,
      done: '已下发重启',
    },
  },
  enableDisable: { permission: 'energy:device:update' },
});

export * from './device-payloads.js';
