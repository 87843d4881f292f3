import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { parkIdsOf, permissionsOf, productGrantsOf, type ProductGrants } from './grant-repository.js';
import { tenantChainEnabled } from './tenant-chain.js';

export interface AccountGrants {
  readonly roleCodes: readonly string[];
  readonly grants: { readonly [K in keyof ProductGrants]: readonly string[] };
  readonly parkIds: readonly number[] | null;
}

interface CacheOfDb {
  epoch: number;
  entries: Map<string, AccountGrants>;
  /** Whether each tenant path's chain is enabled (the epoch also moves with merchant status and path). */
  chains: Map<string, boolean>;
}

// Past this many accounts the cache starts again; it only saves reads, so dropping it is harmless.
const MAX_ACCOUNTS = 10_000;

// One cache per database handle: tests run several apps (databases) in one process.
const caches = new WeakMap<object, CacheOfDb>();

function cacheOf(db: Kysely<Database>, epoch: number): CacheOfDb {
  let cache = caches.get(db);
  if (!cache || cache.epoch !== epoch || cache.entries.size + cache.chains.size >= MAX_ACCOUNTS) {
    cache = { epoch, entries: new Map(), chains: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** tenantChainEnabled, read once per grant epoch and tenant path. */
export async function chainEnabledOf(db: Kysely<Database>, epoch: number, path: string): Promise<boolean> {
  const cache = cacheOf(db, epoch);
  const cached = cache.chains.get(path);
  if (cached !== undefined) return cached;
  const enabled = await tenantChainEnabled(db, path);
  cache.chains.set(path, enabled);
  return enabled;
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
