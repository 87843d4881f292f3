import {
  COUPON_ISSUED,
  COUPON_RECORD_ROWS,
  MCOUPON_ROWS,
  mcouponRecordResource,
  mcouponTokenResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../../engine/crud-routes.js';
import type { ActionContext, Row, WriteHooks } from '../../../engine/engine-types.js';
import { revokeGrant } from '../../parking-coupon/index.js';
import { addParkNames } from '../park-names.js';
import { ISSUE_BODY, issueCoupon } from './issue-coupon.js';
import { tokenHooks } from './token-hooks.js';

/** Adds the coupon's name, issuer, type and face value to grant rows: one query per page. */
async function addCouponTerms(ctx: { db: FastifyInstance['db'] }, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = [...new Set(rows.map((row) => Number(row.coupon_id)))];
  const coupons = await ctx.db
    .selectFrom('coupon')
    .select(['id', 'name', 'issuer_name', 'coupon_type', 'face_value'])
    .where('id', 'in', ids)
    .execute();
  const faces = await ctx.db
    .selectFrom('coupon_grant')
    .select(['id', 'face_value'])
    .where(
      'id',
      'in',
      rows.map((row) => Number(row.id)),
    )
    .where('face_value', 'is not', null)
    .execute();
  const ownFace = new Map(faces.map((grant) => [Number(grant.id), Number(grant.face_value)]));
  const byId = new Map(coupons.map((coupon) => [Number(coupon.id), coupon]));
  // A coupon the lot owner sold names no issuer: the shop that granted it (the holder) issued it.
  const holderIds = [
    ...new Set(
      rows
        .filter((row) => !byId.get(Number(row.coupon_id))?.issuer_name)
        .map((row) => Number(row.merchant_id)),
    ),
  ];
  const holders =
    holderIds.length === 0
      ? []
      : await ctx.db.selectFrom('merchant').select(['id', 'name']).where('id', 'in', holderIds).execute();
  const holderName = new Map(holders.map((holder) => [Number(holder.id), holder.name]));
  for (const row of rows) {
    const coupon = byId.get(Number(row.coupon_id));
    row.coupon_name = coupon?.name ?? '';
    row.issuer_name = coupon?.issuer_name || (holderName.get(Number(row.merchant_id)) ?? '');
    row.coupon_type = coupon?.coupon_type ?? null;
    // A red packet's own amount, else the coupon's face.
    row.face_value = ownFace.get(Number(row.id)) ?? coupon?.face_value ?? null;
  }
}

const recordHooks: WriteHooks = {
  async decorateRows(ctx, rows) {
    await addParkNames(ctx.db, rows);
    await addCouponTerms(ctx, rows);
  },
};

/**
 * 作废: an unused coupon is withdrawn from the plate (grant 已撤销) and goes back to its warehouse
 * entry, as every revoked grant of the ledger; a used one is refused (revokeGrant's guard).
 */
async function voidCoupon(ctx: ActionContext): Promise<void> {
  await revokeGrant(ctx.db, Number(ctx.row.id), ctx.now);
}

/** 商户券 of a lot (with 发放, 停用, 启用) and the 优惠券记录 handed out at lots. */
export async function mcouponRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    crudRoutes(mcouponTokenResource, {
      hooks: tokenHooks,
      where: () => MCOUPON_ROWS,
      actions: {
        issue: { body: ISSUE_BODY, answer: COUPON_ISSUED, run: issueCoupon },
      },
    }),
  );
  await app.register(
    crudRoutes(mcouponRecordResource, {
      hooks: recordHooks,
      where: () => COUPON_RECORD_ROWS,
      actions: { void: { run: voidCoupon } },
    }),
  );
}
