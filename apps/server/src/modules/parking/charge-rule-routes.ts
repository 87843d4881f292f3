import { ApiCode, chargeRuleProblem, chargeRuleResource, type ChargeRule } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext, Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { addParkNames } from './park-names.js';

function checkRule(row: Row): void {
  const problem = chargeRuleProblem({
    free_minutes: Number(row.free_minutes),
    unit_minutes: Number(row.unit_minutes),
    unit_price: Number(row.unit_price),
    daily_cap: Number(row.daily_cap),
  } satisfies ChargeRule);
  if (problem) throw new AppError(ApiCode.VALIDATION, problem);
}

async function hasEnabledRule(db: Kysely<Database>, parkId: number, carType: number): Promise<boolean> {
  const found = await db
    .selectFrom('charge_rule')
    .select('id')
    .where('park_id', '=', parkId)
    .where('car_type', '=', carType)
    .where('status', '=', 1)
    .executeTakeFirst();
  return found !== undefined;
}

const hooks: WriteHooks = {
  // The first rule of a park and car type takes effect at once; later ones wait for 启用.
  async beforeCreate(ctx, { values }) {
    checkRule(values);
    const enabled = await hasEnabledRule(ctx.db, Number(values.park_id), Number(values.car_type));
    return { ...values, status: enabled ? 0 : 1 };
  },
  beforeUpdate(_ctx, { before, changes }) {
    checkRule({ ...before, ...changes });
    return changes;
  },
  decorateRows: (ctx, rows) => addParkNames(ctx.db, rows),
};

/**
 * 启用 switches the park's rule for that car type: the one enabled before is disabled in the same
 * transaction, then the engine enables this one.
 */
async function enable(ctx: ActionContext): Promise<void> {
  await ctx.db
    .updateTable('charge_rule')
    .set({ status: 0, update_time: ctx.now })
    .where('park_id', '=', Number(ctx.row.park_id))
    .where('car_type', '=', Number(ctx.row.car_type))
    .where('status', '=', 1)
    .execute();
}

export const chargeRuleRoutes = crudRoutes(chargeRuleResource, {
  hooks,
  actions: { enable: { run: enable } },
});
