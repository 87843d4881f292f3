import type { FastifyInstance } from 'fastify';
import { bearer, createFixtureAccount } from './account-fixture.js';
import { createPark } from './parking-fixture.js';
import { tokenFor } from './session-token.js';

export const BONUS_CODES = [
  'bonus:event:list',
  'bonus:event:detail',
  'bonus:event:create',
  'bonus:event:update',
  'bonus:event:issue',
  'bonus:acl:list',
  'bonus:acl:create',
  'bonus:acl:update',
];

/** A merchant holding every red-packet code, signed in, with two lots of its own. */
export async function bonusMerchant(app: FastifyInstance) {
  const user = await createFixtureAccount(app, { permissions: BONUS_CODES, products: ['parking'] });
  return {
    ...user,
    token: await tokenFor(app, user.managerId),
    parkId: await createPark(app.db, user.merchantId),
    otherParkId: await createPark(app.db, user.merchantId),
  };
}

/** PUT /api/bonus/event/issue as the token's account. */
export function issue(
  app: FastifyInstance,
  token: string,
  body: { id: number; issuer_no: string; plate: string },
) {
  return app.inject({ method: 'PUT', url: '/api/bonus/event/issue', headers: bearer(token), payload: body });
}
