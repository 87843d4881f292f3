import fs from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ImportBatchTable } from '../../db/schema-jobs.js';
import { authOfScope, type JobScope } from '../../engine/export-task.js';
import { createRows } from '../../engine/bulk-create.js';
import { insertRows } from '../../engine/bulk-insert.js';
import type { Row, RowReader, WriteHooks } from '../../engine/engine-types.js';
import { importSourceOf } from '../../engine/import-source.js';
import { createRow } from '../../engine/write-flows.js';
import { AppError } from '../../http/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import type { JobHandler } from '../../platform/jobs/index.js';
import {
  importLayout,
  importRows,
  readImportTable,
  type ImportCharset,
  type ImportRow,
} from '../../platform/imports/import-file.js';
import { FileStore } from '../../platform/storage/file-store.js';
import { forgetImportFile, importCarriesSecrets } from './import-file-forget.js';
import { REPORT } from './report-status.js';

export const IMPORT_QUEUE = 'batch-import';

export interface ImportPayload {
  batchId: number;
  resourceKey: string;
  /** The stored file: hash and extension of the content-addressed store. */
  file: { hash: string; ext: string };
  charset: ImportCharset;
  /** The dialog's choices for the whole file (the park), already checked at queue time. */
  params: Row;
  scope: JobScope;
}

const PROGRESS_EVERY = 50;
/**
 * Rows a transaction on the bulk path: on SQLite the chunk holds the one writer connection for
 * its ~20-50 ms, so requests' writes wait at most that long; progress and cancellation are checked
 * between chunks.
 */
const CHUNK_ROWS = 500;

/**
 * The import job: reads the stored file, checks every row with the target's own create flow (its
 * input check, scope and hooks), and settles each row once: a good row is recorded in the very
 * transaction that writes it, a bad one with its row number and reason. A rerun skips settled rows.
 */
