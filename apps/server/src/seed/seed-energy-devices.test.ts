import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../platform/auth/password-hasher.js';
import { createEnergyStation } from '../test/energy-device-fixture.js';
import { createTestApp } from '../test/test-app.js';
import { buildTenantTree } from '../test/tenant-tree.js';
import { DEMO_CHARGE_POINT_PASSWORD, seedEnergyDevices } from './seed-energy-devices.js';

describe('seedEnergyDevices', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('gives each station one demo charge point with the documented password, once', async () => {
    const tree = await buildTenantTree(app, []);
    const station = await createEnergyStation(app, tree.merchant.merchantId);
    await seedEnergyDevices(app.db, [station, 999_999], 1_800_000_000);
    await seedEnergyDevices(app.db, [station], 1_800_000_000);
    const points = await app.db
      .selectFrom('energy_charge_point')
      .selectAll()
      .where('station_id', '=', station)
      .execute();
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ identity: `DEMO-CP-${station}`, connector_count: 2 });
    expect(await verifyPassword(points[0]!.password_hash, DEMO_CHARGE_POINT_PASSWORD)).toBe(true);
    const connectors = await app.db
      .selectFrom('energy_connector')
      .select('connector_no')
      .where('charge_point_id', '=', points[0]!.id)
      .execute();
    expect(connectors).toHaveLength(2);
  });
});
