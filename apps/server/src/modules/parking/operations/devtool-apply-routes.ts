import { FILED_APPLICATION, okResponse } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import { nowSeconds } from '../../../lib/clock.js';
import { authOf } from '../../../platform/auth/auth-hook.js';
import { findVisiblePark } from '../park-lookup.js';
import { fileApplication, type ApplicationInput } from './application-intake.js';

/**
 * POST /devtool/parking/car-apply: files a 固定车申请 as a car owner would from the owners' app,
 * which this console does not include, so the review flow can be tried and tested end to end.
 */
export async function devtoolApplyRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ApplicationInput & { park_id: number } }>(
    '/devtool/parking/car-apply',
    {
      config: { access: { permission: 'system:devtool:parking' } },
      schema: {
        tags: ['开发工具'],
        summary: '模拟车主提交固定车申请',
        body: {
          type: 'object',
          properties: {
            park_id: { type: 'integer', minimum: 1, title: '车场' },
            plate: { type: 'string', minLength: 1, maxLength: 10, title: '车牌号' },
            plate_color: { type: 'integer', minimum: 0, maximum: 9, title: '车牌颜色' },
            card_type: { type: 'integer', enum: [1, 4, 5, 6, 7], title: '申请卡类型' },
            quantity: { type: 'integer', minimum: 1, maximum: 36, title: '申请数量' },
            applicant_name: { type: 'string', minLength: 1, maxLength: 32, title: '申请人' },
            applicant_mobile: { type: 'string', pattern: '^1\\d{10}$', title: '联系电话' },
            remark: { type: 'string', maxLength: 255, title: '申请说明' },
          },
          required: ['park_id', 'plate', 'card_type', 'quantity', 'applicant_name', 'applicant_mobile'],
          additionalProperties: false,
        },
        response: okResponse(FILED_APPLICATION),
      },
    },
    async (request) => {
      const { park_id: parkId, ...input } = request.body;
      const park = await findVisiblePark(app.db, authOf(request), parkId);
      return ok(request, await fileApplication(app.db, park, input, nowSeconds()));
    },
  );
}
