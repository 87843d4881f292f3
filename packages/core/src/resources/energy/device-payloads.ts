import { s, type Infer } from '../../api/schema.js';

/** The device page's live parts (GET energy/device/live) and the charger simulator's answers. */

export const DEVICE_CONNECTOR = s.object({
  connector_no: s.integer({ title: '枪号' }),
  /** CONNECTOR_STATUS: the OCPP status, or Offline when the charge point is silent. */
  status: s.string({ title: '状态' }),
  error_code: s.nullable(s.string({ title: '故障码' })),
  status_time: s.nullable(s.integer({ title: '状态时间' })),
  /** The open session on it, if any. */
  transaction_id: s.nullable(s.integer({ title: '交易号' })),
  energy_wh: s.nullable(s.integer({ title: '已充电量（Wh）' })),
});
export type DeviceConnector = Infer<typeof DEVICE_CONNECTOR>;

export const DEVICE_SESSION = s.object({
  id: s.integer(),
  record_no: s.string({ title: '记录编号' }),
  connector_no: s.integer({ title: '枪号' }),
  transaction_id: s.integer({ title: '交易号' }),
  id_tag: s.string({ title: '卡号' }),
  start_time: s.integer({ title: '开始时间' }),
  end_time: s.nullable(s.integer({ title: '结束时间' })),
  energy_wh: s.integer({ title: '电量（Wh）' }),
  amount: s.integer({ title: '金额（分）' }),
  prepaid_amount: s.integer({ title: '预付金额（分）' }),
  status: s.integer({ title: '状态' }),
  stop_reason: s.nullable(s.string({ title: '结束原因' })),
});
export type DeviceSession = Infer<typeof DEVICE_SESSION>;

export const DEVICE_MESSAGE = s.object({
  id: s.integer(),
  direction: s.string({ title: '方向' }),
  action: s.string({ title: '消息' }),
  payload: s.string({ title: '内容' }),
  note: s.nullable(s.string({ title: '说明' })),
  create_time: s.integer({ title: '时间' }),
});
export type DeviceMessage = Infer<typeof DEVICE_MESSAGE>;

export const DEVICE_LIVE = s.object({
  online: s.boolean({ title: '在线' }),
  connected: s.boolean({ title: '已连接' }),
  connectors: s.array(DEVICE_CONNECTOR),
  sessions: s.array(DEVICE_SESSION),
  messages: s.array(DEVICE_MESSAGE),
});
export type DeviceLive = Infer<typeof DEVICE_LIVE>;

/** One simulated charge point of the developer tool, as it stands. */
export const SIMULATED_CHARGER = s.object({
  charge_point_id: s.integer(),
  identity: s.string({ title: '桩编号' }),
  connected: s.boolean({ title: '已连接' }),
  meter_wh: s.integer({ title: '电表读数（Wh）' }),
  connectors: s.array(
    s.object({
      connector_no: s.integer(),
      status: s.string(),
      transaction_id: s.nullable(s.integer()),
      power_w: s.integer(),
    }),
  ),
  events: s.array(s.string()),
});
export type SimulatedCharger = Infer<typeof SIMULATED_CHARGER>;
