import { CHANNEL_APPLY_MERCHANT_LIST, channelApplyResource, okResponse } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { likeExpr } from '../../db/sql-helpers.js';
import { list } from '../../http/envelope.js';
import { authOf } from '../../platform/auth/auth-hook.js';

interface PickerQuery {
  keyword?: string;
}

/**
 * The merchant picker of 支付渠道进件 (/payment/channel/apply/create): the enabled merchants below the
 * caller (never the caller itself), searched by name or 商户号, first 50. Whoever may open a draft may
 * pick; the engine's create checks the chosen merchant is in the caller's subtree again.
 */
export async function channelApplyMerchantRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: PickerQuery }>(
    '/service/payment/channel-apply/merchants',
    {
      config: { access: { permission: channelApplyResource.permissions.create! } },
      schema: {
        tags: ['渠道进件'],
        summary: '进件商户选择器（前 50 个）',
        querystring: {
          type: 'object',
          properties: { keyword: { type: 'string', maxLength: 64 } },
          additionalProperties: false,
        },
        response: okResponse(CHANNEL_APPLY_MERCHANT_LIST),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const keyword = (request.query.keyword ?? '').trim();
      let query = app.db
        .selectFrom('merchant')
        .select(['id', 'name', 'merchant_no'])
        .where(likeExpr('path', auth.merchantPath, 'prefix'))
        .where('id', '!=', auth.merchantId)
        .where('kind', '=', 'merchant')
        .where('status', '=', 1);
      if (keyword) {
        query = query.where((eb) =>
          eb.or([likeExpr('name', keyword, 'contains'), eb('merchant_no', '=', keyword)]),
        );
      }
      const rows = (await query.orderBy('name').orderBy('id').limit(50).execute()).map((row) => ({
        ...row,
        id: Number(row.id),
      }));
      return list(request, rows, { total_count: rows.length, page_index: 1, page_size: 50 });
    },
  );
}
