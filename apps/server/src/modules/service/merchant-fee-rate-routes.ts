import { ApiCode, merchantFeeRateResource } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { EngineContext } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';

/** A merchant's fee is its provider's decision: nobody sets the rate of its own tenant. */
function assertNotOwn(ctx: EngineContext, merchantId: number): void {
  if (merchantId === ctx.auth.merchantId) {
    throw new AppError(ApiCode.BUSINESS_RULE, '渠道费率由上级服务商设置，不能设置本商户自己的费率');
  }
}

/**
 * 渠道费率 (支付商户 › 支付配置): rows of a merchant below the caller (the engine's create rule puts
 * `merchant_id` in the caller's subtree; this refuses the caller's own). The ledger reads them when
 * it posts a trade's fee (settlement/ledger-fees.ts).
 */
export const merchantFeeRateCrudRoutes = crudRoutes(merchantFeeRateResource, {
  hooks: {
    beforeCreate(ctx, { values }) {
      assertNotOwn(ctx, Number(values.merchant_id));
      return values;
    },
    beforeUpdate(ctx, { before, changes }) {
      assertNotOwn(ctx, Number(before.merchant_id));
      return changes;
    },
  },
});
