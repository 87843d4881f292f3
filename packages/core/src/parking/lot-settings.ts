import type { PermissionCode } from '../permissions/catalogue.js';
import type { JsonSchema } from '../resources/json-schema.js';

/**
 * Per-lot settings kept as one document per lot and kind (预约设置, 运行配置, 支付渠道): the server
 * validates a save with `schema` and `problem`, the pages read the defaults and labels from here, and
 * the lot's 配置日志 names each change by `label`. A lot that never saved a kind uses its defaults.
 */
export interface LotSettingKind<V extends object> {
  /** Audit-log resource key; the row id of those audit rows is the park id. */
  auditKey: string;
  label: string;
  view: PermissionCode;
  update: PermissionCode;
  defaults: V;
  schema: Record<string, JsonSchema>;
  /** A rule across fields the schema cannot say, as a Chinese message. */
  problem(value: V): string | undefined;
}

export interface ReserveSettings {
  /** Whether owners may book spaces of this lot at all. */
  enabled: 0 | 1;
  /** Booking fee in fen. */
  fee: number;
  /** How long a booked space is held for the car. */
  hold_minutes: number;
  /** A booking cancelled within this many minutes is refunded in full. */
  free_cancel_minutes: number;
}

export interface RuntimeSettings {
  /** Seconds the barrier waits open for a car before closing again. */
  gate_open_timeout: number;
  /** Minutes a car may take to leave after paying inside the lot before it owes again. */
  free_leave_minutes: number;
  /** Whether cars on no list (临时车) may enter. */
  allow_temp_entry: 0 | 1;
  /** Whether a car without a readable plate may enter (by passport or ticket). */
  allow_plateless_entry: 0 | 1;
  /** When the lot is full, refuse temporary cars while card cars still enter. */
  full_refuse_temp: 0 | 1;
  /** A lapsed period card parks and pays as a temporary car instead of being refused. */
  expired_card_as_temp: 0 | 1;
}

export interface ChannelSettings {
  /** PAY_MODE values the lot accepts (the payment-channel checkbox group's value). */
  pay_modes: number[];
}

const flag = (title: string): JsonSchema => ({ type: 'integer', enum: [0, 1], title });
const int = (title: string, minimum: number, maximum: number): JsonSchema => ({
  type: 'integer',
  minimum,
  maximum,
  title,
});

export const RESERVE_SETTINGS: LotSettingKind<ReserveSettings> = {
  auditKey: 'parking/config/reserve',
  label: '预约设置',
  view: 'parking:reserve-rule:view',
  update: 'parking:reserve-rule:update',
  defaults: { enabled: 0, fee: 0, hold_minutes: 30, free_cancel_minutes: 5 },
  schema: {
    enabled: flag('开启预约'),
    fee: int('预约费', 0, 100_000),
    hold_minutes: int('车位保留时长', 5, 240),
    free_cancel_minutes: int('免费取消时长', 0, 240),
  },
  problem: (value) =>
    value.free_cancel_minutes > value.hold_minutes ? '免费取消时长不能超过车位保留时长' : undefined,
};

export const RUNTIME_SETTINGS: LotSettingKind<RuntimeSettings> = {
  auditKey: 'parking/config/runtime',
  label: '运行配置',
  view: 'parking:runtime:view',
  update: 'parking:runtime:update',
  defaults: {
    gate_open_timeout: 15,
    free_leave_minutes: 15,
    allow_temp_entry: 1,
    allow_plateless_entry: 1,
    full_refuse_temp: 1,
    expired_card_as_temp: 1,
  },
  schema: {
    gate_open_timeout: int('开闸超时', 3, 120),
    free_leave_minutes: int('缴费后免费离场时长', 0, 120),
    allow_temp_entry: flag('允许临时车入场'),
    allow_plateless_entry: flag('允许无牌车入场'),
    full_refuse_temp: flag('满位禁止临时车入场'),
    expired_card_as_temp: flag('过期月卡按临时车计费'),
  },
  problem: (value) =>
    value.full_refuse_temp === 1 && value.allow_temp_entry === 0
      ? '已禁止临时车入场时无需再设置满位禁止临时车'
      : undefined,
};

export const CHANNEL_SETTINGS: LotSettingKind<ChannelSettings> = {
  auditKey: 'parking/config/channel',
  label: '支付渠道',
  view: 'payment:channel:view',
  update: 'payment:channel:update',
  defaults: { pay_modes: [0, 3, 4] },
  schema: {
    pay_modes: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 10 },
      maxItems: 11,
      uniqueItems: true,
      title: '支付渠道',
    },
  },
  problem: (value) => (value.pay_modes.length === 0 ? '请至少选择一个支付渠道' : undefined),
};

export const LOT_SETTING_KINDS = {
  reserve: RESERVE_SETTINGS,
  runtime: RUNTIME_SETTINGS,
  channel: CHANNEL_SETTINGS,
} as const;

export type LotSettingKindName = keyof typeof LOT_SETTING_KINDS;

/** The kind's cross-field rule for a document the server has already checked field by field. */
export function lotSettingProblem(
  kind: LotSettingKindName,
  value: Record<string, unknown>,
): string | undefined {
  const check = LOT_SETTING_KINDS[kind].problem as unknown as (
    value: Record<string, unknown>,
  ) => string | undefined;
  return check(value);
}
