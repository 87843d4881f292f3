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

/** A valid action body for the generated endpoint test; one naming a tenant is built from the tree. */
export type ActionBody = object | ((tree: TenantTree) => object);

/**
 * platform → partner → merchant (and a sibling), another partner → outsider. `leafKind: 'partner'`
 * makes the lower tenants partners, for resources only a tenant with tenants below it may use.
 */
export async function buildTenantTree(
  app: FastifyInstance,
  permissions: readonly string[],
  { leafKind = 'merchant' }: { leafKind?: 'merchant' | 'partner' } = {},
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
  const merchant = await member(leafKind, partner.merchantId);
  const sibling = await member(leafKind, partner.merchantId);
  const otherPartner = await member('partner', platform.merchantId);
  const outsider = await member(leafKind, otherPartner.merchantId);
  return { platform, partner, merchant, sibling, otherPartner, outsider };
}
