import { allResources, isView } from '@console/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SEED_DIR = new URL('.', import.meta.url).pathname;

/**
 * Seed modules that write definition tables without insertDemoRows, and why. Nothing else may.
 * - tenant-builder: tenants, roles and accounts are created the way the console creates them (the
 *   tests create theirs with it too), so a new tenant has exactly the profile the product gives it.
 * - stay-writer, bulk-writer, seed-park-cars: the traffic simulator's bulk inserts (up to millions
 *   of stays on a benchmark; cards whose periods match their renewal orders); each row is worked out
 *   whole from the simulated history, every column stated, none left to its kind. Their people's
 *   names come from the generator's one list of names.
 * - seed-mcoupons, seed-bonus-coupons, seed-coupon-holding: the coupon ledger's warehouse entries
 *   (and the holder's own coupons) are written with every column stated and counters at what the
 *   grants that follow (through grantCoupon, as the console grants) make them; a counter or a status
 *   drawn by field kind would contradict the grants the ledger's property test keeps in balance.
 * - seed-energy-stations: a demo charging record and its order are one priced session, every column
 *   stated (meter readings, energy, the amounts its period's prices give, the order's paid amount);
 *   a drawn amount would contradict the billing rule the record shows beside it.
 */
const OWN_WRITERS = new Set([
  // The one writer of demo rows itself.
  'demo-rows.ts',
  'tenant-builder.ts',
  'parking/stay-writer.ts',
  'parking/bulk-writer.ts',
  'parking/seed-park-cars.ts',
  'parking/seed-mcoupons.ts',
  'parking/seed-bonus-coupons.ts',
  'parking/seed-coupon-holding.ts',
  'seed-energy-stations.ts',
]);

const definitionTables = new Set(
  allResources()
    .filter((resource) => !isView(resource))
    .map((resource) => resource.table),
);

function seedModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return seedModules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('demo seeds write definition tables through the field generator', () => {
  it('finds the seed modules and the tables', () => {
    // A wrong folder or an empty registry would make the check below pass on nothing.
    expect(seedModules(SEED_DIR).length).toBeGreaterThan(15);
    expect(definitionTables.has('fixed_car_apply')).toBe(true);
  });

  it.each(seedModules(SEED_DIR).map((path) => [relative(SEED_DIR, path), path]))(
    '%s inserts no definition row by hand',
    (name, path) => {
      if (OWN_WRITERS.has(name)) return;
      const source = readFileSync(path, 'utf8');
      const calls = [
        ...[...source.matchAll(/insertInto\(\s*([^),]*?)\s*\)/g)].map((match) => match[1]!),
        ...[...source.matchAll(/insertChunked\(\s*\w+,\s*([^,)]*)/g)].map((match) => match[1]!),
      ];
      for (const argument of calls) {
        const table = /^'([a-z_]+)'$/.exec(argument)?.[1];
        // A table named by a variable could be any table: only the bulk writers may do that.
        expect(table, `${name}: insertInto(${argument})`).toBeDefined();
        expect(definitionTables.has(table!), `${name} writes ${table} by hand; use insertDemoRows`).toBe(
          false,
        );
      }
    },
  );
});
