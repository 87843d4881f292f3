import type { AnyResource, FieldDef } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { fieldValues } from './field-values.js';

type Row = Record<string, unknown>;
type Db = Kysely<Database>;

// Row numbers per table and per seeding run (its transaction): the same seed gives the same rows,
// and two rows of a table never share a generated value that must differ.
const rowNumbers = new WeakMap<Db, Map<string, number>>();

function nextRowNumber(db: Db, table: string): number {
  let tables = rowNumbers.get(db);
  if (!tables) rowNumbers.set(db, (tables = new Map()));
  const n = tables.get(table) ?? 0;
  tables.set(table, n + 1);
  return n;
}

/**
 * A link must name a file the store holds (the screen shows it, or 404s): only a seed that stores
 * the file can give one, so image and file fields are left to the row.
 */
export const generated = (_name: string, def: FieldDef): boolean =>
  def.kind !== 'image' && def.kind !== 'file';

/**
 * The one way a demo seed writes a row of a definition's table: the row states only what a person
 * or a test relies on (names, codes, states, the rows it points at); every other stored field of the
 * definition gets a valid value of its kind from the field generator, at the seed's clock. A field
 * the row must leave empty (a pending review's auditor) is stated as null, 0 or ''. Image and file
 * links are left out unless stated (see `generated`).
 * Returns the new ids in order.
 */
export async function insertDemoRows(
  db: Db,
  resource: AnyResource,
  stated: readonly Row[],
  now: number,
): Promise<number[]> {
  if (stated.length === 0) return [];
  const rows = stated.map((row) =>
    fieldValues(resource, nextRowNumber(db, resource.table), row, generated, now),
  );
  const inserted = await db
    .insertInto(resource.table as 'park')
    .values(rows as never)
    .returning('id')
    .execute();
  return inserted.map((row) => Number(row.id));
}

/** insertDemoRows for one row: its id. */
export async function insertDemoRow(
  db: Db,
  resource: AnyResource,
  stated: Row,
  now: number,
): Promise<number> {
  const [id] = await insertDemoRows(db, resource, [stated], now);
  return id!;
}
