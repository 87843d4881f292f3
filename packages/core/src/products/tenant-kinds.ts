import type { CodeValueOf } from '../code-tables/define-code-table.js';
import type { TENANT_KIND } from '../code-tables/merchant.js';

export type TenantKindCode = CodeValueOf<typeof TENANT_KIND>;

/**
 * Which kinds a tenant may open below itself: the platform any but another platform, a partner its
 * merchants and group customers, every other kind none. The server checks 新建商户 against it and
 * answers the 商户类型 options from it.
 */
export const CHILD_TENANT_KINDS: Readonly<Record<TenantKindCode, readonly TenantKindCode[]>> = {
  platform: ['partner', 'merchant', 'group', 'advertiser'],
  partner: ['merchant', 'group'],
  merchant: [],
  group: [],
  advertiser: [],
};

export function childKindsOf(kind: string): readonly TenantKindCode[] {
  return CHILD_TENANT_KINDS[kind as TenantKindCode] ?? [];
}

/**
 * Codes that only mean something to a tenant with tenants below it: managing them (商户管理, 新建商户,
 * 开通产品) and reviewing their applications (入驻审核). Applying (account:property:create) stays.
 */
function isChildTenantCode(code: string): boolean {
  return (
    code.startsWith('account:merchant:') ||
    code === 'account:property:list' ||
    code === 'account:property:audit'
  );
}

/**
 * The codes a tenant of `kind` may use: a kind that can open no tenant loses the child-tenant codes
 * whatever its roles say (the demo roles and older main accounts hold them), so the menu, the
 * buttons and the server agree that a merchant, group or advertiser manages no merchants.
 */
export function limitToTenantKind(codes: Iterable<string>, kind: string): string[] {
  const list = [...codes];
  return childKindsOf(kind).length > 0 ? list : list.filter((code) => !isChildTenantCode(code));
}
