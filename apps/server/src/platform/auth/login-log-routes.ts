import { LOGIN_LOG_PAYLOAD, okResponse } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { list } from '../../http/envelope.js';
import { offsetOf, pagingQuerySchema, type PagingQuery } from '../../http/paging.js';
import { authOf } from './auth-hook.js';

/** The caller's own recent sign-ins (account settings): every signed-in user may read their own. */
export async function loginLogRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: PagingQuery }>(
    '/account/login-log/mine',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['登录'],
        summary: '我的最近登录记录（成功与失败）',
        querystring: { type: 'object', properties: { ...pagingQuerySchema } },
        response: okResponse(LOGIN_LOG_PAYLOAD),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const q = request.query;
      const mine = app.db.selectFrom('login_log').where('manager_id', '=', auth.managerId);
      const [rows, total] = await Promise.all([
        mine
          .select(['id', 'success', 'reason', 'ip', 'user_agent', 'create_time'])
          .orderBy('create_time', 'desc')
          .orderBy('id', 'desc')
          .limit(q.page_size)
          .offset(offsetOf(q))
          .execute(),
        mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(request, rows, {
        total_count: Number(total.n),
        page_index: q.page_index,
        page_size: q.page_size,
      });
    },
  );
}
