import fs from 'node:fs';
import {
  ApiCode,
  byIdQuery,
  fileResponse,
  qrcodeBatchResource,
  qrcodeResource,
  type AnyResource,
} from '@console/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { crudRoutes } from '../../../engine/crud-routes.js';
import { engineDb } from '../../../engine/engine-db.js';
import type { WriteHooks } from '../../../engine/engine-types.js';
import { rowScope } from '../../../engine/tenant-scope.js';
import { AppError } from '../../../http/app-error.js';
import { authOf } from '../../../platform/auth/auth-hook.js';
import { enqueueJob } from '../../../platform/jobs/index.js';
import { batchFile } from './feed-code-batch.js';
import { FEED_CODE_QUEUE, type FeedCodePayload } from './feed-code-job.js';
import { bindingOf } from './qrcode-content.js';
import { qrPng } from './qrcode-image.js';

/** What each code encodes is worked out on every write from what it is bound to. */
const qrcodeHooks: WriteHooks = {
  async beforeCreate(ctx, { values }) {
    return { ...values, ...(await bindingOf(ctx, values)) };
  },
  async beforeUpdate(ctx, { before, changes }) {
    return { ...changes, ...(await bindingOf(ctx, { ...before, ...changes })) };
  },
};

const PREFIX = /^[A-Za-z0-9-]*$/;

const batchHooks: WriteHooks = {
  beforeCreate(_ctx, { values }) {
    const prefix = typeof values.prefix === 'string' ? values.prefix.trim() : '';
    if (!PREFIX.test(prefix)) throw new AppError(ApiCode.VALIDATION, '编号前缀只能包含字母、数字和“-”');
    return { ...values, prefix: prefix || null, status: 0, done_count: 0 };
  },
  // Queued in the same transaction: a batch row always has its job, and a refused one has neither.
  async afterCreate(ctx, { id }) {
    await enqueueJob(ctx.db, FEED_CODE_QUEUE, { batchId: id } satisfies FeedCodePayload, { maxAttempts: 3 });
  },
};

/** One row of `resource` by id in the caller's scope, or the same 404 as a missing one. */
async function rowInScope(app: FastifyInstance, request: FastifyRequest, resource: AnyResource, id: number) {
  const db = engineDb(app.db);
  const row = await db
    .selectFrom(resource.table as 'qrcode')
    .selectAll()
    .where('id', '=', id)
    .where(rowScope(db, app.dbKind, resource, authOf(request), []))
    .executeTakeFirst();
  if (!row) throw new AppError(ApiCode.NOT_FOUND, `${resource.label}不存在`, `id：${id}`);
  return row as unknown as Record<string, unknown>;
}

/** 二维码 (list, 生成, 编辑, 停用) and 投码工具 (numbered batches made by a job), with their files. */
export async function qrcodeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(crudRoutes(qrcodeResource, { hooks: qrcodeHooks }));
  await app.register(crudRoutes(qrcodeBatchResource, { hooks: batchHooks }));

  app.get<{ Querystring: { id: number } }>(
    `/${qrcodeResource.key}/image`,
    {
      // Loaded by an <img>, which sends the session cookie rather than a header.
      config: { access: { permission: ['qrcode:qrcode:list', 'qrcode:stopped:list'] }, cookieAuth: true },
      schema: {
        tags: [qrcodeResource.label],
        summary: '二维码图片（PNG）',
        querystring: byIdQuery('编号'),
        response: fileResponse('PNG 图片'),
      },
    },
    async (request, reply) => {
      const row = await rowInScope(app, request, qrcodeResource, request.query.id);
      const png = await qrPng(String(row.content));
      return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
    },
  );

  app.get<{ Querystring: { id: number } }>(
    `/${qrcodeBatchResource.key}/download`,
    {
      config: { access: { permission: 'qrcode:feed-code:view' }, cookieAuth: true },
      schema: {
        tags: [qrcodeBatchResource.label],
        summary: '下载投码批次文件（PDF 或 ZIP）',
        querystring: byIdQuery('编号'),
        response: fileResponse('PDF 或 ZIP 文件'),
      },
    },
    async (request, reply) => {
      const row = await rowInScope(app, request, qrcodeBatchResource, request.query.id);
      if (Number(row.status) !== 2) throw new AppError(ApiCode.BUSINESS_RULE, '批次尚未生成完成，暂无文件');
      const format = String(row.format) === 'zip' ? 'zip' : 'pdf';
      const file = batchFile(app.config.dataDir, Number(row.id), format);
      if (!fs.existsSync(file)) throw new AppError(ApiCode.NOT_FOUND, '批次文件不存在，请重新生成');
      const name = `投码批次-${String(row.id)}.${format}`;
      return reply
        .type(format === 'zip' ? 'application/zip' : 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="qrcode-batch-${String(row.id)}.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(fs.createReadStream(file));
    },
  );
}
