import type { FastifyInstance } from 'fastify';
import { merchantRoutes } from './merchant-routes.js';
import { myMerchantRoutes } from './my-merchant-routes.js';
import { projectRoutes } from './project-routes.js';
import { propertyApplicationRoutes } from './property-application-routes.js';

/** 账户 › 商户管理 (with 项目), 我的商户 and 入驻申请. */
export async function merchantModule(app: FastifyInstance): Promise<void> {
  await app.register(merchantRoutes);
  await app.register(myMerchantRoutes);
  await app.register(projectRoutes);
  await app.register(propertyApplicationRoutes);
}
