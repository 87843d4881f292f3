import { ApiCode, type JsonSchema, paymentOrderResource, rechargeOrderResource } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { withParkNames } from './record-routes.js';

const REFUND_BODY: JsonSchema = {
  type: 'object',
  properties: { reason: { type: 'string', minLength: 1, maxLength: 128, title: '退款原因' } },
  required: ['reason'],
};

/** 退款: the order becomes 退款/撤销 and its transfer 已退款; the reason lives in the audit log's snapshot. */
async function refund(ctx: ActionContext): Promise<void> {
  if (!String(ctx.body.reason ?? '').trim()) throw new AppError(ApiCode.VALIDATION, '请输入退款原因');
  await ctx.db
    .updateTable('payment_order')
    .set({ status: -2, transfer_status: -2 })
    .where('id', '=', Number(ctx.row.id))
    .execute();
}

export const paymentOrderRoutes = crudRoutes(paymentOrderResource, {
  hooks: withParkNames,
  actions: { refund: { body: REFUND_BODY, run: refund } },
});

export const rechargeOrderRoutes = crudRoutes(rechargeOrderResource, { hooks: withParkNames });
