import { collectionResource } from '@console/core';
import { crudRoutes } from '../../../engine/crud-routes.js';
import type { WriteHooks } from '../../../engine/engine-types.js';
import { addParkNames } from '../park-names.js';
import { approveCollection } from './collection-audit.js';

const collectionHooks: WriteHooks = {
  /** The created park's name and owner, so the list and detail link to it. */
  async decorateRows(ctx, rows) {
    // The list view does not read park_id (it shows the name instead): fetch it for the page.
    const missing = rows.filter((row) => row.park_id === undefined).map((row) => Number(row.id));
    if (missing.length > 0) {
      const found = await ctx.db
        .selectFrom('park_collection')
        .select(['id', 'park_id'])
        .where('id', 'in', missing)
        .execute();
      const byId = new Map(found.map((f) => [Number(f.id), f.park_id]));
      for (const row of rows) row.park_id ??= byId.get(Number(row.id)) ?? null;
    }
    await addParkNames(ctx.db, rows);
    const parkIds = [...new Set(rows.map((row) => Number(row.park_id)).filter((id) => id > 0))];
    if (parkIds.length === 0) return;
    const owners = await ctx.db
      .selectFrom('park')
      .innerJoin('merchant', 'merchant.id', 'park.merchant_id')
      .select(['park.id', 'park.g_park_uuid', 'merchant.name'])
      .where('park.id', 'in', parkIds)
      .execute();
    const byPark = new Map(owners.map((o) => [Number(o.id), o]));
    for (const row of rows) {
      const owner = byPark.get(Number(row.park_id));
      row.park_merchant_name = owner?.name ?? '';
      row.g_park_uuid = owner?.g_park_uuid ?? '';
    }
  },
};

export const collectionCrudRoutes = crudRoutes(collectionResource, {
  hooks: collectionHooks,
  actions: { approve: approveCollection },
});
