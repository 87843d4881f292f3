import { ApiCode, subAccountResource } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { revokeOtherSessions } from '../auth/session-repository.js';
import { assertManageable } from './grant-guard.js';
import { subAccountHooks } from './sub-account-hooks.js';

async function setStatus(ctx: ActionContext, status: 0 | 1): Promise<void> {
  const id = Number(ctx.row.id);
  if (id === ctx.auth.managerId) throw new AppError(ApiCode.BUSINESS_RULE, '不能停用或启用自己的账号');
  await assertManageable(ctx.db, ctx.auth, id);
  await ctx.db.updateTable('manager').set({ status, update_time: ctx.now }).where('id', '=', id).execute();
  // The auth hook refuses a disabled account anyway; ending its sessions also empties the session list.
  if (status === 0) await revokeOtherSessions(ctx.db, id, undefined, 'disabled', ctx.now);
}

export const subAccountRoutes = crudRoutes(subAccountResource, {
  // Main accounts are managed with their merchant, never as sub-accounts.
  where: () => [['is_main', '=', 0]],
  hooks: subAccountHooks,
  actions: {
    disable: { run: (ctx) => setStatus(ctx, 0) },
    enable: { run: (ctx) => setStatus(ctx, 1) },
  },
});
