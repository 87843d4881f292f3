import { LOT_SETTINGS } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { settingsRoutes } from '../../../engine/settings-routes.js';

/** A lot's 预约设置, 运行配置 and 支付渠道: engine settings endpoints, one pair per definition. */
export async function lotSettingRoutes(app: FastifyInstance): Promise<void> {
  for (const settings of LOT_SETTINGS) await app.register(settingsRoutes(settings));
}
