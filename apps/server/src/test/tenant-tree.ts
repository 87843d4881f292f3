import type { FastifyInstance } from 'fastify';
import { createFixtureAccount, type FixtureAccount } from './account-fixture.js';
import { tokenFor } from './session-token.js';

export interface TreeMember extends FixtureAccount {
  token: string;
}

/**
 * platform ─┬─ partner ─┬─ merchant
 *           │           └─ sibling
 *           └─ otherPartner ── outsider
 * Each tenant has one main account holding `permissions`, already signed in.
 */
export interface TenantTree {
  platform: TreeMember;
  partner: TreeMember;
  merchant: TreeMember;
  sibling: TreeMember;
  otherPartner: TreeMember;
  outsider: TreeMember;
}

export async function buildTenantTree(
  app: FastifyInstance,
  permissions: readonly string[],
): Promise<TenantTree> {
  const member = async (
    kind: 'platform' | 'partner' | 'merchant',
    parentId?: number,
  ): Promise<TreeMember> => {
    const account = await createFixtureAccount(app, { permissions, kind, ...(parentId && { parentId }) });
    return { ...account, token: await tokenFor(app, account.managerId) };
  };
  const platform = await member('platform');
  const partner = await member('partner', platform.merchantId);
  const merchant = await member('merchant', partner.merchantId);
  const sibling = await member('merchant', partner.merchantId);
  const otherPartner = await member('partner', platform.merchantId);
  const outsider = await member('merchant', otherPartner.merchantId);
  return { platform, partner, merchant, sibling, otherPartner, outsider };
}
