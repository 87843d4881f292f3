import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import type { TreeMember } from './tenant-tree.js';
import {
  createClosedStay,
  createOpenStay,
  createPark,
  createParkCar,
  merchantOfPark,
} from './parking-fixture.js';

/** Rows of the parking resources for the generated endpoint test, each in a fresh park of the owner. */
export function parkingRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  const park = (owner: TreeMember) => createPark(app.db, owner.merchantId);
  const car = (category: string) => async (owner: TreeMember) =>
    createParkCar(app.db, await park(owner), category);
  return {
    park,
    'parking/charge': async (owner) => {
      const parkId = await park(owner);
      const rule = await app.db
        .selectFrom('charge_rule')
        .select('id')
        .where('park_id', '=', parkId)
        .executeTakeFirstOrThrow();
      return Number(rule.id);
    },
    'parking/record': async (owner) => (await createClosedStay(app.db, await park(owner))).recordId,
    'parking/in-parking': async (owner) => createOpenStay(app.db, await park(owner)),
    'parking/order/payment': async (owner) => (await createClosedStay(app.db, await park(owner))).orderId,
    'parking/order/recharge': async (owner) => {
      const parkId = await park(owner);
      const carId = await createParkCar(app.db, parkId, 'month');
      const row = await app.db
        .insertInto('recharge_order')
        .values({
          merchant_id: await merchantOfPark(app.db, parkId),
          park_id: parkId,
          order_no: `RTEST${process.pid}${carId}`,
          car_id: carId,
          plate: '粤B12345',
          plate_color: 1,
          card_type: 1,
          quantity: 1,
          amount: 30000,
          paid_amount: 30000,
          pay_type: 2,
          pay_mode: 3,
          business: 'recharge',
          status: 1,
          create_time: nowSeconds(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    'parking/month-card': car('month'),
    'parking/value-card': car('value'),
    'parking/whitelist': car('white'),
    'parking/blacklist': car('black'),
    'parking/member': car('member'),
    'parking/release': async (owner) => {
      const parkId = await park(owner);
      const recordId = await createOpenStay(app.db, parkId);
      const row = await app.db
        .insertInto('release_record')
        .values({
          merchant_id: owner.merchantId,
          park_id: parkId,
          record_id: recordId,
          plate: '粤B12345',
          plate_color: 1,
          gate: '1号出口',
          reason: '设备故障',
          waived_amount: 500,
          operator_id: owner.managerId,
          operator_name: owner.account,
          release_time: nowSeconds(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
  };
}

/** Valid bodies of the parking actions, so the access test reaches the scope check past validation. */
export const PARKING_ACTION_BODIES: Record<string, object> = {
  '/api/parking/in-parking/release': { reason: '测试放行' },
  '/api/parking/order/payment/refund': { refund_reason: '测试退款' },
  '/api/parking/month-card/renew': { quantity: 1, pay_type: 1, pay_mode: 0 },
  '/api/parking/value-card/recharge': { amount: 10000, pay_type: 1, pay_mode: 0 },
};
