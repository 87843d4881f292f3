import {
  appointedSpaceResource,
  invoiceConfigResource,
  parkAclResource,
  passportResource,
  reservationResource,
  type AnyResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { createCoupon, createToken } from './mcoupon-fixture.js';
import { createPark } from './parking-fixture.js';
import { createAppeal, createApplication } from './parking-operations-fixture.js';
import { insertRow } from './row-for.js';
import type { TreeMember } from './tenant-tree.js';

/** Rows of the parking-operations resources for the generated endpoint test, each in a fresh park. */
export function parkingOperationsRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  const inPark =
    (create: (db: FastifyInstance['db'], parkId: number) => Promise<number>) => async (owner: TreeMember) =>
      create(app.db, await createPark(app.db, owner.merchantId));
  const row = (resource: AnyResource, values: Record<string, unknown> = {}) =>
    inPark((db, parkId) => insertRow(db, resource, { park_id: parkId, ...values }));
  return {
    'parking/reserve/record': row(reservationResource),
    'parking/reserve/appointed': row(appointedSpaceResource),
    'parking/reserve/appeal': inPark(createAppeal),
    'parking/passport': row(passportResource),
    'parking/car-apply': inPark((db, parkId) => createApplication(db, parkId)),
    // Scopes are a list of grant codes; the generated text would not be one.
    'parking/acl': row(parkAclResource, { scopes: 'order,record' }),
    'parking/invoice-config': row(invoiceConfigResource),
    'parking/mcoupon': inPark((db, parkId) => createToken(db, parkId)),
    'parking/coupon-record': inPark(async (db, parkId) =>
      createCoupon(db, await createToken(db, parkId), '粤B12345'),
    ),
  };
}

/** Valid bodies of the parking-operations actions, so the access test reaches the scope check. */
export const PARKING_OPERATIONS_ACTION_BODIES: Record<string, object> = {
  '/api/parking/car-apply/approve': { unit_price: 30000, pay_type: 1, pay_mode: 0 },
  '/api/parking/car-apply/reject': { reject_reason: '测试驳回' },
  '/api/parking/reserve/appeal/approve': { audit_remark: '测试通过' },
  '/api/parking/reserve/appeal/reject': { audit_remark: '测试驳回' },
  '/api/parking/mcoupon/issue': { plate: '粤B12345', plate_color: 1 },
};
