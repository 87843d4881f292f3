import type { TenantKind } from '../../db/schema.js';

/** Who is calling, resolved once per request from the bearer token (see auth-hook.ts). */
export interface AuthContext {
  sessionId: number;
  managerId: number;
  account: string;
  name: string;
  avatar: string | null;
  isMain: boolean;
  merchantId: number;
  merchantNo: string;
  merchantName: string;
  merchantKind: TenantKind;
  /** Materialised tenant path, e.g. '/1/4/9/': the caller sees its own tenant and those below. */
  merchantPath: string;
  appId: string;
  expireTime: number;
  permissions: ReadonlySet<string>;
  /** The parks a sub-account's roles grant, or null when not limited to parks (main accounts, roles without parks). */
  parkIds: readonly number[] | null;
  products: ReadonlySet<string>;
}
