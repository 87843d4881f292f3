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

type Row = Record<string, unknown>;
type Db = Kysely<Database>;

let serial = 0;

/** Text for a field that passes its validators: a labelled serial, or digits for code-like fields. */
function textFor(def: Extract<FieldDef, { maxLength: number }>, n: number): string {
  const tail = `${process.pid % 1000}${n}`;
  // Digits of every length last: code-like fields (tax numbers, serials) want a fixed count of them.
  const digits = Array.from({ length: def.maxLength }, (_, i) => tail.padStart(def.maxLength - i, '9'));
  const candidates = [`测试${def.label}${tail}`, `T${tail}`, ...digits];
  const fits = (value: string) =>
    value.length <= def.maxLength && def.validators.every((validator) => validator.test(value));
  return candidates.map((value) => value.slice(-def.maxLength)).find(fits) ?? tail.slice(-def.maxLength);
}

const clamp = (value: number, def: { minimum: number; maximum: number }) =>
  Math.min(def.maximum, Math.max(def.minimum, value));

/** A valid value of a field by its kind; undefined where only the test can know (a reference). */
export function valueFor(def: FieldDef, n = (serial += 1)): unknown {
  switch (def.kind) {
    case 'text':
      return textFor(def, n);
    case 'plate':
      return `粤B${String(10000 + (n % 90000)).padStart(5, '0')}`;
    case 'mobile':
      return `138${String(n % 100_000_000).padStart(8, '0')}`;
    case 'area':
      return '440304';
    case 'image':
      return 'https://files.example.com/test.png';
    case 'file':
      return 'https://files.example.com/test.pdf';
    case 'money':
      return clamp(500, def);
    case 'integer':
      return clamp(1, def);
    case 'time':
      return clamp(nowSeconds(), def);
    case 'code':
      return def.table.entries[0]?.value;
    case 'boolean':
      return 1;
    default:
      // References, passwords and permission lists: given by the test, or virtual.
      return undefined;
  }
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
