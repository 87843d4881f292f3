import { isTenantScoped, ownerColumn, parkColumnOf } from '@console/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { writeAudits } from './audit-log.js';
import { insertRows } from './bulk-insert.js';
import { engineDb, type EngineDb } from './engine-db.js';
import type { Row, RowReader } from './engine-types.js';
import { checkInput, columnValues, stampTimes } from './input-check.js';
import { columnsFor } from './row-reader.js';
import { assertMerchantInScope, parkInScope, rowScope } from './tenant-scope.js';

/** One input's outcome: the new row's id, or the refusal as 新增 would answer it. */
export type BulkOutcome = { id: number } | { error: string };

export interface BulkCreateOptions {
  /** In the same transaction, once the rows are in: records that must commit with them (import_row). */
  afterInsert?(db: Kysely<Database>, outcomes: readonly BulkOutcome[]): Promise<void>;
}

/**
 * Many creates in ONE transaction, each input checked as createRow checks it (input rules, scope,
 * prepare and beforeCreate hooks), so a refused input gets the message 新增 would give and the
 * others are written anyway. The rows go in with bulk INSERTs (bulk-insert.ts) under ids reserved first, with
 * `ON CONFLICT DO NOTHING`, so a row refused by a unique key (与已有数据重复) is the one id not
 * returned, and neither stops nor undoes the others; the earlier of two equal inputs wins, as one
 * create after another would. Each row gets its own audit entry with the row as the detail view
 * reads it back. Any other failure (not an AppError, a constraint other than a unique key) undoes
 * the whole call.
 *
 * Only for resources without an afterCreate hook: such a hook writes per row and may refuse after
 * the insert, which a multi-row INSERT cannot undo for one row. beforeCreate must only return
 * columns (or refuse), as its contract says; it writes nothing.
 */
export async function createRows(
  reader: RowReader,
  inputs: readonly Row[],
  options: BulkCreateOptions = {},
): Promise<BulkOutcome[]> {
  const { ctx, hooks } = reader;
  const resource = ctx.resource;
  if (hooks.afterCreate) throw new Error(`${resource.key}: createRows cannot run an afterCreate hook`);
  const outcomes: BulkOutcome[] = new Array(inputs.length);
  const refuse = (index: number, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    outcomes[index] = { error: error.message };
  };
  // The scope checks of createRow, asked once per distinct park or merchant (an import's rows
  // usually share the one park chosen in the dialog); the answer, or the refusal, is the same.
  const parks = new Map<number, Promise<{ merchant_id: number }>>();
  const merchants = new Map<number, Promise<void>>();
  const db = engineDb(ctx.db);
  const parkColumn = parkColumnOf(resource) === 'park_id';
  const tenant = isTenantScoped(resource);

  const ready: { index: number; values: Row; input: Row }[] = [];
  for (const [index, input] of inputs.entries()) {
    try {
      checkInput(resource, input, 'create');
      let values = stampTimes(resource, columnValues(resource, input, 'create'), ctx.now, 'create');
      if (parkColumn) {
        const id = Number(input.park_id);
        if (!parks.has(id)) parks.set(id, parkInScope(db, ctx.auth, id));
        values.merchant_id = (await parks.get(id)!).merchant_id;
      } else if (tenant) {
        const merchantId = typeof input.merchant_id === 'number' ? input.merchant_id : ctx.auth.merchantId;
        if (!merchants.has(merchantId))
          merchants.set(merchantId, assertMerchantInScope(db, ctx.auth, merchantId));
        await merchants.get(merchantId);
        values[ownerColumn(resource)] = merchantId;
      }
      if (hooks.prepare) values = { ...values, ...(await hooks.prepare(ctx, { input, mode: 'create' })) };
      ready.push({ index, values, input });
    } catch (error) {
      refuse(index, error);
    }
  }

  await ctx.db.transaction().execute(async (trx) => {
    const tx: RowReader = { ...reader, ctx: { ...ctx, db: trx } };
    const rows: { index: number; values: Row }[] = [];
    for (const { index, values, input } of ready) {
      try {
        rows.push({
          index,
          values: hooks.beforeCreate ? await hooks.beforeCreate(tx.ctx, { values, input }) : values,
        });
      } catch (error) {
        refuse(index, error);
      }
    }
    const ids = await reserveIds(engineDb(trx), reader.dialect, resource.table, rows.length);
    const withIds = rows.map((row, i) => ({ ...row.values, id: ids[i]! }));
    const written = new Set(
      await insertRows(trx, reader.dialect, resource.table, withIds, {
        onConflictDoNothing: true,
        returningId: true,
      }),
    );
    const duplicate = `${resource.label}与已有数据重复`;
    rows.forEach((row, i) => {
      outcomes[row.index] = written.has(ids[i]!) ? { id: ids[i]! } : { error: duplicate };
    });
    const created = ids.filter((id) => written.has(id));
    const after = await readBack(tx, created);
    await writeAudits(
      tx.ctx,
      reader.dialect,
      created.map((id) => ({ action: 'create', rowId: id, after: after.get(id) })),
    );
    if (options.afterInsert) await options.afterInsert(trx, outcomes);
  });
  return outcomes;
}

/**
 * n ids the table's own counter will never hand out again: nextval of the identity's sequence on
 * PostgreSQL; on SQLite the writer's transaction is the only writer, so the ids after the table's
 * highest (and after its AUTOINCREMENT counter, which an explicit id then moves on).
 */
async function reserveIds(db: EngineDb, dialect: RowReader['dialect'], table: string, n: number) {
  if (n === 0) return [];
  if (dialect === 'postgres') {
    const { rows } = await sql<{
      id: number;
    }>`select nextval(pg_get_serial_sequence(${table}::text, 'id')) as id
      from generate_series(1, ${n}::int)`.execute(db);
    return rows.map((r) => Number(r.id));
  }
  const { rows } = await sql<{ top: number }>`select max(
      coalesce((select max(id) from ${sql.table(table)}), 0),
      coalesce((select seq from sqlite_sequence where name = ${table}), 0)) as top`.execute(db);
  const top = Number(rows[0]?.top ?? 0);
  return Array.from({ length: n }, (_, i) => top + 1 + i);
}

/** The rows just written, as findRow reads one back for the audit (scope kept, fixed conditions not). */
async function readBack(reader: RowReader, ids: number[]): Promise<Map<number, Row>> {
  const { ctx, hooks } = reader;
  const found = new Map<number, Row>();
  const db = engineDb(ctx.db);
  const size = 5_000;
  for (let i = 0; i < ids.length; i += size) {
    const rows = (await db
      .selectFrom(ctx.resource.table)
      .select(columnsFor(ctx.resource, 'detail'))
      .where('id', 'in', ids.slice(i, i + size))
      .where(rowScope(db, reader.dialect, ctx.resource, ctx.auth, []))
      .execute()) as Row[];
    if (rows.length > 0 && hooks.decorateRows) await hooks.decorateRows(ctx, rows, 'detail');
    for (const row of rows) found.set(Number(row.id), row);
  }
  return found;
}
