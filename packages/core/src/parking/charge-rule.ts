/**
 * The fee of one stay under a park's charge rule (spec 02 §2.9 收费规则, spec 01 §4 charge modes).
 * Money is integer fen and times are Unix seconds, as everywhere on the wire.
 */
export interface ChargeRule {
  /** A stay this long or shorter is free; a longer one pays from its first minute. */
  free_minutes: number;
  /** Length of one billing period; a started period is paid in full. */
  unit_minutes: number;
  /** Price of one period, in fen. */
  unit_price: number;
  /** Most one 24-hour window (counted from entry) may cost, in fen; 0 means no cap. */
  daily_cap: number;
}

const DAY_S = 86_400;

function windowFee(rule: ChargeRule, seconds: number): number {
  if (seconds <= 0) return 0;
  const periods = Math.ceil(seconds / (rule.unit_minutes * 60));
  const fee = periods * rule.unit_price;
  return rule.daily_cap > 0 ? Math.min(fee, rule.daily_cap) : fee;
}

/**
 * The fee in fen of a stay from `entry` to `exit`. Windows of 24 hours start at entry, so a stay of
 * 25 hours pays at most one cap plus the first hour of the next window. The free minutes are a
 * grace period, not a deduction: most Chinese lots charge the whole stay once grace is exceeded.
 */
export function stayFee(rule: ChargeRule, entry: number, exit: number): number {
  const seconds = Math.max(0, exit - entry);
  if (seconds <= rule.free_minutes * 60) return 0;
  const fullDays = Math.floor(seconds / DAY_S);
  return fullDays * windowFee(rule, DAY_S) + windowFee(rule, seconds - fullDays * DAY_S);
}

/** Why a rule cannot be saved, or undefined: checked by the form, the server and the fee engine alike. */
export function chargeRuleProblem(rule: ChargeRule): string | undefined {
  if (!Number.isInteger(rule.unit_minutes) || rule.unit_minutes < 1 || rule.unit_minutes > 1440)
    return '计费周期须为 1-1440 分钟';
  if (!Number.isInteger(rule.free_minutes) || rule.free_minutes < 0 || rule.free_minutes > 1440)
    return '免费时长须为 0-1440 分钟';
  if (!Number.isInteger(rule.unit_price) || rule.unit_price < 0) return '单价不能为负数';
  if (!Number.isInteger(rule.daily_cap) || rule.daily_cap < 0) return '每日封顶不能为负数';
  if (rule.daily_cap > 0 && rule.daily_cap < rule.unit_price) return '每日封顶不能低于单价';
  return undefined;
}

/** Charge modes of spec 01 §4: 0 off (nothing is charged), 1 leave first and pay later, 2 pay before leaving. */
export const CHARGE_MODE_OFF = 0;
export const CHARGE_MODE_PAY_AFTER_EXIT = 1;
export const CHARGE_MODE_PAY_BEFORE_EXIT = 2;
