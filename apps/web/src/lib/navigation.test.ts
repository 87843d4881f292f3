import { PERMISSION_CATALOGUE, type PermissionArea } from '@console/core';
import { describe, expect, it } from 'vitest';
import { homePath } from './navigation';

/** A profile like the server's demo roles: every code of some permission areas, and some products. */
function profileOf(areas: readonly PermissionArea[], product: readonly string[]) {
  const codes = PERMISSION_CATALOGUE.filter((p) => areas.includes(p.area)).map((p) => p.code);
  return { permission: codes.join(','), product };
}

describe('homePath', () => {
  it('lands a group customer on 项目概览: 停车集团 is its first menu and the console its first entry', () => {
    // The demo `group` account's grant (apps/server/src/seed/demo-accounts.ts): no parking:* codes,
    // so the provider's 停车 and the merchant's 停车商户 menus are empty and 停车集团 comes first.
    const group = profileOf(
      ['universal', 'account', 'group', 'coupon', 'invoice'],
      ['partner', 'group', 'parking', 'mcoupon', 'invoice'],
    );
    expect(homePath(group)).toBe('/group/console');
  });

  it('keeps a parking merchant where it landed before', () => {
    const merchant = profileOf(
      ['universal', 'account', 'parking', 'bonus', 'coupon', 'invoice'],
      ['merchant', 'parking', 'mcoupon', 'invoice'],
    );
    expect(homePath(merchant)).not.toMatch(/^\/group\//);
  });
});
