import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { createAccount, createRole } from '../../seed/tenant-builder.js';
import { bearer } from '../../test/account-fixture.js';
import { createClosedStay, createOpenStay, createPark } from '../../test/parking-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';
import { cstDayStart } from './cst-day.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

const CODES = ['parking:dashboard:view'];

interface ParkRow {
  id: number;
  in_lot: number;
  entries: number;
  income: number;
}
const NOON = cstDayStart(Math.floor(Date.now() / 1000)) + 12 * 3600;

describe('parking dashboard', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let own: number;
  let second: number;
  let siblings: number;

  beforeAll(async () => {
    // Noon in China, so the fixtures' stays (entered one and two hours ago) all fall on "today".
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOON * 1000);
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    own = await createPark(app.db, tree.merchant.merchantId, { total_spaces: 50 });
    second = await createPark(app.db, tree.merchant.merchantId, { total_spaces: 30 });
    siblings = await createPark(app.db, tree.sibling.merchantId, { total_spaces: 70 });
    await createOpenStay(app.db, own);
    await createClosedStay(app.db, own);
    await createOpenStay(app.db, second);
    await createOpenStay(app.db, siblings);
    await createClosedStay(app.db, siblings);
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  const dashboard = async (token: string, days?: number) => {
    const res = await app.inject({
      url: `/api/parking/dashboard/overview${days ? `?days=${days}` : ''}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload;
  };

  it("counts only the merchant's own parks", async () => {
    const payload = await dashboard(tree.merchant.token);
    expect(payload.parks.map((park: ParkRow) => park.id).sort()).toEqual([own, second].sort());
    expect(payload.totals).toMatchObject({
      parks: 2,
      total_spaces: 80,
      in_lot: 2,
      entries: 3,
      exits: 1,
      income: 1000,
    });
  });

  it('counts the parks of every merchant under a partner', async () => {
    const payload = await dashboard(tree.partner.token);
    expect(payload.totals).toMatchObject({ parks: 3, total_spaces: 150, in_lot: 3, income: 2000 });
  });

  it('counts nothing for a partner of other merchants', async () => {
    const payload = await dashboard(tree.otherPartner.token);
    expect(payload.totals).toMatchObject({ parks: 0, in_lot: 0, entries: 0, income: 0 });
    expect(payload.parks).toEqual([]);
  });

  it('counts only the parks a sub-account role grants', async () => {
    const now = nowSeconds();
    const roleId = await createRole(app.db, tree.merchant.merchantId, '二号车场值守', CODES, now);
    await app.db.insertInto('role_park').values({ role_id: roleId, park_id: second }).execute();
    const managerId = await createAccount(
      app.db,
      {
        merchantId: tree.merchant.merchantId,
        account: `dash${process.pid}`,
        name: '值守员',
        password: '',
        passwordHash: 'x',
        isMain: false,
        roleIds: [roleId],
      },
      now,
    );
    const payload = await dashboard(await tokenFor(app, managerId));
    expect(payload.parks.map((park: ParkRow) => park.id)).toEqual([second]);
    expect(payload.totals).toMatchObject({ parks: 1, total_spaces: 30, in_lot: 1, entries: 1 });
  });

  it('answers one trend point per day, today last, for 7 to 30 days', async () => {
    for (const days of [7, 30]) {
      const payload = await dashboard(tree.merchant.token, days);
      expect(payload.trend).toHaveLength(days);
      const today = payload.trend.at(-1);
      expect(today).toMatchObject({ entries: 3, exits: 1, income: 1000 });
      expect(today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('refuses a trend longer than 31 days with 400', async () => {
    const res = await app.inject({
      url: '/api/parking/dashboard/overview?days=90',
      headers: bearer(tree.merchant.token),
    });
    expect(res.statusCode).toBe(400);
  });
});
