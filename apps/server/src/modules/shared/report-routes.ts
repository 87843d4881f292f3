import fs from 'node:fs';
import { ApiCode, ERROR_ANSWER, reportView, type ReportFormat } from '@console/core';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { viewRoutes } from '../../engine/view-routes.js';
import { AppError } from '../../http/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import { REPORT_MIME, reportFile } from '../../platform/reports/index.js';
import { REPORT } from './report-status.js';

const DOWNLOAD_PATH = '/api/report/download';

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
