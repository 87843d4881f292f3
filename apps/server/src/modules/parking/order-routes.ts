import { paymentOrderResource, rechargeOrderResource } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext } from '../../engine/engine-types.js';
import { withParkNames } from './record-routes.js';

/**
 * 退款 moves the money back: the order's transfer becomes 已退款. The definition does the rest (only
 * a paid order, the reason required and kept on the order, 退款/撤销, the audit row).
 */
async function refund(ctx: ActionContext): Promise<void> {
  await ctx.db
    .updateTable('payment_order')
    .set({ transfer_status: -2 })
    .where('id', '=', Number(ctx.row.id))
    .execute();
}

export const paymentOrderRoutes = crudRoutes(paymentOrderResource, {
  hooks: withParkNames,
  actions: { refund: { run: refund } },
});

export const rechargeOrderRoutes = crudRoutes(rechargeOrderResource, { hooks: withParkNames });
