import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

// Frozen copy of the rule of core limitToTenantKind as of issue 14: kinds that open no tenants, and
// the codes about tenants below one's own (商户管理, 新建商户, 开通产品, 入驻审核).
const LEAF_KINDS = ['merchant', 'group', 'advertiser'];
const REVIEW_CODES = ['account:property:list', 'account:property:audit'];

/**
 * Roles of merchants, group customers and advertisers lose the child-tenant codes the auth hook no
 * longer lets them use. Left in a role, a code its own administrator lacks would make the role
 * unmanageable for that administrator ("nobody manages what they could not have created").
 * Not reversible: which roles held the codes is not kept.
 */
export const childTenantCodes: MigrationFactory = () => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    const leafRoles = db
      .selectFrom('role')
      .innerJoin('merchant', 'merchant.id', 'role.merchant_id')
      .select('role.id')
      .where('merchant.kind', 'in', LEAF_KINDS);
    await db
      .deleteFrom('role_permission')
      .where('role_id', 'in', leafRoles)
      .where('permission', 'like', 'account:merchant:%')
      .execute();
    await db
      .deleteFrom('role_permission')
      .where('role_id', 'in', leafRoles)
      .where('permission', 'in', REVIEW_CODES)
      .execute();
  },
  async down() {},
});
