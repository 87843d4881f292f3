import {
  COUPON_ISSUED,
  MCOUPON_UNUSED,
  MCOUPON_VOID,
  mcouponRecordResource,
  mcouponTokenResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../../engine/crud-routes.js';
import type { ActionContext, Row, WriteHooks } from '../../../engine/engine-types.js';
import { addParkNames } from '../park-names.js';
import { scheduleCouponExpiry } from './coupon-expiry.js';
import { ISSUE_BODY, issueCoupon } from './issue-coupon.js';
import { tokenHooks } from './token-hooks.js';

/** Adds the token's name, issuer, type and face value to coupon rows: one query per page. */
async function addTokenTerms(ctx: { db: FastifyInstance['db'] }, rows: Row[]): Promise<void> {
  const ids = [...new Set(rows.map((row) => Number(row.token_id)))];
  const tokens = await ctx.db
    .selectFrom('park_coupon_token')
    .select(['id', 'name', 'issuer_name', 'coupon_type', 'face_value'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(tokens.map((token) => [Number(token.id), token]));
  for (const row of rows) {
    const token = byId.get(Number(row.token_id));
    row.token_name = token?.name ?? '';
    row.issuer_name = token?.issuer_name ?? '';
    row.coupon_type = token?.coupon_type ?? null;
    row.face_value = token?.face_value ?? null;
  }
}

const recordHooks: WriteHooks = {
  async decorateRows(ctx, rows) {
    await addParkNames(ctx.db, rows);
    await addTokenTerms(ctx, rows);
  },
};

/** 作废: an unused coupon is withdrawn; the token's issued count stays, as it was handed out. */
async function voidCoupon(ctx: ActionContext): Promise<void> {
  await ctx.db
    .updateTable('park_coupon')
    .set({ status: MCOUPON_VOID })
    .where('id', '=', Number(ctx.row.id))
    .where('status', '=', MCOUPON_UNUSED)
    .execute();
}

/** 商户券 of a lot (with 发放, 停用, 启用) and the 优惠券记录 issued from them. */
export async function mcouponRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    crudRoutes(mcouponTokenResource, {
      hooks: tokenHooks,
      actions: {
        issue: { body: ISSUE_BODY, answer: COUPON_ISSUED, run: issueCoupon },
      },
    }),
  );
  await app.register(
    crudRoutes(mcouponRecordResource, { hooks: recordHooks, actions: { void: { run: voidCoupon } } }),
  );
  scheduleCouponExpiry(app);
}
