import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureAccount } from '../test/account-fixture.js';
import { createTestApp } from '../test/test-app.js';
import { childTenantCodes } from './migrations/2026-11-26-30-child-tenant-codes.js';

const CODES = [
  'account:merchant:list',
  'account:merchant:create',
  'account:merchant:product:update',
  'account:property:list',
  'account:property:audit',
  'account:property:create',
  'account:info:view',
];

/** Issue 14: stored roles of leaf tenants lose the codes the auth hook no longer lets them use. */
describe('migration 2026-11-26-30: child-tenant codes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const codesOf = async (merchantId: number) =>
    (
      await app.db
        .selectFrom('role_permission')
        .innerJoin('role', 'role.id', 'role_permission.role_id')
        .select('role_permission.permission')
        .where('role.merchant_id', '=', merchantId)
        .execute()
    )
      .map((row) => row.permission)
      .sort();

  it('takes them from merchant, group and advertiser roles and leaves partners’ alone', async () => {
    const partner = await createFixtureAccount(app, { permissions: CODES, kind: 'partner' });
    const leaves = await Promise.all(
      (['merchant', 'group', 'advertiser'] as const).map((kind) =>
        createFixtureAccount(app, { permissions: CODES, kind, parentId: partner.merchantId }),
      ),
    );
    await childTenantCodes(app.dbKind).up(app.db);
    for (const leaf of leaves)
      expect(await codesOf(leaf.merchantId)).toEqual(['account:info:view', 'account:property:create']);
    expect(await codesOf(partner.merchantId)).toEqual([...CODES].sort());
  });
});
