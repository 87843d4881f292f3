import type { FastifyInstance } from 'fastify';
import { createBonusAcl, createBonusEvent, createBonusGrant } from './bonus-fixture.js';
import { createPark } from './parking-fixture.js';
import type { TreeMember } from './tenant-tree.js';

const ISSUER_NO = 'S0001';

/** Rows of the red-packet resources for the generated endpoint test, each in a fresh park of the owner. */
export function bonusRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  // Each activity grants the issuer the action bodies name, so 核验 and 发放 can succeed.
  const event = async (owner: TreeMember) => {
    const id = await createBonusEvent(app.db, await createPark(app.db, owner.merchantId));
    await createBonusAcl(app.db, id, { issuer_no: ISSUER_NO });
    return id;
  };
  return {
    'bonus/event': event,
    'bonus/acl': async (owner) => createBonusAcl(app.db, await event(owner)),
    'bonus/grant': async (owner) => createBonusGrant(app.db, await event(owner)),
  };
}

/** Valid bodies of the activity's actions, so the access test reaches the scope check. */
export const BONUS_ACTION_BODIES: Record<string, object> = {
  '/api/bonus/event/prepare': { issuer_no: ISSUER_NO },
  '/api/bonus/event/issue': { issuer_no: ISSUER_NO, plate: '粤B12345' },
};
