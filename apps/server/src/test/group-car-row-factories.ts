import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { createGroupCard, createGroupPackage, freshPlate } from './group-car-fixture.js';
import { createPark } from './parking-fixture.js';
import type { TreeMember } from './tenant-tree.js';

let serial = (process.pid % 1000) * 1000 + 500;

/** Rows of the 停车集团 fixed-car resources for the generated endpoint test: each on a lot of its owner. */
export function groupCarRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  const lotPackage = async (owner: TreeMember) =>
    createGroupPackage(app.db, owner.merchantId, [await createPark(app.db, owner.merchantId)]);
  return {
    'group/car/package': lotPackage,
    'group/car/month-card': async (owner) =>
      createGroupCard(app.db, owner.merchantId, await lotPackage(owner)),
    'group/car/renewal': async (owner) => {
      const parkId = await createPark(app.db, owner.merchantId);
      const packageId = await createGroupPackage(app.db, owner.merchantId, [parkId]);
      const cardId = await createGroupCard(app.db, owner.merchantId, packageId);
      const now = nowSeconds();
      const orderNo = `RT${(serial += 1)}`;
      const order = await app.db
        .insertInto('recharge_order')
        .values({
          merchant_id: owner.merchantId,
          park_id: parkId,
          order_no: orderNo,
          car_id: 0,
          plate: '粤B12345',
          plate_color: 1,
          card_type: 1,
          quantity: 1,
          amount: 30_000,
          paid_amount: 30_000,
          pay_type: 1,
          pay_mode: 0,
          business: 'recharge',
          status: 1,
          create_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await app.db
        .insertInto('group_renewal')
        .values({
          merchant_id: owner.merchantId,
          card_id: cardId,
          package_id: packageId,
          package_name: '测试套餐',
          card_no: 'GKT0',
          plate: '粤B12345',
          kind: 1,
          card_type: 1,
          units: 1,
          unit_price: 30_000,
          amount: 30_000,
          after_start: now,
          after_end: now + 30 * 86_400,
          park_id: parkId,
          order_id: Number(order.id),
          order_no: orderNo,
          pay_type: 1,
          pay_mode: 0,
          create_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    'group/car/whitelist': async (owner) => {
      const now = nowSeconds();
      const row = await app.db
        .insertInto('group_white')
        .values({
          merchant_id: owner.merchantId,
          plate: freshPlate(),
          start_time: now,
          end_time: now + 86_400,
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
  };
}

/** Valid bodies of the group fixed-car actions (a fresh plate for each 办理月卡). */
export const GROUP_CAR_ACTION_BODIES: Record<string, object | (() => object)> = {
  '/api/group/car/package/sell': () => ({
    plate: freshPlate(),
    plate_color: 1,
    units: 1,
    pay_type: 1,
    pay_mode: 0,
  }),
  '/api/group/car/month-card/renew': { units: 1, pay_type: 1, pay_mode: 0 },
};
