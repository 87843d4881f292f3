import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { createFixtureAccount } from '../../test/account-fixture.js';
import { createPark } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { seedBonusEvents } from './seed-bonus-events.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('seedBonusEvents', () => {
  it('gives each lot three activities whose counters match the packets written', async () => {
    const owner = await createFixtureAccount(app, { permissions: [] });
    const parkId = await createPark(app.db, owner.merchantId);
    await app.db.transaction().execute((trx) => seedBonusEvents(trx, nowSeconds()));
    const events = await app.db.selectFrom('bonus_event').selectAll().where('park_id', '=', parkId).execute();
    expect(events).toHaveLength(3);
    for (const event of events) {
      const grants = await app.db
        .selectFrom('bonus_grant')
        .select('amount')
        .where('event_id', '=', event.id)
        .execute();
      expect(event.granted_count).toBe(grants.length);
      expect(event.granted_amount).toBe(grants.reduce((sum, g) => sum + Number(g.amount), 0));
      expect(event.granted_amount).toBeLessThanOrEqual(event.budget);
    }
    const acls = await app.db.selectFrom('bonus_acl').selectAll().where('park_id', '=', parkId).execute();
    for (const acl of acls) {
      const n = await app.db.selectFrom('bonus_grant').select('id').where('acl_id', '=', acl.id).execute();
      expect(acl.granted_count).toBe(n.length);
    }
  });
});