export function importJob(
  app: FastifyInstance,
  { chunkRows = CHUNK_ROWS }: { chunkRows?: number } = {},
): JobHandler<ImportPayload> {
  const setBatch = (id: number, values: Updateable<ImportBatchTable>) =>
    app.db.updateTable('import_batch').set(values).where('id', '=', id).execute();
  return {
    queue: IMPORT_QUEUE,
    maxAttempts: 3,
    async run(ctx) {
      const { batchId, resourceKey, file, charset, params, scope } = ctx.payload;
      const source = importSourceOf(resourceKey);
      const layout = source && importLayout(source.resource);
      if (!source || !layout) throw new Error(`不能导入：${resourceKey}`);
      const bytes = await fs.promises.readFile(new FileStore(app.config.dataDir).pathOf(file.hash, file.ext));
      let rows;
      try {
        rows = importRows(source.resource, layout.columns, readImportTable(bytes, file.ext, charset));
      } catch (error) {
        // The file itself is wrong: nothing to retry.
        if (error instanceof AppError) {
          await setBatch(batchId, { status: REPORT.FAILED, error: error.message, finish_time: nowSeconds() });
          if (importCarriesSecrets(source.resource)) await forgetImportFile(app, file);
          return;
        }
        throw error;
      }
      const settledRows = await app.db
        .selectFrom('import_row')
        .select(['row_no', 'ok'])
        .where('batch_id', '=', batchId)
        .execute();
      const settled = new Set(settledRows.map((r) => Number(r.row_no)));
      const okSoFar = settledRows.filter((r) => Number(r.ok) === 1).length;
      // The counts start from the rows a cut-off run settled; each chunk then adds its own in its
      // transaction, so the batch's counts never disagree with import_row.
      await setBatch(batchId, {
        status: REPORT.RUNNING,
        total: rows.length,
        ok_count: okSoFar,
        error_count: settled.size - okSoFar,
        error: null,
      });
      const auth = authOfScope(scope);
      // Jobs have no request; the audit rows name the import as their address.
      const request = { ip: 'batch-import' } as FastifyRequest;
      const hooks = source.options.hooks ?? {};
      const readerAt = (now: number, rowHooks: WriteHooks): RowReader => ({
        ctx: { db: app.db, auth, request, now, resource: source.resource },
        fixed: source.options.where?.(now) ?? [],
        dialect: app.dbKind,
        hooks: rowHooks,
      });
      const pending = rows.filter((row) => !settled.has(row.rowNo));
      let done = rows.length - pending.length;
      if (!hooks.afterCreate) {
        // Many rows a transaction (docs/decisions.md, Import): the rows of a chunk and their
        // import_row records commit together, a refused row is recorded beside the written ones.
        for (let i = 0; i < pending.length; i += chunkRows) {
          const chunk = pending.slice(i, i + chunkRows);
          await importChunk(readerAt(nowSeconds(), hooks), batchId, chunk, params);
          done += chunk.length;
          await ctx.progress(done, rows.length);
          // better-sqlite3 answers synchronously, so without this the whole import would run in
          // microtasks and no request would be served until it ends; between chunks they are.
          await nextTurn();
        }
      } else {
        // A resource with an afterCreate hook (子账号's roles) goes row by row, one transaction each.
        for (const row of pending) {
          done++;
          if ('error' in row) {
            await recordError(batchId, row.rowNo, row.error);
          } else {
            const reader = readerAt(nowSeconds(), {
              ...hooks,
              // In the row's own transaction: the row and its record commit together or not at all.
              async afterCreate(hookCtx, args) {
                await hooks.afterCreate!(hookCtx, args);
                await hookCtx.db
                  .insertInto('import_row')
                  .values({ batch_id: batchId, row_no: row.rowNo, ok: 1, row_id: args.id, message: null })
                  .execute();
                await countSettled(hookCtx.db, batchId, 1, 0);
              },
            });
            try {
              await createRow(reader, { ...row.input, ...params });
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              await recordError(batchId, row.rowNo, error.message);
            }
          }
          if (done % PROGRESS_EVERY === 0) {
            await ctx.progress(done, rows.length);
            await nextTurn();
          }
        }
      }
      await ctx.progress(done, rows.length);
      const counts = await app.db
        .selectFrom('import_row')
        .select(['ok', (eb) => eb.fn.countAll<number>().as('n')])
        .where('batch_id', '=', batchId)
        .groupBy('ok')
        .execute();
      const count = (ok: number) => Number(counts.find((c) => Number(c.ok) === ok)?.n ?? 0);
      await setBatch(batchId, {
        status: REPORT.DONE,
        ok_count: count(1),
        error_count: count(0),
        finish_time: nowSeconds(),
      });
      if (importCarriesSecrets(source.resource)) await forgetImportFile(app, file);
    },
    async onGiveUp({ payload, reason }) {
      await setBatch(payload.batchId, {
        status: reason.status === 'cancelled' ? REPORT.CANCELLED : REPORT.FAILED,
        // 已终止, as 终止 of a queued batch writes it: the user stopped it, nothing failed.
        error: reason.status === 'cancelled' ? '已终止' : reason.error.slice(0, 512),
        finish_time: nowSeconds(),
      });
      const source = importSourceOf(payload.resourceKey);
      if (source && importCarriesSecrets(source.resource)) await forgetImportFile(app, payload.file);
    },
  };

  /**
   * One chunk: its good rows created together (createRows), and every row of it, written or
   * refused, recorded in import_row in that same transaction, so a rerun skips exactly them.
   */
  async function importChunk(reader: RowReader, batchId: number, chunk: ImportRow[], params: Row) {
    const good = chunk.filter((row): row is Extract<ImportRow, { input: unknown }> => !('error' in row));
    await createRows(
      reader,
      good.map((row) => ({ ...row.input, ...params })),
      {
        async afterInsert(db, outcomes) {
          const records: { row_no: number; ok: number; row_id: number | null; message: string | null }[] =
            chunk
              .filter((row) => 'error' in row)
              .map((row) => ({ row_no: row.rowNo, ok: 0, row_id: null, message: row.error.slice(0, 512) }));
          good.forEach((row, i) => {
            const outcome = outcomes[i]!;
            records.push(
              'id' in outcome
                ? { row_no: row.rowNo, ok: 1, row_id: outcome.id, message: null }
                : { row_no: row.rowNo, ok: 0, row_id: null, message: outcome.error.slice(0, 512) },
            );
          });
          await insertRows(
            db,
            app.dbKind,
            'import_row',
            records.map((r) => ({ batch_id: batchId, ...r })),
          );
          const okCount = records.filter((r) => r.ok === 1).length;
          await countSettled(db, batchId, okCount, records.length - okCount);
        },
      },
    );
  }

  async function recordError(batchId: number, rowNo: number, message: string): Promise<void> {
    await app.db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('import_row')
        .values({ batch_id: batchId, row_no: rowNo, ok: 0, row_id: null, message: message.slice(0, 512) })
        .onConflict((oc) => oc.columns(['batch_id', 'row_no']).doNothing())
        .executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) await countSettled(trx, batchId, 0, 1);
    });
  }
}

/**
 * Adds rows just settled to the batch's counts, in the transaction that records them in import_row:
 * the list and the detail page read the counts while the job runs, and they never disagree with
 * the rows (a chunk undone by a crash undoes its counts too).
 */
async function countSettled(db: Kysely<Database>, batchId: number, ok: number, bad: number): Promise<void> {
  if (ok === 0 && bad === 0) return;
  await db
    .updateTable('import_batch')
    .set((eb) => ({ ok_count: eb('ok_count', '+', ok), error_count: eb('error_count', '+', bad) }))
    .where('id', '=', batchId)
    .execute();
}
