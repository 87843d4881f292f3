import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { ApiCode, ERROR_ANSWER, importBatchView, importErrorView, type AnyResource } from '@console/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { engineDb } from '../../engine/engine-db.js';
import { importSourceOf } from '../../engine/import-source.js';
import { scopeOfAuth } from '../../engine/export-task.js';
import { assertResourceReachable, parksInScope } from '../../engine/tenant-scope.js';
import { likeExpr } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import { done, ok } from '../../http/envelope.js';
import { viewRoutes } from '../../engine/view-routes.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import {
  checkImportFile,
  IMPORT_CHARSETS,
  importLayout,
  templateCsv,
  type ImportCharset,
} from '../../platform/imports/import-file.js';
import { csvCell } from '../../platform/reports/index.js';
import { cancelJob, enqueueJob } from '../../platform/jobs/index.js';
import { canReadFile } from '../../platform/storage/file-access.js';
import { FileStore } from '../../platform/storage/file-store.js';
import { FILE_ROUTE } from '../../platform/storage/upload-service.js';
import { forgetImportFile, importCarriesSecrets } from './import-file-forget.js';
import { IMPORT_QUEUE, type ImportPayload } from './import-job.js';
import { REPORT } from './report-status.js';

// Importing needs account:batch:create and, checked per call since the template names the target,
// the target's own create code: an import creates rows as the 新增 form would.
const ACCESS = { access: { permission: 'account:batch:create' } } as const;
const ANSWER = { 200: { type: 'object', additionalProperties: true }, default: ERROR_ANSWER };
const TEMPLATE_PATH = '/api/batch/rt/template';
/** A parameter's choices are a select's options: the first ones, narrowed by keywords. */
const PARAM_CHOICES = 200;

/** The import target named by `rt_uuid` (a resource key), if the caller may create its rows. */
function targetOf(request: FastifyRequest, key: string) {
  const source = importSourceOf(key);
  const layout = source && importLayout(source.resource);
  if (!source || !layout) throw new AppError(ApiCode.NOT_FOUND, '导入模板不存在', `rt_uuid：${key}`);
  const auth = authOf(request);
  const { create, import: importCode } = source.resource.permissions;
  // Only a definition that declares an import code offers the import; its create code is needed too.
  if (!importCode) throw new AppError(ApiCode.NOT_FOUND, '导入模板不存在', `rt_uuid：${key}`);
  if (!create || !auth.permissions.has(create) || !auth.permissions.has(importCode))
    throw new AppError(ApiCode.FORBIDDEN, '没有导入该数据的权限');
  assertResourceReachable(source.resource, auth);
  return { resource: source.resource, layout };
}

/** The dialog's parameters of a template, each required (请选择车场), as numbers (every one is a park). */
function chosenParams(
  resource: AnyResource,
  keys: readonly string[],
  params: readonly { key: string; value: unknown }[],
): Record<string, unknown> {
  const chosen: Record<string, unknown> = {};
  for (const key of keys) {
    const value = params.find((p) => p.key === key)?.value;
    if (value === undefined || value === null || value === '')
      throw new AppError(ApiCode.VALIDATION, `请选择${resource.fields[key]!.label}`);
    chosen[key] = Number(value);
  }
  return chosen;
}

/** Whether this manager uploaded this spreadsheet (csv, xls or xlsx: a sheet that may hold passwords). */
async function uploadedBy(db: Kysely<Database>, managerId: number, hash: string, ext: string) {
  if (!['csv', 'xls', 'xlsx'].includes(ext)) return false;
  const own = await db
    .selectFrom('file_object')
    .select('id')
    .where('hash', '=', hash)
    .where('ext', '=', ext)
    .where('manager_id', '=', managerId)
    .executeTakeFirst();
  return own !== undefined;
}

/**
 * Batch import (spec 01 §7): the template summary, the template file, creating a batch (queued as
 * a job) and reading batches and their bad rows. Only the caller's own tenant sees its batches.
 */
