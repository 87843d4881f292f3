import { ApiCode, subAccountResource } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { revokeOtherSessions } from '../../platform/auth/session-repository.js';
import { assertManageable } from './grant-guard.js';
import { subAccountHooks } from './sub-account-hooks.js';

/** Before the engine's built-in 启用/停用: never one's own account, only one this caller may manage. */
async function assertSwitchable(ctx: ActionContext): Promise<number> {
  const id = Number(ctx.row.id);
  if (id === ctx.auth.managerId) throw new AppError(ApiCode.BUSINESS_RULE, '不能停用或启用自己的账号');
  await assertManageable(ctx.db, ctx.auth, id);
  return id;
}

export const subAccountRoutes = crudRoutes(subAccountResource, {
  // Main accounts are managed with their merchant, never as sub-accounts.
  where: () => [['is_main', '=', 0]],
  hooks: subAccountHooks,
  actions: {
    disable: {
      async run(ctx) {
        const id = await assertSwitchable(ctx);
        // The auth hook refuses a disabled account anyway; ending its sessions also empties the session list.
        await revokeOtherSessions(ctx.db, id, undefined, 'disabled', ctx.now);
      },
    },
    enable: { run: (ctx) => assertSwitchable(ctx).then(() => undefined) },
  },
});
