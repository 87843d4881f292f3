import {
  COUPON_ON_SALE_ROWS,
  couponMerchantResource,
  couponResource,
  couponRuleResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../engine/crud-routes.js';
import { couponHooks } from './coupon-hooks.js';
import { authorizeLots, couponMerchantHooks } from './merchant-hooks.js';
import { purchaseRoutes } from './purchase-routes.js';
import { couponRuleHooks } from './rule-hooks.js';

/** The lot owner's selling side (优惠券, 商户管理 with 绑定车场授权, 优惠券规则) and the purchases. */
export async function couponSaleRoutes(app: FastifyInstance): Promise<void> {
  // A lot's own coupons (商户券, a red-packet activity's) name their lot and are not for sale.
  await app.register(crudRoutes(couponResource, { hooks: couponHooks, where: () => COUPON_ON_SALE_ROWS }));
  await app.register(
    crudRoutes(couponMerchantResource, {
      hooks: couponMerchantHooks,
      actions: { authorize: { run: authorizeLots } },
    }),
  );
  await app.register(crudRoutes(couponRuleResource, { hooks: couponRuleHooks }));
  await purchaseRoutes(app);
}
