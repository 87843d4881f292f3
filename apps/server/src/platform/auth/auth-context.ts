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
  /**
   * The ids of the caller's tenant and those below it (read per grant epoch, see grant-cache.ts), or
   * null past a few hundred; absent where not read (a queued job's context). Without it the engine
   * scopes by merchantPath.
   */
  subtreeIds?: readonly number[] | null;
  appId: string;
  expireTime: number;
  permissions: ReadonlySet<string>;
  /** The parks a sub-account's roles grant, or null when not limited to parks (main accounts, roles without parks). */
  parkIds: readonly number[] | null;
  products: ReadonlySet<string>;
}
