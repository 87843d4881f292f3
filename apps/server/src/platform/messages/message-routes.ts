import {
  ApiCode,
  MESSAGE_LIST,
  MESSAGE_MODULE_LIST,
  MESSAGES_READ_BODY,
  MESSAGES_READ_PAYLOAD,
  okResponse,
  type MarkMessagesReadInput,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { list, ok } from '../../http/envelope.js';
import { offsetOf, pagingQuerySchema, type PagingQuery } from '../../http/paging.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../auth/auth-hook.js';
import { listMessages, listModules, markRead } from './message-repository.js';

const MESSAGE_PERMISSION = 'universal:message:basic';

interface MessageQuery extends PagingQuery {
  app_id?: string;
  user_id?: number;
  user_type?: number;
  read_status?: number;
}

export async function messageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: MessageQuery }>(
    '/qa/message/list',
    {
      config: { access: { permission: MESSAGE_PERMISSION } },
      schema: {
        tags: ['消息中心'],
        summary: '我的站内消息（read_status=0 只看未读）',
        querystring: {
          type: 'object',
          properties: {
            ...pagingQuerySchema,
            app_id: { type: 'string', maxLength: 64 },
            user_id: { type: 'integer' },
            user_type: { type: 'integer', enum: [2], default: 2 },
            read_status: { type: 'integer', enum: [0] },
          },
        },
        response: okResponse(MESSAGE_LIST),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const q = request.query;
      // The user is always the caller; naming somebody else is refused rather than silently ignored.
      if (q.user_id !== undefined && q.user_id !== auth.managerId)
        throw new AppError(ApiCode.FORBIDDEN, '只能查看自己的消息');
      const { rows, total } = await listMessages(
        app.db,
        {
          userId: auth.managerId,
          userType: q.user_type ?? 2,
          appId: q.app_id,
          unreadOnly: q.read_status === 0,
        },
        q.page_size,
        offsetOf(q),
      );
      return list(request, rows, { total_count: total, page_index: q.page_index, page_size: q.page_size });
    },
  );

  app.put<{ Body: MarkMessagesReadInput }>(
    '/qa/message/read',
    {
      config: { access: { permission: MESSAGE_PERMISSION } },
      schema: {
        tags: ['消息中心'],
        summary: '标记消息已读（只改变自己的消息）',
        body: MESSAGES_READ_BODY,
        response: okResponse(MESSAGES_READ_PAYLOAD),
      },
    },
    async (request) => {
      const changed = await markRead(app.db, authOf(request).managerId, request.body.ids, nowSeconds());
      return ok(request, { changed });
    },
  );

  app.get(
    '/qa/module/list',
    {
      config: { access: { permission: MESSAGE_PERMISSION } },
      schema: { tags: ['消息中心'], summary: '消息模块列表', response: okResponse(MESSAGE_MODULE_LIST) },
    },
    async (request) => {
      const rows = await listModules(app.db);
      return list(request, rows, { total_count: rows.length, page_index: 1, page_size: rows.length });
    },
  );
}
