import { ANNOUNCEMENT_DETAIL, ANNOUNCEMENT_LIST, ApiCode, okResponse } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { list, ok } from '../../../http/envelope.js';
import { offsetOf, pagingQuerySchema, type PagingQuery } from '../../../http/paging.js';
import { nowSeconds } from '../../../lib/clock.js';
import { findPublished, listPublished } from './announcement-repository.js';

/** Platform announcements: every signed-in user reads the published ones (drawer, list and detail screens). */
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
        nowSeconds(),
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
      const found = await findPublished(app.db, request.query.id, nowSeconds());
      if (!found) throw new AppError(ApiCode.NOT_FOUND, '公告不存在或已下线');
      return ok(request, found);
    },
  );
}
