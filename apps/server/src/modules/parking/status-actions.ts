import type { ActionContext, ActionHandler } from '../../engine/engine-types.js';

type StatusTable = 'park' | 'park_car' | 'charge_rule' | 'park_coupon_token';

/** 启用 / 停用 of a row with a 1/0 status; the engine has already checked the row's scope and state. */
export function statusActions(table: StatusTable): { enable: ActionHandler; disable: ActionHandler } {
  const set = (status: 0 | 1) => ({
    async run(ctx: ActionContext) {
      await ctx.db
        .updateTable(table)
        .set({ status, update_time: ctx.now })
        .where('id', '=', Number(ctx.row.id))
        .execute();
    },
  });
  return { enable: set(1), disable: set(0) };
}