export const importRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { uuid: string } }>(
    '/batch/rt/summary',
    {
      config: ACCESS,
      schema: {
        tags: ['批量导入'],
        summary: '导入模板信息',
        querystring: {
          type: 'object',
          required: ['uuid'],
          properties: { uuid: { type: 'string', maxLength: 128 } },
        },
        response: ANSWER,
      },
    },
    async (request) => {
      const { resource, layout } = targetOf(request, request.query.uuid);
      return ok(request, {
        name: `${resource.label}导入`,
        param: layout.params.map((key) => ({
          key,
          name: resource.fields[key]!.label,
          value: null,
          regex: null,
          type: 1,
          description: `导入的数据都属于所选${resource.fields[key]!.label}`,
        })),
        columns: layout.columns.map((key) => resource.fields[key]!.label),
        template_url: `${TEMPLATE_PATH}?uuid=${encodeURIComponent(resource.key)}`,
      });
    },
  );

  app.get<{ Querystring: { uuid: string } }>(
    '/batch/rt/template',
    {
      config: { ...ACCESS, cookieAuth: true },
      schema: {
        tags: ['批量导入'],
        summary: '下载导入模板（CSV）',
        response: { 200: { type: 'string', description: '模板文件（CSV，UTF-8）' }, default: ERROR_ANSWER },
        querystring: {
          type: 'object',
          required: ['uuid'],
          properties: { uuid: { type: 'string', maxLength: 128 } },
        },
      },
    },
    async (request, reply) => {
      const { resource, layout } = targetOf(request, request.query.uuid);
      const name = encodeURIComponent(`${resource.label}导入模板.csv`);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .send(templateCsv(resource, layout.columns));
    },
  );

  // The choices of a template parameter (spec 01 §7 "parameter option list": payload.row), so the
  // dialog needs no list permission of its own. Every importable definition's parameter is its park.
  app.get<{ Querystring: { uuid: string; key: string; keywords?: string } }>(
    '/batch/rt/param/value',
    {
      config: ACCESS,
      schema: {
        tags: ['批量导入'],
        summary: '导入参数的可选值',
        querystring: {
          type: 'object',
          required: ['uuid', 'key'],
          properties: {
            uuid: { type: 'string', maxLength: 128 },
            key: { type: 'string', maxLength: 64, title: '参数' },
            keywords: { type: 'string', maxLength: 50, title: '关键字' },
          },
        },
        response: ANSWER,
      },
    },
    async (request) => {
      const { uuid, key, keywords } = request.query;
      const { resource, layout } = targetOf(request, uuid);
      const def = layout.params.includes(key) ? resource.fields[key] : undefined;
      if (!def) throw new AppError(ApiCode.VALIDATION, '导入参数不存在', `key：${key}`);
      if (def.kind !== 'park')
        throw new AppError(ApiCode.BUSINESS_RULE, `${def.label}暂不提供可选值`, `key：${key}`);
      const parks = await parksInScope(engineDb(app.db), authOf(request), keywords?.trim(), PARAM_CHOICES);
      return ok(request, { row: parks.map((p) => ({ value: p.id, name: p.name })) });
    },
  );

  app.post<{
    Body: {
      rt_uuid: string;
      file_url: string;
      charset?: ImportCharset;
      params?: { key: string; value: unknown }[];
    };
  }>(
    '/batch/batch',
    {
      config: ACCESS,
      schema: {
        tags: ['批量导入'],
        summary: '创建导入任务',
        body: {
          type: 'object',
          required: ['rt_uuid', 'file_url'],
          properties: {
            rt_uuid: { type: 'string', maxLength: 128 },
            file_url: { type: 'string', maxLength: 512 },
            charset: { type: 'string', enum: [...IMPORT_CHARSETS], default: 'UTF-8' },
            params: {
              type: 'array',
              maxItems: 10,
              items: {
                type: 'object',
                required: ['key'],
                properties: { key: { type: 'string', maxLength: 64 }, value: {} },
              },
            },
          },
        },
        response: ANSWER,
      },
    },
    async (request) => {
      const { rt_uuid, file_url, charset = 'UTF-8', params = [] } = request.body;
      const { resource, layout } = targetOf(request, rt_uuid);
      const auth = authOf(request);
      const match = new RegExp(`^${FILE_ROUTE}/([0-9a-f]{64})\\.([a-z0-9]{1,8})$`).exec(file_url);
      if (!match || !(await canReadFile(app.db, app.dbKind, auth, match[1]!, match[2]!)))
        throw new AppError(ApiCode.VALIDATION, '请上传要批量导入的文件');
      const [, hash, ext] = match as unknown as [string, string, string];
      let chosen: Record<string, unknown>;
      try {
        const stat = await fs.promises
          .stat(new FileStore(app.config.dataDir).pathOf(hash, ext))
          .catch(() => undefined);
        if (!stat) throw new AppError(ApiCode.VALIDATION, '请上传要批量导入的文件');
        checkImportFile(ext, stat.size);
        chosen = chosenParams(resource, layout.params, params);
      } catch (error) {
        // A refused 子账号 sheet holds clear-text passwords and no batch will ever read it: it goes
        // now, as it would when a batch ends. Only a spreadsheet the caller uploaded: a file merely
        // readable (a colleague's, one a business row links) is never removed by someone's bad call.
        if (importCarriesSecrets(resource) && (await uploadedBy(app.db, auth.managerId, hash, ext)))
          await forgetImportFile(app, { hash, ext });
        throw error;
      }
      const now = nowSeconds();
      const batchNo = `${now}${randomBytes(4).toString('hex')}`;
      const batchId = await app.db.transaction().execute(async (trx) => {
        const batch = await trx
          .insertInto('import_batch')
          .values({
            batch_no: batchNo,
            merchant_id: auth.merchantId,
            manager_id: auth.managerId,
            resource_key: resource.key,
            name: `${resource.label}导入`,
            file_url,
            charset,
            create_time: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(batch.id);
        const payload: ImportPayload = {
          batchId: id,
          resourceKey: resource.key,
          file: { hash, ext },
          charset,
          params: chosen,
          scope: scopeOfAuth(auth),
        };
        const jobId = await enqueueJob(trx, IMPORT_QUEUE, payload, { maxAttempts: 3 });
        await trx.updateTable('import_batch').set({ job_id: jobId }).where('id', '=', id).execute();
        return id;
      });
      app.jobs.wake();
      return ok(request, { batch_no: batchNo, id: batchId });
    },
  );

  // A batch in the caller's tenant scope (its own and those below), as the views show them.
  // By batch number, or (the list's 详情 link) by id.
  const batchOf = async (request: FastifyRequest, which: { batch_no?: string; id?: number }) => {
    let query = app.db
      .selectFrom('import_batch as b')
      .innerJoin('merchant as m', 'm.id', 'b.merchant_id')
      .selectAll('b')
      .where(likeExpr('m.path', authOf(request).merchantPath, 'prefix'));
    if (which.batch_no !== undefined) query = query.where('b.batch_no', '=', which.batch_no);
    else if (which.id !== undefined) query = query.where('b.id', '=', which.id);
    else throw new AppError(ApiCode.VALIDATION, '请指定导入任务');
    const batch = await query.executeTakeFirst();
    if (!batch)
      throw new AppError(ApiCode.NOT_FOUND, '导入任务不存在', `batch_no：${which.batch_no ?? which.id}`);
    return batch;
  };
  const batchNoQuery = {
    type: 'object',
    required: ['batch_no'],
    properties: { batch_no: { type: 'string', maxLength: 32 } },
  };

  app.get<{ Querystring: { batch_no?: string; id?: number } }>(
    '/batch/batch',
    {
      config: ACCESS,
      schema: {
        tags: ['批量导入'],
        summary: '导入任务详情',
        querystring: {
          type: 'object',
          properties: {
            batch_no: { type: 'string', maxLength: 32 },
            id: { type: 'integer', minimum: 1, title: '导入任务编号' },
          },
        },
        response: ANSWER,
      },
    },
    async (request) => {
      const { job_id: _job, ...batch } = await batchOf(request, request.query);
      return ok(request, batch);
    },
  );

  // 终止: the batch and its task (the job importing it) are one thing here, so both calls of spec
  // §7 stop the job. A queued job is cancelled at once; a running one finishes the chunk in flight
  // and stops at the progress report after it (its runner then marks the batch 已取消, 已终止), and
  // the rows it wrote stay (each was a complete create, counted with its chunk).
  for (const [url, summary] of [
    ['/batch/batch/abort', '终止导入任务'],
    ['/batch/task/abort', '终止导入任务的执行'],
  ] as const)
    app.put<{ Body: { batch_no: string } }>(
      url,
      {
        config: { access: { permission: 'account:batch:abort' } },
        schema: { tags: ['批量导入'], summary, body: batchNoQuery, response: ANSWER },
      },
      async (request) => {
        const batch = await batchOf(request, request.body);
        if (batch.status !== REPORT.QUEUED && batch.status !== REPORT.RUNNING)
          throw new AppError(ApiCode.BUSINESS_RULE, '只能终止排队中或处理中的导入任务');
        const cancelled = batch.job_id === null || (await cancelJob(app.db, Number(batch.job_id)));
        if (cancelled)
          await app.db
            .updateTable('import_batch')
            .set({ status: REPORT.CANCELLED, error: '已终止', finish_time: nowSeconds() })
            .where('id', '=', batch.id)
            .execute();
        return done(request);
      },
    );

  app.delete<{ Body: { batch_no: string } }>(
    '/batch/batch',
    {
      config: { access: { permission: 'account:batch:abort' } },
      schema: { tags: ['批量导入'], summary: '删除导入任务记录', body: batchNoQuery, response: ANSWER },
    },
    async (request) => {
      const batch = await batchOf(request, request.body);
      if (batch.status === REPORT.QUEUED || batch.status === REPORT.RUNNING)
        throw new AppError(ApiCode.BUSINESS_RULE, '导入任务还在进行，请先终止');
      // The record of the batch and its rows; the data it imported stays.
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('import_row').where('batch_id', '=', batch.id).execute();
        await trx.deleteFrom('import_batch').where('id', '=', batch.id).execute();
      });
      return done(request);
    },
  );

  // The counts of a batch while it runs: settled rows are counted live from import_row, so the
  // detail page's progress moves before the job writes its totals at the end.
  app.get<{ Querystring: { batch_no: string } }>(
    '/batch/task/statistics',
    {
      config: { access: { permission: 'account:batch:detail' } },
      schema: { tags: ['批量导入'], summary: '导入任务统计', querystring: batchNoQuery, response: ANSWER },
    },
    async (request) => {
      const batch = await batchOf(request, request.query);
      const counts = await app.db
        .selectFrom('import_row')
        .select(['ok', (eb) => eb.fn.countAll<number>().as('n')])
        .where('batch_id', '=', batch.id)
        .groupBy('ok')
        .execute();
      const count = (ok: number) => Number(counts.find((c) => Number(c.ok) === ok)?.n ?? 0);
      const total = Number(batch.total);
      const settled = count(1) + count(0);
      return ok(request, {
        batch_no: batch.batch_no,
        status: Number(batch.status),
        total,
        ok_count: count(1),
        error_count: count(0),
        pending: Math.max(total - settled, 0),
        progress:
          Number(batch.status) === REPORT.DONE
            ? 100
            : total > 0
              ? Math.min(100, Math.floor((settled * 100) / total))
              : 0,
      });
    },
  );

  app.get<{ Querystring: { batch_no: string } }>(
    '/batch/task/download',
    {
      config: { access: { permission: 'account:batch:detail' }, cookieAuth: true },
      schema: {
        tags: ['批量导入'],
        summary: '下载导入失败的行（CSV）',
        querystring: batchNoQuery,
        response: { 200: { type: 'string', description: '失败行（CSV，UTF-8）' }, default: ERROR_ANSWER },
      },
    },
    async (request, reply) => {
      const batch = await batchOf(request, request.query);
      const rows = await app.db
        .selectFrom('import_row')
        .select(['row_no', 'message'])
        .where('batch_id', '=', batch.id)
        .where('ok', '=', 0)
        .orderBy('row_no')
        .execute();
      const lines = ['行号,失败原因', ...rows.map((r) => `${Number(r.row_no)},${csvCell(r.message ?? '')}`)];
      const name = encodeURIComponent(`导入失败行-${batch.batch_no}.csv`);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );

  // Batches and the refused rows of one: views, so the screens are generic lists; the engine keeps
  // them in the caller's tenant scope (its own and the tenants below, like every merchant list).
  await app.register(
    viewRoutes(importBatchView, {
      source: ({ db }) =>
        db
          .selectFrom('import_batch')
          .select([
            'id',
            'merchant_id',
            'batch_no',
            'name',
            'status',
            'total',
            'ok_count',
            'error_count',
            'error',
            'create_time',
            'finish_time',
          ])
          .select(
            // The statistics call's progress: settled rows of the total, 100 once 完成.
            sql<number>`case when status = ${REPORT.DONE} then 100 when total > 0 then ((ok_count + error_count) * 100) / total else 0 end`.as(
              'progress',
            ),
          ),
    }),
  );
  await app.register(
    viewRoutes(importErrorView, {
      source: ({ db }) =>
        db
          .selectFrom('import_row as r')
          .innerJoin('import_batch as b', 'b.id', 'r.batch_id')
          .select([
            'r.id as id',
            'b.merchant_id as merchant_id',
            'b.batch_no as batch_no',
            'r.row_no as row_no',
            'r.message as message',
          ])
          .where('r.ok', '=', 0),
    }),
  );
};
