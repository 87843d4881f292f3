import { ApiCode, MCOUPON_FREE, mcouponFaceProblem } from '@console/core';
import type { WriteHooks } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';
import { addParkNames } from '../park-names.js';

// A token valid for more than three years is a typing mistake, not a promotion.
const MAX_VALIDITY_S = 3 * 366 * 86_400;

/**
 * A new token: its face value must fit its type (全免 stores 0), its validity must end after it
 * starts and after now, and it starts 启用 with empty counters.
 */
export const tokenHooks: WriteHooks = {
  beforeCreate(ctx, { values }) {
    const type = Number(values.coupon_type);
    const face = type === MCOUPON_FREE ? 0 : Number(values.face_value);
    const problem = mcouponFaceProblem(type, face);
    if (problem) throw new AppError(ApiCode.VALIDATION, problem);
    const start = Number(values.start_time);
    const end = Number(values.end_time);
    if (end <= start) throw new AppError(ApiCode.VALIDATION, '到期时间须晚于生效时间');
    if (end <= ctx.now) throw new AppError(ApiCode.VALIDATION, '到期时间须晚于当前时间');
    if (end - start > MAX_VALIDITY_S) throw new AppError(ApiCode.VALIDATION, '有效期不能超过 3 年');
    return { ...values, face_value: face, issued_count: 0, used_count: 0, status: 1 };
  },
  async decorateRows(ctx, rows) {
    await addParkNames(ctx.db, rows);
    for (const row of rows) row.remaining = Math.max(0, Number(row.quantity) - Number(row.issued_count));
  },
};
