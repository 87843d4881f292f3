import type { FastifyInstance } from 'fastify';
import { createFixtureAccount } from './account-fixture.js';
import { tokenFor } from './session-token.js';
import type { TreeMember } from './tenant-tree.js';

/** Every code of this area plus the park codes the audit and the city view rely on. */
export const NETWORK_CODES = [
  'parking:park:list',
  'parking:park:create',
  'parking:city:list',
  'parking:city:detail',
  'parking:city:create',
  'parking:city:update',
  'parking:city:delete',
  'parking:collection:list',
  'parking:collection:detail',
  'parking:collection:audit',
  'parking:software:list',
  'parking:software:detail',
  'parking:software:create',
  'parking:software:update',
  'parking:customer:list',
  'parking:customer:detail',
  'parking:customer:software:list',
  'parking:customer:software:update',
  'parking:customer:set:list',
  'parking:customer:set:create',
  'parking:customer:set:update',
  'profit:policy:list',
  'profit:policy:create',
  'profit:policy:update',
  'iot:vertex:agent:list',
  'iot:vertex:agent:detail',
  'iot:vertex:agent:update',
];

export interface NetworkTree {
  partner: TreeMember;
  /** A parking merchant of the partner (holds the parking product). */
  merchant: TreeMember;
  /** A merchant of the partner without the parking product: not a customer, cannot own a park. */
  bare: TreeMember;
  otherPartner: TreeMember;
  /** A parking merchant of the other partner. */
  outsider: TreeMember;
}

/**
 * partner ─┬─ merchant (parking)      otherPartner ── outsider (parking)
 *          └─ bare (no parking)
 */
export async function buildNetworkTree(
  app: FastifyInstance,
  permissions: readonly string[] = NETWORK_CODES,
): Promise<NetworkTree> {
  const member = async (
    kind: 'partner' | 'merchant',
    products: string[],
    parentId?: number,
  ): Promise<TreeMember> => {
    const account = await createFixtureAccount(app, {
      permissions,
      kind,
      products,
      ...(parentId && { parentId }),
    });
    return { ...account, token: await tokenFor(app, account.managerId) };
  };
  // Codes are limited to what products enable: profit policies and terminals need their products.
  const network = ['parking', 'profit', 'iot'];
  const partner = await member('partner', network);
  const merchant = await member('merchant', network, partner.merchantId);
  const bare = await member('merchant', ['profit', 'iot'], partner.merchantId);
  const otherPartner = await member('partner', network);
  const outsider = await member('merchant', network, otherPartner.merchantId);
  return { partner, merchant, bare, otherPartner, outsider };
}
