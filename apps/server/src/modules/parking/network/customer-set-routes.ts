import { customerSetResource, profitPolicyResource } from '@console/core';
import { crudRoutes } from '../../../engine/crud-routes.js';
import { assertPeriod, customerOwnedHooks } from './customer-owned.js';
import { addSoftwareNames, assignableSoftware } from './software-lookup.js';

/** 软件套餐 of a customer: the software must be an enabled one the caller offers; the period must be real. */
export const customerSetCrudRoutes = crudRoutes(customerSetResource, {
  hooks: customerOwnedHooks({
    async check(ctx, values, before) {
      assertPeriod(values);
      if (!before || Number(before.software_id) !== Number(values.software_id)) {
        await assignableSoftware(ctx.db, ctx.auth, Number(values.software_id));
      }
    },
    async decorateRows(ctx, rows) {
      // The list view does not read software_id (it shows the name instead): fetch it for the page.
      const ids = rows.filter((row) => row.software_id === undefined).map((row) => Number(row.id));
      if (ids.length > 0) {
        const found = await ctx.db
          .selectFrom('customer_software_set')
          .select(['id', 'software_id'])
          .where('id', 'in', ids)
          .execute();
        const byId = new Map(found.map((f) => [Number(f.id), Number(f.software_id)]));
        for (const row of rows) row.software_id ??= byId.get(Number(row.id));
      }
      await addSoftwareNames(ctx.db, rows);
      // Only the detail view shows the id; the list keeps its columns as declared.
      if (rows.length > 0 && ids.length === rows.length) for (const row of rows) delete row.software_id;
    },
  }),
});

/** 分账政策: one per customer (a second create answers the engine's duplicate message). */
export const profitPolicyCrudRoutes = crudRoutes(profitPolicyResource, {
  hooks: customerOwnedHooks({}),
});
