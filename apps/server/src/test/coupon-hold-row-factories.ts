import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { grantCoupon } from '../modules/parking-coupon/index.js';
import { createCouponStock } from './coupon-ledger-fixture.js';
import { createPark } from './parking-fixture.js';
import type { TreeMember } from './tenant-tree.js';

let serial = 0;

/**
 * Rows of the holder's coupon resources (入库记录, 发券记录, 商户券规则) for the generated endpoint
 * test: the owner holds an entry of its own coupon (an owner buying for its own lots).
 */
export function couponHoldRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  const stock = async (owner: TreeMember) => {
    const parkId = await createPark(app.db, owner.merchantId);
    const ids = { sellerId: owner.merchantId, holderId: owner.merchantId, parkIds: [parkId] };
    return (await createCouponStock(app.db, ids)).stockId;
  };
  return {
    'parking-coupon/warehouse': stock,
    'parking-coupon/grant': async (owner) => {
      const now = nowSeconds();
      // Made before the transaction: SQLite has one connection, which the transaction holds.
      const stockId = await stock(owner);
      const granted = await app.db.transaction().execute(async (tx) =>
        grantCoupon(tx, {
          stockId,
          holderId: owner.merchantId,
          plate: '粤B12345',
          plateColor: 1,
          channel: 1,
          operatorName: '测试',
          now,
        }),
      );
      return granted.id;
    },
    'parking-coupon/merchant-rule': async (owner) => {
      const now = nowSeconds();
      const row = await app.db
        .insertInto('coupon_merchant_rule')
        .values({
          merchant_id: owner.merchantId,
          name: `测试规则${(serial += 1)}`,
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
  };
}

/** Valid bodies of the holder's actions; each request id is used once per test run. */
export const COUPON_HOLD_ACTION_BODIES: Record<string, object> = {
  '/api/parking-coupon/warehouse/send': {
    plate: '粤B54321',
    plate_color: 1,
    request_id: `endpoint-send-${process.pid}`,
  },
  '/api/parking-coupon/warehouse/bulk-send': {
    plates: '粤B54321\n粤B54322',
    plate_color: 1,
    request_id: `endpoint-bulk-${process.pid}`,
  },
};
