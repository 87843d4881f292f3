import { fieldsShown, isTenantScoped, ownerColumn, parkColumnOf, type AnyResource } from '@console/core';
import { engineDb } from './engine-db.js';
import type { Row, RowReader } from './engine-types.js';
import { rowScope, type ScopeAccess } from './tenant-scope.js';

export type View = 'list' | 'detail';

/** Columns read for a view: the stored fields shown there, plus id, merchant_id and park_id where scoped. */
export function columnsFor(resource: AnyResource, view: View): string[] {
  const names = fieldsShown(resource.fields, view).filter((name) => !resource.fields[name]?.virtual);
  // An action's state field must be readable even when the detail view does not show it.
  for (const action of Object.values(resource.actions)) {
    if (action.states && !names.includes(action.states.field)) names.push(action.states.field);
  }
  // A park row always carries its park, which row decorators (park_name) and screens need.
  if (parkColumnOf(resource) === 'park_id' && !names.includes('park_id')) names.push('park_id');
  const owner = ownerColumn(resource);
  // The owner always travels as merchant_id, whatever the column is called.
  const ownerAs = owner === 'merchant_id' ? owner : `${owner} as merchant_id`;
  return ['id', ...(isTenantScoped(resource) ? [ownerAs] : []), ...names];
}

export interface FindOptions {
  /** false drops the resource's fixed conditions (the snapshot of a session just revoked), never the scope. */
  fixed?: boolean;
  /**
   * Lock the row for the rest of the transaction, so the audit's "before" is what the change
   * replaced. PostgreSQL only: SQLite has one writer, which already serialises changes.
   */
  lock?: boolean;
  /** What the row is found for (a shared row's sharer reads it but may change it only by its actions). */
  access?: ScopeAccess;
}

/**
 * One row in the caller's scope, as the detail view shows it, or undefined: a row outside the scope
 * and a row that does not exist look the same.
 */
export async function findRow(reader: RowReader, id: number, options: FindOptions = {}) {
  const { ctx, hooks } = reader;
  const db = engineDb(ctx.db);
  let query = db
    .selectFrom(ctx.resource.table)
    .select(columnsFor(ctx.resource, 'detail'))
    .where('id', '=', id)
    .where(
      rowScope(
        db,
        reader.dialect,
        ctx.resource,
        ctx.auth,
        options.fixed === false ? [] : reader.fixed,
        options.access,
      ),
    );
  if (options.lock && reader.dialect === 'postgres') query = query.forUpdate();
  const row = (await query.executeTakeFirst()) as Row | undefined;
  if (row && hooks.decorateRows) await hooks.decorateRows(ctx, [row], 'detail');
  return row;
}
