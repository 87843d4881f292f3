import {
  AUDIT_ACTION,
  isCodeOf,
  listQuerySchema,
  okResponse,
  EXPORT_TASK_PAYLOAD,
  REPORT_FORMAT,
  reportTypeOf,
  type AnyResource,
  type JsonSchema,
  type ReportFormat,
} from '@console/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope.js';
import { nowSeconds } from '../lib/clock.js';
import type { AuthContext } from '../platform/auth/auth-context.js';
import { authOf } from '../platform/auth/auth-hook.js';
import { enqueueJob } from '../platform/jobs/index.js';
import { writeAudit } from './audit-log.js';
import { registerExportSource, type ExportSource } from './export-rows.js';
import type { ListQuery } from './list-query.js';

/** The queue export jobs run on; its handler lives with the report centre (modules/shared). */
export const EXPORT_QUEUE = 'report-export';

/**
 * The caller's scope as it was when the export was asked for: the job runs without a request, and
 * rebuilds the same tenant and park conditions from this, never from anything the caller sent later.
 */
export interface JobScope {
  managerId: number;
  account: string;
  merchantId: number;
  merchantPath: string;
  merchantKind: AuthContext['merchantKind'];
  parkIds: readonly number[] | null;
}

export interface ExportPayload {
  taskId: number;
  resourceKey: string;
  format: ReportFormat;
  filters: ListQuery;
  scope: JobScope;
}

/** What an export is asked with: the list's filters and the file format. */
export interface ExportBody {
  format?: ReportFormat;
  [filter: string]: unknown;
}

/** The list's query without paging or order (an export takes every matching row), plus the file format. */
export function exportBodySchema(resource: AnyResource): JsonSchema {
  const list = listQuerySchema(resource) as { properties: Record<string, JsonSchema> };
  const {
    page_index: _page,
    page_size: _size,
    sort_by: _by,
    sort_order: _order,
    ...filters
  } = list.properties;
  return {
    type: 'object',
    properties: {
      ...filters,
      format: {
        type: 'string',
        title: '文件格式',
        enum: REPORT_FORMAT.entries.map((e) => e.value),
        default: 'csv',
      },
    },
  };
}

/** The caller's scope to store with a job (an export, an import) when it is queued. */
export function scopeOfAuth(auth: AuthContext): JobScope {
  return {
    managerId: auth.managerId,
    account: auth.account,
    merchantId: auth.merchantId,
    merchantPath: auth.merchantPath,
    merchantKind: auth.merchantKind,
    parkIds: auth.parkIds,
  };
}

/** An AuthContext for a job, from its stored scope: enough for the engine's scope conditions. */
export function authOfScope(scope: JobScope): AuthContext {
  return {
    sessionId: 0,
    managerId: scope.managerId,
    account: scope.account,
    name: scope.account,
    avatar: null,
    isMain: false,
    merchantId: scope.merchantId,
    merchantNo: '',
    merchantName: '',
    merchantKind: scope.merchantKind,
    merchantPath: scope.merchantPath,
    appId: '',
    expireTime: 0,
    permissions: new Set(),
    parkIds: scope.parkIds,
    products: new Set(),
  };
}

/**
 * Queues the export of a list: in one transaction stores the report task, queues its job and writes
 * the audit entry; answers the task's id. The one way an export is asked for, behind `POST
 * {key}/export` and `POST report/create`; the caller has checked the export code and the reach.
 */
export async function queueExport(
  app: FastifyInstance,
  request: FastifyRequest,
  resource: AnyResource,
  body: ExportBody,
): Promise<number> {
  const auth = authOf(request);
  const { format = 'csv', ...filters } = body;
  const now = nowSeconds();
  const taskId = await app.db.transaction().execute(async (trx) => {
    const task = await trx
      .insertInto('report_task')
      .values({
        merchant_id: auth.merchantId,
        manager_id: auth.managerId,
        report_type: reportTypeOf(resource.key),
        report_name: resource.label,
        resource_key: resource.key,
        format,
        create_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(task.id);
    const payload: ExportPayload = {
      taskId: id,
      resourceKey: resource.key,
      format,
      filters: filters as ListQuery,
      scope: scopeOfAuth(auth),
    };
    const jobId = await enqueueJob(trx, EXPORT_QUEUE, payload, { maxAttempts: 3 });
    await trx.updateTable('report_task').set({ job_id: jobId }).where('id', '=', id).execute();
    await writeAudit(
      { db: trx, auth, request, now, resource: { key: resource.key, fields: resource.fields } },
      { action: 'export', rowId: id, after: { format, filters } },
    );
    return id;
  });
  app.jobs.wake();
  return taskId;
}

/**
 * `POST {key}/export`: checks the export code and the resource's reach, then queues the export
 * (queueExport); answers 1001 with the task.
 */
export function registerExportRoute(
  app: FastifyInstance,
  source: ExportSource,
  base: {
    method: 'POST';
    url: string;
    config: object;
    preValidation: (request: FastifyRequest) => Promise<void>;
  },
): void {
  const { resource } = source;
  if (!isCodeOf(AUDIT_ACTION, 'export')) throw new Error('AUDIT_ACTION needs an export label');
  registerExportSource(source);
  app.route<{ Body: ExportBody }>({
    ...base,
    schema: {
      tags: [resource.label],
      summary: `导出${resource.label}`,
      body: exportBodySchema(resource),
      response: okResponse(EXPORT_TASK_PAYLOAD),
    },
    handler: async (request) =>
      ok(request, { task_id: await queueExport(app, request, resource, request.body ?? {}) }),
  });
}
