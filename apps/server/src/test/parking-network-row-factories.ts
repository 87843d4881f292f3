import {
  agentResource,
  cityResource,
  customerSetResource,
  energyCustomerSetResource,
  profitPolicyResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { createCollection, createSoftware } from './parking-network-fixture.js';
import { createPark } from './parking-fixture.js';
import { insertRow } from './row-for.js';
import type { ActionBody, TreeMember } from './tenant-tree.js';

/** Rows of the parking-network resources for the generated endpoint test, owned by `owner`. */
export function parkingNetworkRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  return {
    // A city is named after its code, so both are real.
    'parking/city': (owner) =>
      insertRow(app.db, cityResource, {
        merchant_id: owner.merchantId,
        area_code: '440300',
        name: '深圳市',
        province: '广东省',
      }),
    'parking/collection': (owner) => createCollection(app.db, owner.merchantId),
    'parking/software': (owner) => createSoftware(app.db, owner.merchantId),
    'parking/customer-set': async (owner) =>
      insertRow(app.db, customerSetResource, {
        merchant_id: owner.merchantId,
        customer_id: owner.merchantId,
        software_id: await createSoftware(app.db, owner.merchantId),
      }),
    // 能源服务商's packages: the same table, marked as energy's.
    'energy/customer-set': async (owner) =>
      insertRow(app.db, energyCustomerSetResource, {
        merchant_id: owner.merchantId,
        customer_id: owner.merchantId,
        product: 'energy',
        software_id: await createSoftware(app.db, owner.merchantId),
      }),
    'parking/profit-policy': (owner) =>
      insertRow(app.db, profitPolicyResource, {
        merchant_id: owner.merchantId,
        customer_id: owner.merchantId,
      }),
    'parking/agent': async (owner) =>
      insertRow(app.db, agentResource, { park_id: await createPark(app.db, owner.merchantId) }),
  };
}

/** Valid bodies of the parking-network actions, so the access test reaches the scope check. */
export const PARKING_NETWORK_ACTION_BODIES: Record<string, ActionBody> = {
  // The acting merchant takes the approved lot itself: a parking merchant in its own scope.
  '/api/parking/collection/approve': (tree) => ({
    merchant_id: tree.merchant.merchantId,
    park_name: '测试通过车场',
    park_spaces: 10,
    charge_mode: 1,
  }),
  '/api/parking/collection/reject': { audit_reason: '测试驳回' },
};
