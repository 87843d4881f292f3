import { paymentOrderResource, rechargeOrderResource } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext } from '../../engine/engine-types.js';
import { refundTrade } from '../settlement/index.js';
import { withParkNamesAndCoupons } from './order-coupons.js';
import { syncRecordPayment } from './record-payment.js';
import { withParkNames } from './record-routes.js';

/**
 * 退款 moves the money back: the order's 支付流水 gets its 退款记录 (ledger), the order becomes 退款/撤销 with transfer 已退款, and its stay's record
 * is rewritten from its orders in the same transaction (实收 less the refund, 退款金额, 已退款). The
 * definition does the rest (only a paid order with money on it, the reason required and kept on the
 * order, the audit row); it writes the same status again after this handler.
 */
async function refund(ctx: ActionContext): Promise<void> {
  const id = Number(ctx.row.id);
  // The channel money goes back too: a 退款记录 reversing the order's 支付流水 (never more than remains).
  await refundTrade(ctx.db, 'payment_order', id, {
    amount: Number(ctx.row.paid_amount),
    reason: typeof ctx.body.refund_reason === 'string' ? ctx.body.refund_reason : null,
    at: ctx.now,
  });
  await ctx.db
    .updateTable('payment_order')
    .set({ status: -2, transfer_status: -2 })
    .where('id', '=', id)
    .execute();
  const { record_id: recordId } = await ctx.db
    .selectFrom('payment_order')
    .select('record_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (recordId !== null) await syncRecordPayment(ctx.db, recordId);
}

export const paymentOrderRoutes = crudRoutes(paymentOrderResource, {
  hooks: withParkNamesAndCoupons,
  actions: { refund: { run: refund } },
});

export const rechargeOrderRoutes = crudRoutes(rechargeOrderResource, { hooks: withParkNames });
