import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import type { ImportBatchTable } from '../../db/schema-jobs.js';
import { authOfScope, type JobScope } from '../../engine/export-task.js';
import type { Row, RowReader } from '../../engine/engine-types.js';
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
} from '../../platform/imports/import-file.js';
import { FileStore } from '../../platform/storage/file-store.js';
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
 * The import job: reads the stored file, checks every row with the target's own create flow (its
 * input check, scope and hooks), and settles each row once: a good row is recorded in the very
 * transaction that writes it, a bad one with its row number and reason. A rerun skips settled rows.
 */
export function importJob(app: FastifyInstance): JobHandler<ImportPayload> {
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
          return;
        }
        throw error;
      }
      await setBatch(batchId, { status: REPORT.RUNNING, total: rows.length, error: null });
      const settled = new Set(
        (
          await app.db.selectFrom('import_row').select('row_no').where('batch_id', '=', batchId).execute()
        ).map((r) => Number(r.row_no)),
      );
      const auth = authOfScope(scope);
      // Jobs have no request; the audit rows name the import as their address.
      const request = { ip: 'batch-import' } as FastifyRequest;
      const hooks = source.options.hooks ?? {};
      let done = 0;
      for (const row of rows) {
        done++;
        if (settled.has(row.rowNo)) continue;
        if ('error' in row) {
          await recordError(batchId, row.rowNo, row.error);
        } else {
          const now = nowSeconds();
          const reader: RowReader = {
            ctx: { db: app.db, auth, request, now, resource: source.resource },
            fixed: source.options.where?.(now) ?? [],
            dialect: app.dbKind,
            hooks: {
              ...hooks,
              // In the row's own transaction: the row and its record commit together or not at all.
              async afterCreate(hookCtx, args) {
                if (hooks.afterCreate) await hooks.afterCreate(hookCtx, args);
                await hookCtx.db
                  .insertInto('import_row')
                  .values({ batch_id: batchId, row_no: row.rowNo, ok: 1, row_id: args.id, message: null })
                  .execute();
              },
            },
          };
          try {
            await createRow(reader, { ...row.input, ...params });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            await recordError(batchId, row.rowNo, error.message);
          }
        }
        if (done % PROGRESS_EVERY === 0) await ctx.progress(done, rows.length);
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
    },
    async onGiveUp({ payload, reason }) {
      await setBatch(payload.batchId, {
        status: reason.status === 'cancelled' ? REPORT.CANCELLED : REPORT.FAILED,
        error: reason.error.slice(0, 512),
        finish_time: nowSeconds(),
      });
    },
  };

  async function recordError(batchId: number, rowNo: number, message: string): Promise<void> {
    await app.db
      .insertInto('import_row')
      .values({ batch_id: batchId, row_no: rowNo, ok: 0, row_id: null, message: message.slice(0, 512) })
      .onConflict((oc) => oc.columns(['batch_id', 'row_no']).doNothing())
      .execute();
  }
}
