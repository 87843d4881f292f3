import { ENERGY_COLLECTOR } from '../../code-tables/energy-station.js';
import { defineSettings } from '../define-settings.js';
import { field } from '../field.js';
import { LOT_PAY_MODE } from '../parking/lot-settings.js';

/**
 * A station's settings documents (运行配置, 支付渠道, 预付费设置): one per station and kind in
 * energy_station_setting, read as the defaults until first saved; each save is an audit row whose
 * resource is the key and whose row id is the station.
 */

export const stationRuntimeSettings = defineSettings({
  key: 'energy/station/config/runtime',
  label: '运行配置',
  owner: 'station',
  kind: 'runtime',
  permissions: { detail: 'energy:runtime:view', update: 'energy:runtime:update' },
  hint: '电站内充电桩的心跳、单次充电时长与占位费规则',
  fields: {
    heartbeat_interval: field.integer({
      label: '心跳间隔',
      minimum: 10,
      maximum: 3600,
      required: true,
      unit: '秒',
      help: '连续 3 个心跳间隔未收到消息的充电桩显示为离线',
    }),
    max_session_hours: field.integer({
      label: '单次最长充电时长',
      minimum: 1,
      maximum: 72,
      required: true,
      unit: '小时',
      help: '超过时长的会话由平台远程停止',
    }),
    idle_fee_enabled: field.boolean({ label: '收取占位费', required: true, help: '充满后未拔枪按分钟收费' }),
    idle_free_minutes: field.integer({
      label: '占位免费时长',
      minimum: 0,
      maximum: 240,
      required: true,
      unit: '分钟',
    }),
    idle_fee_per_minute: field.money({ label: '占位费单价（每分钟）', maximum: 10_000, required: true }),
    idle_fee_cap: field.money({
      label: '单次占位费上限',
      maximum: 1_000_000,
      required: true,
      help: '0 为不封顶',
    }),
  },
  defaults: {
    heartbeat_interval: 60,
    max_session_hours: 12,
    idle_fee_enabled: 0,
    idle_free_minutes: 15,
    idle_fee_per_minute: 50,
    idle_fee_cap: 0,
  },
  check: (value) =>
    value.idle_fee_enabled === 1 && value.idle_fee_per_minute === 0
      ? '收取占位费时占位费单价应大于 0'
      : undefined,
});

export const stationChannelSettings = defineSettings({
  key: 'energy/station/config/channel',
  label: '支付渠道',
  owner: 'station',
  kind: 'channel',
  permissions: { detail: 'payment:channel:view', update: 'payment:channel:update' },
  hint: '车主支付充电费用时仅展示已勾选的支付渠道，款项进入所选收款方',
  fields: {
    pay_modes: field.codes(LOT_PAY_MODE, { label: '支付渠道', required: true }),
    collector: field.code(ENERGY_COLLECTOR, { label: '收款方', required: true }),
    sub_mch_id: field.text({
      label: '渠道子商户号',
      maxLength: 32,
      help: '渠道进件后分配的子商户号，可留空',
    }),
  },
  defaults: { pay_modes: [3, 4], collector: 1, sub_mch_id: '' },
});

/**
 * 预付费设置 (kind `energy-prepayment`): exactly these three fields, which the OCPP part reads when
 * a session starts (a prepaid amount authorizes it, the session is settled against it at the stop).
 */
export const stationPrepaymentSettings = defineSettings({
  key: 'energy/station/config/prepayment',
  label: '预付费设置',
  owner: 'station',
  kind: 'energy-prepayment',
  permissions: { detail: 'energy:prepayment:view', update: 'energy:prepayment:update' },
  hint: '开启后车主需先预付金额才能启动充电，结束后按实际费用结算并退回余额',
  fields: {
    enabled: field.boolean({ label: '开启预付费', required: true }),
    default_amount: field.money({ label: '默认预付金额', maximum: 1_000_000, required: true }),
    min_amount: field.money({ label: '最低预付金额', maximum: 1_000_000, required: true }),
  },
  defaults: { enabled: 0, default_amount: 5000, min_amount: 1000 },
  check: (value) =>
    value.min_amount > value.default_amount ? '最低预付金额不能高于默认预付金额' : undefined,
});

export const STATION_SETTINGS = [
  stationRuntimeSettings,
  stationChannelSettings,
  stationPrepaymentSettings,
] as const;
