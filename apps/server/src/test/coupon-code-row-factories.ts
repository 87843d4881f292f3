import { CHANNEL_EVENT, EVENT_SPEND } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { grantCoupon } from '../modules/parking-coupon/index.js';
import { createCouponStock } from './coupon-ledger-fixture.js';
import { createPark } from './parking-fixture.js';
import type { TreeMember } from './tenant-tree.js';

let serial = 0;

/**
 * Rows of 固定券码, 活动规则 and 活动券记录 for the generated endpoint test: each gives from a
 * warehouse entry the owner holds of its own coupon at a fresh park of its own.
 */
export function couponCodeRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  const stockOf = async (owner: TreeMember) => {
    const parkId = await createPark(app.db, owner.merchantId);
    return createCouponStock(app.db, {
      sellerId: owner.merchantId,
      holderId: owner.merchantId,
      parkIds: [parkId],
    });
  };
  const window = () => ({ start_time: nowSeconds() - 60, end_time: nowSeconds() + 86_400 });
  const rule = async (owner: TreeMember) => {
    const { stockId } = await stockOf(owner);
    const now = nowSeconds();
    const row = await app.db
      .insertInto('coupon_event_rule')
      .values({
        merchant_id: owner.merchantId,
        stock_id: stockId,
        name: '行活动规则',
        event_type: EVENT_SPEND,
        threshold: 100,
        ...window(),
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ruleId: Number(row.id), stockId };
  };
  return {
    'parking-coupon/fixed-code': async (owner) => {
      const { stockId } = await stockOf(owner);
      serial += 1;
      const now = nowSeconds();
      const row = await app.db
        .insertInto('coupon_fixed_code')
        .values({
          merchant_id: owner.merchantId,
          stock_id: stockId,
          name: '行券码',
          code: `ROW${process.pid}X${serial}`.slice(0, 32),
          ...window(),
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    'parking-coupon/event/rule': async (owner) => (await rule(owner)).ruleId,
    'parking-coupon/event/record': async (owner) => {
      const { ruleId, stockId } = await rule(owner);
      const granted = await app.db.transaction().execute((tx) =>
        grantCoupon(tx, {
          stockId,
          holderId: owner.merchantId,
          plate: '粤B12345',
          plateColor: 1,
          channel: CHANNEL_EVENT,
          eventRuleId: ruleId,
          operatorName: '测试',
          now: nowSeconds(),
        }),
      );
      return granted.id;
    },
  };
}
