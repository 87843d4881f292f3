import { couponMerchantResource, couponResource, couponRuleResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../engine/crud-routes.js';
import { couponHooks } from './coupon-hooks.js';
import { authorizeLots, couponMerchantHooks } from './merchant-hooks.js';
import { purchaseRoutes } from './purchase-routes.js';
import { couponRuleHooks } from './rule-hooks.js';

/** The lot owner's selling side (优惠券, 商户管理 with 绑定车场授权, 优惠券规则) and the purchases. */
export async function couponSaleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(crudRoutes(couponResource, { hooks: couponHooks }));
  await app.register(
    crudRoutes(couponMerchantResource, {
      hooks: couponMerchantHooks,
      actions: { authorize: { run: authorizeLots } },
    }),
  );
  await app.register(crudRoutes(couponRuleResource, { hooks: couponRuleHooks }));
  await purchaseRoutes(app);
}
