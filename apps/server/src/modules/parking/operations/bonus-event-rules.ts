import { ApiCode, bonusEventStatus, formatMoney } from '@console/core';
import type { Row, WriteHooks } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';
import { addParkNames } from '../park-names.js';

const FIXED = 1;
const RANDOM = 2;

const refuse = (message: string): never => {
  throw new AppError(ApiCode.VALIDATION, message);
};

/**
 * The amount columns a kind uses, the others zeroed: a fixed activity keeps `amount`, a random one
 * `min_amount`..`max_amount`. The form sends all three, so what the other kind typed is dropped here.
 */
function amountsOf(row: Row): Row {
  const budget = Number(row.budget);
  if (Number(row.bonus_kind) === FIXED) {
    const amount = Number(row.amount ?? 0);
    if (!(amount >= 1)) refuse('请输入红包金额');
    if (amount > budget) refuse('红包金额不能超过总预算');
    return { amount, min_amount: 0, max_amount: 0 };
  }
  if (Number(row.bonus_kind) !== RANDOM) refuse('请选择红包类型');
  const min = Number(row.min_amount ?? 0);
  const max = Number(row.max_amount ?? 0);
  if (!(min >= 1)) refuse('请输入最小金额');
  if (!(max >= 1)) refuse('请输入最大金额');
  if (min > max) refuse('最小金额不能大于最大金额');
  if (min > budget) refuse('最小金额不能超过总预算');
  return { amount: 0, min_amount: min, max_amount: max };
}

function checkWindow(row: Row): void {
  if (Number(row.end_time) <= Number(row.start_time)) refuse('结束时间须晚于开始时间');
}

/** Create and edit rules of 红包活动 beyond the field types, and the derived 状态 on every read. */
export const bonusEventHooks: WriteHooks = {
  beforeCreate(ctx, { values }) {
    checkWindow(values);
    if (Number(values.end_time) <= ctx.now) refuse('结束时间须晚于当前时间');
    return { ...values, ...amountsOf(values) };
  },
  beforeUpdate(_ctx, { before, changes }) {
    const merged = { ...before, ...changes };
    const granted = Number(before.granted_amount);
    if (Number(before.granted_count) > 0 && Number(merged.bonus_kind) !== Number(before.bonus_kind)) {
      throw new AppError(ApiCode.BUSINESS_RULE, '活动已发放红包，不能修改红包类型');
    }
    if (Number(merged.budget) < granted) {
      throw new AppError(ApiCode.BUSINESS_RULE, `总预算不能低于已发放金额 ${formatMoney(granted)}`);
    }
    checkWindow(merged);
    return { ...changes, ...amountsOf(merged) };
  },
  async decorateRows(ctx, rows) {
    await addParkNames(ctx.db, rows);
    for (const row of rows) {
      const { enabled, start_time, end_time } = row;
      row.status = bonusEventStatus({ enabled, start_time, end_time }, ctx.now);
    }
  },
};
