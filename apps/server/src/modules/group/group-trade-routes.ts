import { abnormalPassageView } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { viewRoutes } from '../../engine/view-routes.js';
import { abnormalPassages } from './abnormal-passages.js';

/** GET /group/abnormal/list and POST /group/abnormal/export: 异常通行 of the group's lots. */
export const abnormalPassageRoutes = viewRoutes(abnormalPassageView, { source: abnormalPassages });

/** 停车集团, the trade part of issue 17: 异常通行 (the lists and details are parking definitions). */
export async function groupTradeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(abnormalPassageRoutes);
}
