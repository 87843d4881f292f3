import {
  ANNOUNCEMENT_DETAIL,
  ANNOUNCEMENT_LIST,
  ApiCode,
  messagePushResource,
  noticeResource,
  okResponse,
} from '@console/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { crudRoutes } from '../../../engine/crud-routes.js';
import { AppError } from '../../../http/app-error.js';
import { list, ok } from '../../../http/envelope.js';
import { offsetOf, pagingQuerySchema, type PagingQuery } from '../../../http/paging.js';
import { nowSeconds } from '../../../lib/clock.js';
import { authOf } from '../../../platform/auth/auth-hook.js';
import { findPublished, listPublished, type Reader } from './announcement-repository.js';
import { noticeHooks } from './notice-hooks.js';
import { pushHooks } from './push-hooks.js';

function readerOf(request: FastifyRequest): Reader {
  return { kind: authOf(request).merchantKind, now: nowSeconds() };
}

/** Platform announcements: every signed-in user reads the published ones meant for its tenant kind (drawer, list and detail screens). */
export async function announcementRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: PagingQuery & { keyword?: string } }>(
    '/system/notice/list',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['平台公告'],
        summary: '已发布的平台公告，按发布时间倒序',
        querystring: {
          type: 'object',
          properties: { ...pagingQuerySchema, keyword: { type: 'string', maxLength: 50 } },
        },
        response: okResponse(ANNOUNCEMENT_LIST),
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listPublished(
        app.db,
        readerOf(request),
        q.keyword?.trim(),
        q.page_size,
        offsetOf(q),
      );
      return list(request, rows, { total_count: total, page_index: q.page_index, page_size: q.page_size });
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/system/notice/detail',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['平台公告'],
        summary: '公告详情',
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1 } },
        },
        response: okResponse(ANNOUNCEMENT_DETAIL),
      },
    },
    async (request) => {
      const found = await findPublished(app.db, request.query.id, readerOf(request));
      if (!found) throw new AppError(ApiCode.NOT_FOUND, '公告不存在或已下线');
      return ok(request, found);
    },
  );

  // 公告管理: the platform's staff write them; the body is sanitised before it is stored.
  await app.register(crudRoutes(noticeResource, { hooks: noticeHooks }));
  // 消息推送: each push becomes message-centre entries of the accounts it names.
  await app.register(crudRoutes(messagePushResource, { hooks: pushHooks }));
}
