import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { parkIdsOf, permissionsOf, productGrantsOf, type ProductGrants } from './grant-repository.js';
import { tenantChainEnabled, tenantSubtreeIds } from './tenant-chain.js';

export interface AccountGrants {
  readonly roleCodes: readonly string[];
  readonly grants: { readonly [K in keyof ProductGrants]: readonly string[] };
  readonly parkIds: readonly number[] | null;
}

interface CacheOfDb {
  epoch: number;
  entries: Map<string, AccountGrants>;
  /** What each tenant path's requests need of the tenant tree (the epoch also moves with merchant status and path). */
  tenants: Map<string, TenantFacts>;
}

/** Facts about the caller's place in the tenant tree, read once per grant epoch and tenant path. */
export interface TenantFacts {
  /** The tenant and every tenant above it are enabled. */
  readonly chainEnabled: boolean;
  /**
   * The ids of the tenant and every tenant below it, or null past SUBTREE_IDS_MAX. The epoch moves
   * when a tenant is inserted or deleted or its path changes, so a tenant gaining or losing one below
   * is read again on the next request.
   */
  readonly subtree: readonly number[] | null;
}

// Past this many accounts the cache starts again; it only saves reads, so dropping it is harmless.
const MAX_ACCOUNTS = 10_000;

// One cache per database handle: tests run several apps (databases) in one process.
const caches = new WeakMap<object, CacheOfDb>();

function cacheOf(db: Kysely<Database>, epoch: number): CacheOfDb {
  let cache = caches.get(db);
  if (!cache || cache.epoch !== epoch || cache.entries.size + cache.tenants.size >= MAX_ACCOUNTS) {
    cache = { epoch, entries: new Map(), tenants: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** tenantChainEnabled and tenantSubtreeIds, read once per grant epoch and tenant path. */
export async function tenantFactsOf(db: Kysely<Database>, epoch: number, path: string): Promise<TenantFacts> {
  const cache = cacheOf(db, epoch);
  const cached = cache.tenants.get(path);
  if (cached) return cached;
  const [chainEnabled, subtree] = await Promise.all([
    tenantChainEnabled(db, path),
    tenantSubtreeIds(db, path),
  ]);
  const facts = Object.freeze({ chainEnabled, subtree: subtree && Object.freeze(subtree) });
  cache.tenants.set(path, facts);
  return facts;
}

/**
 * An account's role codes, product grants and parks, read once per grant epoch instead of on every
 * request. The epoch comes with the session row and moves, by database trigger, with any change to
 * roles, role codes, role parks, merchant products or the product catalogue, so a change still
 * applies on the next request (ARCHITECTURE section 4) in every server process.
 */
export async function grantsOf(
  db: Kysely<Database>,
  epoch: number,
  account: { managerId: number; merchantId: number; isMain: boolean },
): Promise<AccountGrants> {
  const cache = cacheOf(db, epoch);
  const key = `${account.managerId}:${account.merchantId}:${account.isMain ? 1 : 0}`;
  const cached = cache.entries.get(key);
  if (cached) return cached;
  const [roleCodes, grants, parkIds] = await Promise.all([
    permissionsOf(db, account.managerId),
    productGrantsOf(db, account.merchantId),
    parkIdsOf(db, account.managerId, account.isMain),
  ]);
  // Shared by every request of the account until the epoch moves: frozen so none can change it.
  const read = Object.freeze({
    roleCodes: Object.freeze(roleCodes),
    grants: Object.freeze({
      products: Object.freeze(grants.products),
      held: Object.freeze(grants.held),
      areas: Object.freeze(grants.areas),
    }),
    parkIds: parkIds && Object.freeze(parkIds),
  });
  cache.entries.set(key, read);
  return read;
}
