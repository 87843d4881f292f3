import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { createTenant } from '../seed/tenant-builder.js';
import { createCouponStock } from './coupon-ledger-fixture.js';
import { createPark } from './parking-fixture.js';
import type { TenantTree, TreeMember } from './tenant-tree.js';

let serial = (process.pid % 1000) * 1000;
/** The lot the last 券商户 row was made with: 绑定车场授权's body names it. */
let lastLot = 0;

/**
 * Rows of the coupon-selling resources for the generated endpoint test. The owner sells to itself
 * (seller = holder), so its own account may 撤销 the purchase as the seller.
 */
export function couponSaleRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  const stock = async (owner: TreeMember, source: number) => {
    const park = await createPark(app.db, owner.merchantId);
    const { stockId } = await createCouponStock(app.db, {
      sellerId: owner.merchantId,
      holderId: owner.merchantId,
      parkIds: [park],
    });
    await app.db.updateTable('coupon_stock').set({ source }).where('id', '=', stockId).execute();
    return stockId;
  };
  return {
    'parking-coupon/coupon': async (owner) => {
      const park = await createPark(app.db, owner.merchantId);
      return (
        await createCouponStock(app.db, {
          sellerId: owner.merchantId,
          holderId: owner.merchantId,
          parkIds: [park],
        })
      ).couponId;
    },
    'parking-coupon/merchant': async (owner) => {
      lastLot = await createPark(app.db, owner.merchantId);
      const now = nowSeconds();
      const buyer = await createTenant(
        app.db,
        {
          merchantNo: `CB${(serial += 1)}`,
          name: '购券商户',
          kind: 'merchant',
          parentId: null,
          products: ['mcoupon'],
        },
        now,
      );
      const row = await app.db
        .insertInto('coupon_merchant')
        .values({ merchant_id: owner.merchantId, buyer_id: buyer.id, create_time: now, update_time: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    'parking-coupon/rule': async (owner) => {
      const park = await createPark(app.db, owner.merchantId);
      const { couponId } = await createCouponStock(app.db, {
        sellerId: owner.merchantId,
        holderId: owner.merchantId,
        parkIds: [park],
      });
      const now = nowSeconds();
      const row = await app.db
        .insertInto('coupon_rule')
        .values({
          merchant_id: owner.merchantId,
          coupon_id: couponId,
          min_quantity: 1,
          max_quantity: 10,
          monthly_limit: 0,
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    'parking-coupon/purchase': (owner) => stock(owner, 1),
    'parking-coupon/purchase-batch': (owner) => stock(owner, 2),
  };
}

/** Valid bodies of the actions with input, so the access test reaches the scope check. */
export const COUPON_SALE_ACTION_BODIES: Record<string, object | ((tree: TenantTree) => object)> = {
  '/api/parking-coupon/merchant/authorize': () => ({ park_ids: [lastLot] }),
  '/api/parking-coupon/purchase/revoke': { revoke_reason: '测试撤销' },
  '/api/parking-coupon/purchase-batch/revoke': { revoke_reason: '测试撤销' },
};
