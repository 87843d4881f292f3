import { appointedSpaceResource, reservationResource, reserveAppealResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext, WriteHooks } from '../../engine/engine-types.js';
import { addParkNames } from '../parking/park-names.js';
import { APPROVE_NOTE_BODY, REJECT_BODY, requiredText, reviewer } from './review-body.js';

export const withParkNames: WriteHooks = {
  decorateRows: (ctx, rows) => addParkNames(ctx.db, rows),
};

/** 通过 an appeal: the note is optional; the refund is settled by the payment area, not here. */
async function approveAppeal(ctx: ActionContext): Promise<void> {
  const remark = String(ctx.body.remark ?? '').trim() || '申诉属实，予以通过';
  await ctx.db
    .updateTable('reserve_appeal')
    .set({ status: 1, audit_remark: remark, ...reviewer(ctx) })
    .where('id', '=', Number(ctx.row.id))
    .execute();
}

/** 驳回 an appeal: the owner is told why, so the reason is required. */
async function rejectAppeal(ctx: ActionContext): Promise<void> {
  const reason = requiredText(ctx, 'reason', '驳回原因');
  await ctx.db
    .updateTable('reserve_appeal')
    .set({ status: 2, audit_remark: reason, ...reviewer(ctx) })
    .where('id', '=', Number(ctx.row.id))
    .execute();
}

/** 预约: records and appointed spaces are read-only here (the owners' app writes them); appeals are reviewed. */
export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(crudRoutes(reservationResource, { hooks: withParkNames }));
  await app.register(crudRoutes(appointedSpaceResource, { hooks: withParkNames }));
  await app.register(
    crudRoutes(reserveAppealResource, {
      hooks: withParkNames,
      actions: {
        approve: { body: APPROVE_NOTE_BODY, run: approveAppeal },
        reject: { body: REJECT_BODY, run: rejectAppeal },
      },
    }),
  );
}
