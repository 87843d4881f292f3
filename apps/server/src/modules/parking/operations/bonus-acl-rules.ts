import { ApiCode } from '@console/core';
import type { WriteHooks } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';

/**
 * 活动授权 rules: the activity must be one of the same lot (the engine has already checked the lot is
 * in the caller's scope, so this also keeps grants inside the caller's activities), the expiry must
 * lie ahead, and a quota never drops below the packets already handed out.
 */
export const bonusAclHooks: WriteHooks = {
  async beforeCreate(ctx, { values }) {
    const event = await ctx.db
      .selectFrom('bonus_event')
      .select('id')
      .where('id', '=', Number(values.event_id))
      .where('park_id', '=', Number(values.park_id))
      .executeTakeFirst();
    if (!event)
      throw new AppError(ApiCode.NOT_FOUND, '红包活动不存在', `event_id：${String(values.event_id)}`);
    if (Number(values.expire_time) <= ctx.now)
      throw new AppError(ApiCode.VALIDATION, '到期时间须晚于当前时间');
    return values;
  },
  beforeUpdate(_ctx, { before, changes }) {
    const granted = Number(before.granted_count);
    if (changes.quota !== undefined && Number(changes.quota) < granted) {
      throw new AppError(ApiCode.BUSINESS_RULE, `发放额度不能低于已发放个数（${granted} 个）`);
    }
    return changes;
  },
};
