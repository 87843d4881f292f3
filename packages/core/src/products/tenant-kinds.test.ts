import { describe, expect, it } from 'vitest';
import { childKindsOf, limitToTenantKind } from './tenant-kinds.js';

const CODES = [
  'account:merchant:list',
  'account:merchant:create',
  'account:merchant:product:update',
  'account:property:list',
  'account:property:audit',
  'account:property:create',
  'account:info:view',
];

describe('tenant kinds', () => {
  it('lets the platform and partners open tenants, and never a platform', () => {
    expect(childKindsOf('platform')).toEqual(['partner', 'merchant', 'group', 'advertiser']);
    expect(childKindsOf('partner')).toEqual(['merchant', 'group']);
    for (const kind of ['merchant', 'group', 'advertiser', 'unknown']) expect(childKindsOf(kind)).toEqual([]);
  });

  it('takes the child-tenant codes from kinds that open none, keeping 入驻申请 and their own info', () => {
    for (const kind of ['merchant', 'group', 'advertiser'])
      expect(limitToTenantKind(CODES, kind), kind).toEqual(['account:property:create', 'account:info:view']);
    for (const kind of ['platform', 'partner']) expect(limitToTenantKind(CODES, kind), kind).toEqual(CODES);
  });
});
