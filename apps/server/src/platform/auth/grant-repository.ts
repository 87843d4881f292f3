import { DEFAULT_PRODUCT_AREAS, isProductCode, parseAreaList } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The union of the account's roles' codes, read on every request so a role change applies at once. */
export async function permissionsOf(db: Kysely<Database>, managerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('manager_role as mr')
    .innerJoin('role_permission as rp', 'rp.role_id', 'mr.role_id')
    .select('rp.permission')
    .distinct()
    .where('mr.manager_id', '=', managerId)
    .execute();
  return rows.map((r) => r.permission).sort();
}

export interface ProductGrants {
  /** The merchant's products, less those the platform has disabled. */
  products: string[];
  /** Every product the merchant holds, disabled or not. */
  held: string[];
  /** The permission areas those products enable (universal and account are added when limiting). */
  areas: string[];
}

/**
 * The merchant's products and the areas they enable, read on every request so a product removed or
 * edited applies at once. A product without a catalogue row (a database seeded before the product
 * table existed) enables its core default areas; a disabled one enables nothing and is not listed.
 */
export async function productGrantsOf(db: Kysely<Database>, merchantId: number): Promise<ProductGrants> {
  const rows = await db
    .selectFrom('merchant_product as mp')
    .leftJoin('product as p', 'p.code', 'mp.product')
    .select(['mp.product', 'p.status', 'p.permission_areas'])
    .where('mp.merchant_id', '=', merchantId)
    .orderBy('mp.product')
    .execute();
  const products: string[] = [];
  const areas = new Set<string>();
  for (const row of rows) {
    if (row.status === null || row.status === undefined) {
      products.push(row.product);
      if (isProductCode(row.product)) for (const area of DEFAULT_PRODUCT_AREAS[row.product]) areas.add(area);
    } else if (Number(row.status) === 1) {
      products.push(row.product);
      for (const area of parseAreaList(row.permission_areas)) areas.add(area);
    }
  }
  return { products, held: rows.map((row) => row.product), areas: [...areas] };
}

/**
 * The parks an account may see, read on every request like its codes. A main account, or one holding
 * any role that names no parks, is not limited (null); otherwise the union of its roles' parks.
 */
export async function parkIdsOf(
  db: Kysely<Database>,
  managerId: number,
  isMain: boolean,
): Promise<number[] | null> {
  if (isMain) return null;
  const rows = await db
    .selectFrom('manager_role as mr')
    .leftJoin('role_park as rp', 'rp.role_id', 'mr.role_id')
    .select(['mr.role_id', 'rp.park_id'])
    .where('mr.manager_id', '=', managerId)
    .execute();
  if (rows.some((row) => row.park_id === null)) return null;
  return [...new Set(rows.map((row) => Number(row.park_id)))].sort((a, b) => a - b);
}
