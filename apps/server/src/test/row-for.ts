import {
  isTenantScoped,
  ownerColumn,
  parkColumnOf,
  type AnyResource,
  type FieldDef,
  type RowOf,
} from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';
import { fieldValue } from '../seed/field-values.js';

type Row = Record<string, unknown>;
type Db = Kysely<Database>;

// Rows of parallel test files share nothing but may share a database: each process counts apart.
let serial = (process.pid % 1000) * 100_000;

/** A valid value of a field by its kind (the seeds' generator, at today's clock); undefined for a reference. */
export function valueFor(def: FieldDef, n = (serial += 1)): unknown {
  return fieldValue(def, n, nowSeconds());
}

/**
 * A row of a resource's table for a test: every required field (and any other field `fill` names)
 * with a valid value by its kind, then the overrides. A reference the definition requires must be
 * among the overrides, since only the test knows which row it points at.
 */
export function rowFor<R extends AnyResource>(
  resource: R,
  overrides: Partial<RowOf<R>> & Row = {},
  fill: (name: string) => boolean = () => false,
): Row {
  const row: Row = {};
  for (const [name, def] of Object.entries(resource.fields)) {
    if (def.virtual || name in overrides || !(def.required || fill(name))) continue;
    const value = valueFor(def);
    if (value === undefined) throw new Error(`rowFor(${resource.key}) needs ${name} among the overrides`);
    row[name] = value;
  }
  return { ...row, ...overrides };
}

const mustFill = new WeakMap<Db, Promise<Map<string, Set<string>>>>();

/** The NOT NULL columns without a default, per table: a row must carry them. */
function requiredColumns(db: Db): Promise<Map<string, Set<string>>> {
  let found = mustFill.get(db);
  if (!found) {
    found = db.introspection
      .getTables()
      .then(
        (tables) =>
          new Map(
            tables.map((table) => [
              table.name,
              new Set(
                table.columns
                  .filter((c) => !c.isNullable && !c.hasDefaultValue && !c.isAutoIncrementing)
                  .map((c) => c.name),
              ),
            ]),
          ),
      );
    mustFill.set(db, found);
  }
  return found;
}

/**
 * Inserts `rowFor` into the resource's table, filling the columns the table cannot leave empty, and
 * the owning merchant of a park-scoped row from its park. Returns the new id.
 */
export async function insertRow<R extends AnyResource>(
  db: Db,
  resource: R,
  overrides: Partial<RowOf<R>> & Row = {},
): Promise<number> {
  const notNull = (await requiredColumns(db)).get(resource.table) ?? new Set<string>();
  const row = rowFor(resource, overrides, (name) => notNull.has(name));
  const park = parkColumnOf(resource);
  const owner = ownerColumn(resource);
  if (isTenantScoped(resource) && row[owner] === undefined && park && row[park] !== undefined) {
    const found = await db
      .selectFrom('park')
      .select('merchant_id')
      .where('id', '=', Number(row[park]))
      .executeTakeFirstOrThrow();
    row[owner] = Number(found.merchant_id);
  }
  const inserted = await db
    .insertInto(resource.table as 'park')
    .values(row as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}
