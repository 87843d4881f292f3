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
      // Each packet is a grant of the activity's coupon, with its own amount and number.
      const linked = await app.db
        .selectFrom('bonus_grant as b')
        .innerJoin('coupon_grant as g', 'g.id', 'b.coupon_grant_id')
        .select([
          'b.amount',
          'b.grant_no',
          'g.face_value',
          'g.grant_no as code',
          'g.coupon_id',
          'g.use_status',
        ])
        .where('b.event_id', '=', event.id)
        .execute();
      expect(linked).toHaveLength(grants.length);
      for (const row of linked) {
        expect(row).toMatchObject({
          face_value: Number(row.amount),
          code: row.grant_no,
          coupon_id: event.coupon_id,
        });
        expect(row.use_status).toBe(event.end_time <= nowSeconds() ? 2 : 0);
      }
      if (grants.length > 0) {
        const stock = await app.db
          .selectFrom('coupon_stock')
          .selectAll()
          .where('coupon_id', '=', Number(event.coupon_id))
          .executeTakeFirstOrThrow();
        expect(stock).toMatchObject({ source: 3, quantity: grants.length, granted_count: grants.length });
      }
    }
    const acls = await app.db.selectFrom('bonus_acl').selectAll().where('park_id', '=', parkId).execute();
    for (const acl of acls) {
      const n = await app.db.selectFrom('bonus_grant').select('id').where('acl_id', '=', acl.id).execute();
      expect(acl.granted_count).toBe(n.length);
    }
  });
});
