import fs from 'node:fs';
import {
  ApiCode,
  DONE_RESPONSE,
  ERROR_ANSWER,
  EXPORT_TASK_PAYLOAD,
  okResponse,
  permittedCodes,
  REPORT_FORMAT,
  reportView,
  type ReportFormat,
} from '@console/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { exportSourceOf } from '../../engine/export-rows.js';
import { exportBodySchema, queueExport, type ExportBody } from '../../engine/export-task.js';
import { assertResourceReachable } from '../../engine/tenant-scope.js';
import { viewRoutes } from '../../engine/view-routes.js';
import { AppError } from '../../http/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import { cancelJob } from '../../platform/jobs/index.js';
import { REPORT_MIME, reportFile } from '../../platform/reports/index.js';
import { done, ok } from '../../http/envelope.js';
import { REPORT } from './report-status.js';

const DOWNLOAD_PATH = '/api/report/download';

interface CreateBody {
  resource_key: string;
  format?: ReportFormat;
  filters?: Record<string, unknown>;
}

/**
 * The filters and format of `report/create`, checked by the named list's own export schema (the
 * one `POST {key}/export` validates its body with); a refusal names the field by its label.
 */
function checkedExportBody(request: FastifyRequest, key: string, body: CreateBody): ExportBody {
  const source = exportSourceOf(key)!;
  const schema = exportBodySchema(source.resource) as { properties: Record<string, { title?: string }> };
  const input: ExportBody = { ...body.filters, ...(body.format !== undefined && { format: body.format }) };
  const validate = request.compileValidationSchema(schema, 'body');
  if (validate(input)) return input;
  const first = validate.errors?.[0];
  const name =
    first?.instancePath.replace(/^\//, '').split('/')[0] || String(first?.params?.additionalProperty ?? '');
  const title = schema.properties[name]?.title;
  throw new AppError(ApiCode.VALIDATION, title ? `${title}不正确` : `参数 ${name || 'filters'} 不正确`);
}

/**
 * 报表中心: `GET report/list` lists the caller's own tasks (owner, not tenant: a colleague's export
 * is not one's own); `download_url` is given only while the file is kept. `GET report/download`
 * checks the owner again and streams the file (the accessToken cookie is accepted, so a plain link
 * downloads).
 */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    viewRoutes(reportView, {
      source: ({ db, auth, now }) =>
        db
          .selectFrom('report_task')
          .select([
            'id',
            'merchant_id',
            'report_type',
            'report_name',
            'format',
            'status',
            'progress',
            'row_count',
            'create_time',
            'finish_time',
            'expire_time',
            'error',
          ])
          .select(
            // The link is a constant of ours (inlined), the id the row's own.
            sql<
              string | null
            >`case when status = ${REPORT.DONE} and expire_time > ${now} then ${sql.lit(`${DOWNLOAD_PATH}?id=`)} || cast(id as varchar(20)) else null end`.as(
              'download_url',
            ),
          )
          .where('manager_id', '=', auth.managerId),
    }),
  );

  // `POST report/create` (spec 01 §7): a report of the list named by resource_key, with that list's
  // filters. A thin door onto the same queueExport as `POST {key}/export`, under the same checks:
  // the list's export code (any of its products' codes) and its reach, before the filters are read.
  app.post<{ Body: CreateBody }>(
    '/report/create',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: [reportView.label],
        summary: '创建报表（导出一个列表，同该列表的导出）',
        body: {
          type: 'object',
          required: ['resource_key'],
          properties: {
            resource_key: { type: 'string', maxLength: 128, title: '列表' },
            format: {
              type: 'string',
              title: '文件格式',
              enum: REPORT_FORMAT.entries.map((e) => e.value),
              default: 'csv',
            },
            filters: { type: 'object', title: '筛选条件', additionalProperties: true },
          },
        },
        response: okResponse(EXPORT_TASK_PAYLOAD),
      },
    },
    async (request) => {
      const { resource_key: key } = request.body;
      const source = exportSourceOf(key);
      if (!source) throw new AppError(ApiCode.NOT_FOUND, '该列表不能导出', `resource_key：${key}`);
      const auth = authOf(request);
      const codes = permittedCodes(source.resource, 'export');
      if (!codes.some((code) => auth.permissions.has(code)))
        throw new AppError(ApiCode.FORBIDDEN, '没有操作权限', `缺少权限标识：${codes.join(' 或 ')}`);
      assertResourceReachable(source.resource, auth);
      const body = checkedExportBody(request, key, request.body);
      return ok(request, { task_id: await queueExport(app, request, source.resource, body) });
    },
  );

  // 取消: the caller's own export while it waits or runs. A queued job is cancelled at once; a running
  // one stops at its next page and its runner marks the task 已取消 (its part-written file is never
  // offered: only a 完成 task downloads). A task that has ended is refused: there is nothing to stop.
  app.put<{ Body: { id: number } }>(
    '/report/cancel',
    {
      config: { access: { permission: 'universal:report:basic' } },
      schema: {
        tags: [reportView.label],
        summary: '取消报表任务（仅限本人排队中或生成中的任务）',
        body: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, title: '报表任务编号' } },
        },
        response: DONE_RESPONSE,
      },
    },
    async (request) => {
      const task = await app.db
        .selectFrom('report_task')
        .select(['id', 'job_id', 'status'])
        .where('id', '=', request.body.id)
        .where('manager_id', '=', authOf(request).managerId)
        .executeTakeFirst();
      if (!task) throw new AppError(ApiCode.NOT_FOUND, '报表不存在', `id：${request.body.id}`);
      if (task.status !== REPORT.QUEUED && task.status !== REPORT.RUNNING)
        throw new AppError(ApiCode.BUSINESS_RULE, '只能取消排队中或生成中的报表');
      const cancelled = task.job_id === null || (await cancelJob(app.db, Number(task.job_id)));
      if (cancelled)
        await app.db
          .updateTable('report_task')
          .set({ status: REPORT.CANCELLED, error: '任务已取消', finish_time: nowSeconds() })
          .where('id', '=', task.id)
          .execute();
      return done(request);
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/report/download',
    {
      config: { access: { permission: 'universal:report:basic' }, cookieAuth: true },
      schema: {
        tags: [reportView.label],
        summary: '下载报表文件（仅限本人的任务）',
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, title: '报表任务编号' } },
        },
        response: {
          200: { type: 'string', format: 'binary', description: '报表文件' },
          default: ERROR_ANSWER,
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const task = await app.db
        .selectFrom('report_task')
        .select(['id', 'format', 'status', 'expire_time', 'report_name'])
        .where('id', '=', request.query.id)
        .where('manager_id', '=', auth.managerId)
        .executeTakeFirst();
      // Another account's task answers like a missing one.
      if (!task) throw new AppError(ApiCode.NOT_FOUND, '报表不存在', `id：${request.query.id}`);
      if (task.status !== REPORT.DONE || Number(task.expire_time) <= nowSeconds())
        throw new AppError(ApiCode.NOT_FOUND, '报表文件尚未生成或已过期');
      const format = task.format as ReportFormat;
      const file = reportFile(app.config.dataDir, Number(task.id), format);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat) throw new AppError(ApiCode.NOT_FOUND, '报表文件已不存在');
      const name = `${task.report_name}-${task.id}.${format}`;
      reply
        .type(REPORT_MIME[format])
        .header('content-length', stat.size)
        .header(
          'content-disposition',
          `attachment; filename="report-${task.id}.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        );
      return reply.send(fs.createReadStream(file));
    },
  );
};
