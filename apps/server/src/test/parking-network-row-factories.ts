import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { createCollection, createSoftware } from './parking-network-fixture.js';
import { createPark } from './parking-fixture.js';
import type { TreeMember } from './tenant-tree.js';

/** Rows of the parking-network resources for the generated endpoint test, owned by `owner`. */
export function parkingNetworkRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  const now = nowSeconds();
  return {
    'parking/city': async (owner) => {
      const row = await app.db
        .insertInto('park_city')
        .values({
          merchant_id: owner.merchantId,
          name: '深圳市',
          area_code: '440300',
          province: '广东省',
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    'parking/collection': (owner) => createCollection(app.db, owner.merchantId),
    'parking/software': (owner) => createSoftware(app.db, owner.merchantId),
    'parking/customer-set': async (owner) => {
      const row = await app.db
        .insertInto('customer_software_set')
        .values({
          merchant_id: owner.merchantId,
          customer_id: owner.merchantId,
          name: '标准套餐',
          software_id: await createSoftware(app.db, owner.merchantId),
          park_quota: 3,
          price: 360000,
          start_time: now,
          end_time: now + 365 * 86400,
          status: 1,
          create_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    'parking/profit-policy': async (owner) => {
      const row = await app.db
        .insertInto('customer_profit_policy')
        .values({
          merchant_id: owner.merchantId,
          customer_id: owner.merchantId,
          partner_rate: 3000,
          settle_cycle: 3,
          min_settle_amount: 10000,
          status: 1,
          effective_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    'parking/agent': async (owner) => {
      const parkId = await createPark(app.db, owner.merchantId);
      const row = await app.db
        .insertInto('park_agent')
        .values({
          merchant_id: owner.merchantId,
          park_id: parkId,
          device_sn: `SN${process.pid}${parkId}`,
          name: '入口相机',
          gate_name: '1号入口',
          kind: 1,
          last_heartbeat: now,
          create_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
  };
}

/** Valid bodies of the parking-network actions, so the access test reaches the scope check. */
export const PARKING_NETWORK_ACTION_BODIES: Record<string, object> = {
  '/api/parking/collection/audit': { result: 2, reason: '测试驳回' },
};
