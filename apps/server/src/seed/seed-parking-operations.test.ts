import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../lib/clock.js';
import { createFixtureAccount } from '../test/account-fixture.js';
import { createPark } from '../test/parking-fixture.js';
import { createTestApp } from '../test/test-app.js';
import { seedParkingOperations } from './seed-parking-operations.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('seedParkingOperations', () => {
  it('adds demo rows to every seeded park, each park its own', async () => {
    const owner = await createFixtureAccount(app, { permissions: [] });
    const parks = [await createPark(app.db, owner.merchantId), await createPark(app.db, owner.merchantId)];
    await app.db.transaction().execute((trx) => seedParkingOperations(trx, nowSeconds()));
    for (const parkId of parks) {
      const count = async (
        table: 'fixed_car_apply' | 'park_reservation' | 'reserve_appeal' | 'park_passport',
      ) =>
        Number(
          (
            await app.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('park_id', '=', parkId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('fixed_car_apply')).toBe(3);
      expect(await count('park_reservation')).toBe(5);
      expect(await count('reserve_appeal')).toBe(2);
      expect(await count('park_passport')).toBe(2);
    }
    const appeals = await app.db.selectFrom('reserve_appeal').select('reservation_id').execute();
    for (const appeal of appeals) expect(appeal.reservation_id).toBeGreaterThan(0);
  });
});
