import { sessionResource } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import { revokeSession } from '../../platform/auth/session-repository.js';
import { assertManageable } from './grant-guard.js';

/** Live sessions only: revoked and expired ones are history, not something to end. */
export const sessionRoutes = crudRoutes(sessionResource, {
  where: (now) => [
    ['revoked_time', '=', 0],
    ['expire_time', '>', now],
  ],
  hooks: {
    async decorateRows(ctx, rows, view) {
      // Marks the caller's own session so account settings can refuse to end it from there. Only in
      // the list: the flag depends on who asks, so it must not reach the audit snapshot (detail view).
      if (view === 'list') {
        for (const row of rows) row.current = Number(row.id) === ctx.auth.sessionId ? 1 : 0;
      }
      const ids = [...new Set(rows.map((row) => Number(row.manager_id)))].filter(Number.isInteger);
      if (ids.length === 0) return;
      const accounts = await ctx.db
        .selectFrom('manager')
        .select(['id', 'account', 'name'])
        .where('id', 'in', ids)
        .execute();
      const byId = new Map(accounts.map((a) => [Number(a.id), a]));
      for (const row of rows) {
        const account = byId.get(Number(row.manager_id));
        row.account = account?.account ?? '';
        row.name = account?.name ?? '';
      }
    },
  },
  actions: {
    revoke: {
      async run(ctx) {
        await assertManageable(ctx.db, ctx.auth, Number(ctx.row.manager_id));
        await revokeSession(ctx.db, Number(ctx.row.id), 'revoked_by_admin', ctx.now);
      },
    },
  },
});
