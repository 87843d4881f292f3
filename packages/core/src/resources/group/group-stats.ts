import { s, type Infer } from '../../api/schema.js';

/**
 * 停车集团, the stats part of issue 17: the payloads of 项目概览 (/group/console), 统计概览
 * (/group/statistics) and 集团数据大屏 (/group/overview). They are figures over the same rows the
 * lists show (临停订单, 月卡订单, 停车记录, 放行记录), so no definition can say them. Money in fen.
 */

/** One lot today, as a card of 项目概览. */
export const GROUP_LOT_TODAY = s.object({
  id: s.integer(),
  name: s.string({ title: '车场' }),
  /** The lot's g_park_uuid: the `g_code` of its detail group. */
  uuid: s.string({ title: '车场编号' }),
  total_spaces: s.integer({ title: '车位总数' }),
  in_lot: s.integer({ title: '在场车辆' }),
  entries: s.integer({ title: '今日入场' }),
  exits: s.integer({ title: '今日出场' }),
  /** Paid 临停订单 and 月卡订单 created today. */
  income: s.integer({ title: '今日收入（分）' }),
  /** Records still open past 24 h, plus today's manual releases. */
  abnormal: s.integer({ title: '异常通行' }),
});
export type GroupLotToday = Infer<typeof GROUP_LOT_TODAY>;

export const GROUP_TODAY_TOTALS = s.object({
  parks: s.integer(),
  total_spaces: s.integer(),
  in_lot: s.integer(),
  entries: s.integer(),
  exits: s.integer(),
  income: s.integer(),
  abnormal: s.integer(),
});

/** GET group/console/overview: the group's lots today. */
export const GROUP_CONSOLE = s.object({
  totals: GROUP_TODAY_TOTALS,
  parks: s.array(GROUP_LOT_TODAY),
  refreshed_at: s.integer({ title: '刷新时间' }),
});
export type GroupConsole = Infer<typeof GROUP_CONSOLE>;

/** GET group/statistics/overview: the chosen CST dates (YYYY-MM-DD), both included. */
export const GROUP_STATISTICS_QUERY = s.object(
  {},
  {
    start_date: s.string({ title: '开始日期', maxLength: 10 }),
    end_date: s.string({ title: '结束日期', maxLength: 10 }),
  },
);
export type GroupStatisticsQuery = Infer<typeof GROUP_STATISTICS_QUERY>;

/** The longest range one call may ask for, in days. */
export const GROUP_STATISTICS_MAX_DAYS = 93;

/** One lot over the range. `daily_income` follows `days`, one figure per date. */
export const GROUP_LOT_RANGE = s.object({
  id: s.integer(),
  name: s.string({ title: '车场' }),
  total_spaces: s.integer({ title: '车位总数' }),
  in_lot: s.integer({ title: '在场车辆' }),
  entries: s.integer({ title: '入场车次' }),
  exits: s.integer({ title: '出场车次' }),
  payment_income: s.integer({ title: '临停收入（分）' }),
  recharge_income: s.integer({ title: '月卡收入（分）' }),
  income: s.integer({ title: '总收入（分）' }),
  daily_income: s.array(s.integer()),
});
export type GroupLotRange = Infer<typeof GROUP_LOT_RANGE>;

export const GROUP_DAY = s.object({
  date: s.string({ title: '日期' }),
  entries: s.integer(),
  exits: s.integer(),
  income: s.integer(),
});
export type GroupDay = Infer<typeof GROUP_DAY>;

/** Entries per CST hour of the day (0-23) over the range. */
export const GROUP_HOUR = s.object({ hour: s.integer(), entries: s.integer() });

/** Paid orders by PAY_TYPE (null: not recorded) over the range, 临停 and 月卡 together. */
export const GROUP_PAY_SHARE = s.object({
  pay_type: s.nullable(s.integer({ title: '支付方式' })),
  orders: s.integer({ title: '笔数' }),
  amount: s.integer({ title: '金额（分）' }),
});
export type GroupPayShare = Infer<typeof GROUP_PAY_SHARE>;

export const GROUP_STATISTICS = s.object({
  start_date: s.string(),
  end_date: s.string(),
  totals: s.object({
    parks: s.integer(),
    total_spaces: s.integer(),
    in_lot: s.integer(),
    entries: s.integer(),
    exits: s.integer(),
    payment_income: s.integer(),
    recharge_income: s.integer(),
    income: s.integer(),
    orders: s.integer(),
  }),
  parks: s.array(GROUP_LOT_RANGE),
  days: s.array(GROUP_DAY),
  hours: s.array(GROUP_HOUR),
  pay_mix: s.array(GROUP_PAY_SHARE),
  refreshed_at: s.integer(),
});
export type GroupStatistics = Infer<typeof GROUP_STATISTICS>;

/** GET group/overview/screen: the big screen, today's lots and the last 7 days in one answer. */
export const GROUP_SCREEN = s.object({
  today: GROUP_CONSOLE,
  week: GROUP_STATISTICS,
  refreshed_at: s.integer(),
});
export type GroupScreen = Infer<typeof GROUP_SCREEN>;
