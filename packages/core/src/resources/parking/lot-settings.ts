import { defineCodeTable } from '../../code-tables/define-code-table.js';
import { PAY_MODE } from '../../code-tables/payment.js';
import { defineSettings } from '../define-settings.js';
import { field } from '../field.js';

/**
 * A lot's settings documents (预约设置, 运行配置, 支付渠道): one per lot and kind, read as the
 * defaults until first saved. Each save is an audit row whose resource is the key and whose row id
 * is the park, which the lot's 配置日志 reads.
 */

const minutes = (label: string, minimum: number, maximum: number, help?: string) =>
  field.integer({ label, minimum, maximum, required: true, unit: '分钟', ...(help && { help }) });

export const reserveSettings = defineSettings({
  key: 'parking/config/reserve',
  label: '预约设置',
  owner: 'park',
  kind: 'reserve',
  permissions: { detail: 'parking:reserve-rule:view', update: 'parking:reserve-rule:update' },
  // 停车集团 reads its own lots with its own codes (see AlsoPermitted).
  alsoPermitted: [{ detail: 'group:reserve-rule:view', update: 'group:reserve-rule:update' }],
  hint: '开启后车主可在小程序预约本车场的预约车位',
  fields: {
    enabled: field.boolean({ label: '开启预约', required: true }),
    fee: field.money({ label: '预约费', maximum: 100_000, required: true, help: '0 为免费预约' }),
    hold_minutes: minutes('车位保留时长', 5, 240, '超过保留时长未入场，预约自动超时并释放车位'),
    free_cancel_minutes: minutes('免费取消时长', 0, 240, '预约后在此时长内取消全额退款，不能超过保留时长'),
  },
  defaults: { enabled: 0, fee: 0, hold_minutes: 30, free_cancel_minutes: 5 },
  check: (value) =>
    value.free_cancel_minutes > value.hold_minutes ? '免费取消时长不能超过车位保留时长' : undefined,
});

export const runtimeSettings = defineSettings({
  key: 'parking/config/runtime',
  label: '运行配置',
  owner: 'park',
  kind: 'runtime',
  permissions: { detail: 'parking:runtime:view', update: 'parking:runtime:update' },
  fields: {
    gate_open_timeout: field.integer({
      label: '开闸超时',
      minimum: 3,
      maximum: 120,
      required: true,
      unit: '秒',
    }),
    free_leave_minutes: minutes('缴费后免费离场时长', 0, 120, '场内缴费后在此时长内离场不再计费'),
    allow_temp_entry: field.boolean({ label: '允许临时车入场', required: true }),
    allow_plateless_entry: field.boolean({
      label: '允许无牌车入场',
      required: true,
      help: '无牌车凭通行证或扫码取票入场',
    }),
    full_refuse_temp: field.boolean({ label: '满位禁止临时车入场', required: true }),
    expired_card_as_temp: field.boolean({
      label: '过期月卡按临时车计费',
      required: true,
      help: '关闭时过期月卡车辆将被拒绝入场',
    }),
  },
  defaults: {
    gate_open_timeout: 15,
    free_leave_minutes: 15,
    allow_temp_entry: 1,
    allow_plateless_entry: 1,
    full_refuse_temp: 1,
    expired_card_as_temp: 1,
  },
  check: (value) =>
    value.full_refuse_temp === 1 && value.allow_temp_entry === 0
      ? '已禁止临时车入场时无需再设置满位禁止临时车'
      : undefined,
});

/** The channels a lot may accept: every pay mode but 未知, which only describes old orders. */
export const LOT_PAY_MODE = defineCodeTable(PAY_MODE.entries.filter((entry) => entry.value !== -1));

export const channelSettings = defineSettings({
  key: 'parking/config/channel',
  label: '支付渠道',
  owner: 'park',
  kind: 'channel',
  permissions: { detail: 'payment:channel:view', update: 'payment:channel:update' },
  // 停车集团 reads its lot's channels (its 结算账户 tab) and never changes them.
  alsoPermitted: [{ detail: 'group:account:view' }],
  hint: '车主缴费时仅展示已勾选的支付渠道',
  fields: {
    pay_modes: field.codes(LOT_PAY_MODE, { label: '支付渠道', required: true }),
  },
  defaults: { pay_modes: [0, 3, 4] },
});

/** Every lot settings kind, for the config log, which names their changes. */
export const LOT_SETTINGS = [reserveSettings, runtimeSettings, channelSettings] as const;
