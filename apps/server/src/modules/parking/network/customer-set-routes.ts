import {
  ApiCode,
  customerSetResource,
  energyCustomerSetResource,
  profitPolicyResource,
  type AnyResource,
} from '@console/core';
import { AppError } from '../../../http/app-error.js';
import { crudRoutes } from '../../../engine/crud-routes.js';
import type { EngineContext, Row } from '../../../engine/engine-types.js';
import { usablePolicy } from '../../profit/index.js';
import type { CustomerProduct } from './customer-lookup.js';
import { assertPeriod, customerOwnedHooks } from './customer-owned.js';
import { addSoftwareNames, assignableSoftware } from './software-lookup.js';

/**
 * 软件套餐 of a product's customer: the software must be an enabled one the caller offers; the
 * period must be real. Parking and energy packages share the table, told apart by `product`: each
 * product's routes read and write only its own rows.
 */
function customerSetCrudRoutesFor(resource: AnyResource, product: CustomerProduct) {
  return crudRoutes(resource, {
    where: () => [['product', '=', product]],
    hooks: customerOwnedHooks({
      product,
      stamp: { product },
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
}

export const customerSetCrudRoutes = customerSetCrudRoutesFor(customerSetResource, 'parking');
export const energyCustomerSetCrudRoutes = customerSetCrudRoutesFor(energyCustomerSetResource, 'energy');

/**
 * Choosing a 分账政策 for a customer (on create, or an edit that changes it) sets partner_rate to the
 * policy's provider share, so partner_rate keeps its one meaning (the provider's share of the
 * customer's parking income) and the ledger reads it alone. A later edit of the share alone keeps
 * the typed value: the policy is where the share started, not a lock. Only a parking policy
 * (停车临停 or 停车月卡) fits here; the other businesses go through 分账策略.
 */
async function withPolicyShare(ctx: EngineContext, values: Row): Promise<Row> {
  if (values.policy_id === null || values.policy_id === undefined) return {};
  const policy = await usablePolicy(ctx.db, ctx.auth, Number(values.policy_id), '套用分账政策');
  if (policy.business !== 1 && policy.business !== 2) {
    throw new AppError(ApiCode.VALIDATION, '客户分账只能套用停车业务的分账政策', '字段：套用分账政策');
  }
  return { partner_rate: policy.partner_rate };
}

const customerOwned = customerOwnedHooks({ product: 'parking' });

/** 分账政策: one per customer (a second create answers the engine's duplicate message). */
export const profitPolicyCrudRoutes = crudRoutes(profitPolicyResource, {
  hooks: {
    ...customerOwned,
    async beforeCreate(ctx, args) {
      const values = { ...args.values, ...(await withPolicyShare(ctx, args.values)) };
      return customerOwned.beforeCreate!(ctx, { ...args, values });
    },
    async beforeUpdate(ctx, args) {
      const chosen = args.changes.policy_id;
      // The row as read shows the policy's name, not its id: compare with the stored one.
      const stored = await ctx.db
        .selectFrom('customer_profit_policy')
        .select('policy_id')
        .where('id', '=', Number(args.before.id))
        .executeTakeFirst();
      const changed = chosen !== undefined && Number(chosen) !== Number(stored?.policy_id ?? 0);
      const share = changed ? await withPolicyShare(ctx, args.changes) : {};
      return customerOwned.beforeUpdate!(ctx, { ...args, changes: { ...args.changes, ...share } });
    },
    async decorateRows(ctx, rows) {
      // The customer's name and number and the named policy's name ('' when none), read by row id.
      const ids = rows.map((row) => Number(row.id));
      if (ids.length === 0) return;
      const found = await ctx.db
        .selectFrom('customer_profit_policy as c')
        .innerJoin('merchant as m', 'm.id', 'c.customer_id')
        .leftJoin('profit_policy as p', 'p.id', 'c.policy_id')
        .select(['c.id', 'm.name as customer_name', 'm.merchant_no as customer_no', 'p.name as policy_name'])
        .where('c.id', 'in', ids)
        .execute();
      const names = new Map(found.map((f) => [Number(f.id), f]));
      for (const row of rows) {
        row.customer_name = names.get(Number(row.id))?.customer_name ?? '';
        row.policy_name = names.get(Number(row.id))?.policy_name ?? '';
        row.customer_no = names.get(Number(row.id))?.customer_no ?? '';
      }
    },
  },
});
