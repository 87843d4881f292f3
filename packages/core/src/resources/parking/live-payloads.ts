import { s, type Infer } from '../../api/schema.js';

/** The hand-written live screens of parking (车场控制台, 停车数据大屏) and the gate simulator. */

export const CONSOLE_CAR = s.object({
  id: s.integer(),
  plate: s.string({ title: '车牌号' }),
  plate_color: s.integer({ title: '车牌颜色' }),
  car_type: s.integer({ title: '车辆类型' }),
  entry_time: s.integer({ title: '入场时间' }),
  entry_gate: s.string({ title: '入场通道' }),
});
export type ConsoleCar = Infer<typeof CONSOLE_CAR>;

export const CONSOLE_EVENT = s.object({
  id: s.integer(),
  /** PARK_EVENT_KIND: entry, exit, refused, release, pay, open. */
  kind: s.string({ title: '事件类型' }),
  plate: s.string(),
  plate_color: s.integer(),
  gate: s.string(),
  content: s.string(),
  create_time: s.integer(),
});
export type ConsoleEvent = Infer<typeof CONSOLE_EVENT>;

/** GET parking/console/overview: one park's live state; money in fen. */
export const CONSOLE_OVERVIEW = s.object({
  park: s.object({
    id: s.integer(),
    name: s.string(),
    total_spaces: s.integer(),
    charge_mode: s.integer(),
    status: s.integer(),
  }),
  in_lot: s.integer({ title: '场内车辆' }),
  free_spaces: s.integer({ title: '空余车位' }),
  entries_today: s.integer({ title: '今日入场' }),
  exits_today: s.integer({ title: '今日出场' }),
  income_today: s.integer({ title: '今日收入（分）' }),
  cars: s.array(CONSOLE_CAR),
  events: s.array(CONSOLE_EVENT),
  refreshed_at: s.integer({ title: '刷新时间' }),
});
export type ConsoleOverview = Infer<typeof CONSOLE_OVERVIEW>;

export const OPEN_GATE_BODY = s.object({
  park_id: s.integer({ minimum: 1, title: '车场' }),
  gate: s.string({ minLength: 1, maxLength: 32, title: '通道' }),
  reason: s.string({ minLength: 1, maxLength: 128, title: '开闸原因' }),
});
export type OpenGateBody = Infer<typeof OPEN_GATE_BODY>;

export const DASHBOARD_PARK = s.object({
  id: s.integer(),
  name: s.string(),
  total_spaces: s.integer(),
  in_lot: s.integer(),
  entries: s.integer(),
  exits: s.integer(),
  /** Fen. */
  income: s.integer(),
});
export type DashboardPark = Infer<typeof DASHBOARD_PARK>;

export const TREND_POINT = s.object({
  /** YYYY-MM-DD, China time. */
  date: s.string({ title: '日期' }),
  entries: s.integer(),
  exits: s.integer(),
  income: s.integer(),
});
export type TrendPoint = Infer<typeof TREND_POINT>;

/** GET parking/dashboard/overview: today's figures of every park the caller sees, and the trend. */
export const DASHBOARD_OVERVIEW = s.object({
  totals: s.object({
    parks: s.integer(),
    total_spaces: s.integer(),
    in_lot: s.integer(),
    entries: s.integer(),
    exits: s.integer(),
    income: s.integer(),
  }),
  parks: s.array(DASHBOARD_PARK),
  trend: s.array(TREND_POINT),
  refreshed_at: s.integer(),
});
export type DashboardOverview = Infer<typeof DASHBOARD_OVERVIEW>;

/** POST devtool/parking/entry: admitted with its record, or refused with the reason (a blacklist). */
export const ENTRY_OUTCOME = s.object(
  { admitted: s.boolean({ title: '是否放行' }) },
  { record_id: s.integer(), car_type: s.integer(), reason: s.string({ title: '拒绝原因' }) },
);
export type EntryOutcome = Infer<typeof ENTRY_OUTCOME>;

/** POST devtool/parking/exit and /pay; money in fen. */
export const EXIT_OUTCOME = s.object({
  record_id: s.integer(),
  order_id: s.nullable(s.integer()),
  order_no: s.nullable(s.string()),
  fee: s.integer({ title: '应收（分）' }),
  paid: s.integer({ title: '实收（分）' }),
  /** What coupons took off in this call, in fen (0 without one). */
  discount: s.integer({ title: '优惠（分）' }),
  /** The coupons used in this call (none when no order was written) and what each took, in fen. */
  coupons: s.array(
    s.object({
      coupon_no: s.string({ title: '券码' }),
      coupon_name: s.string({ title: '券名称' }),
      discount: s.integer({ title: '抵扣（分）' }),
    }),
  ),
  /** What the stay still owes after this call: the pending order's amount on a leave-first lot. */
  owed: s.integer({ title: '待缴（分）' }),
  order_status: s.nullable(s.integer()),
});
export type ExitOutcome = Infer<typeof EXIT_OUTCOME>;

/** POST devtool/parking/car-apply: the filed application. */
export const FILED_APPLICATION = s.object({ id: s.integer(), apply_no: s.string({ title: '申请编号' }) });
