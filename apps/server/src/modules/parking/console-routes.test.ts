import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../test/account-fixture.js';
import { createClosedStay, createOpenStay, createPark } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { cstDayStart } from './cst-day.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

const CODES = ['parking:console:view', 'parking:console:open'];
const NOON = cstDayStart(Math.floor(Date.now() / 1000)) + 12 * 3600;

describe('parking console', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let parkId: number;

  beforeAll(async () => {
    // Noon in China, so the fixtures' stays (entered one and two hours ago) all fall on "today".
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOON * 1000);
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    parkId = await createPark(app.db, tree.merchant.merchantId, { total_spaces: 40 });
    await createOpenStay(app.db, parkId, '粤B0C001');
    await createOpenStay(app.db, parkId, '粤B0C002');
    await createClosedStay(app.db, parkId);
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  const overview = (token: string, id: number) =>
    app.inject({ url: `/api/parking/console/overview?park_id=${id}`, headers: bearer(token) });
  const open = (token: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/parking/console/open', headers: bearer(token), payload });

  it("answers a park's occupancy, today's traffic and income, cars and events", async () => {
    const res = await overview(tree.merchant.token, parkId);
    expect(res.statusCode, res.body).toBe(200);
    const payload = res.json().payload;
    expect(payload).toMatchObject({
      park: { id: parkId, total_spaces: 40 },
      in_lot: 2,
      free_spaces: 38,
      entries_today: 3,
      exits_today: 1,
      income_today: 1000,
    });
    expect(payload.cars.map((car: { plate: string }) => car.plate).sort()).toEqual(['粤B0C001', '粤B0C002']);
    expect(typeof payload.refreshed_at).toBe('number');
  });

  it('answers 404 for a park of another merchant, to the sibling and to the other partner', async () => {
    for (const member of [tree.sibling, tree.outsider, tree.otherPartner]) {
      const res = await overview(member.token, parkId);
      expect(res.statusCode).toBe(404);
      expect(res.json().payload).toBeUndefined();
    }
    const res = await open(tree.sibling.token, { park_id: parkId, gate: '1号出口', reason: '测试' });
    expect(res.statusCode).toBe(404);
  });

  it('lets the partner above the merchant see the park', async () => {
    expect((await overview(tree.partner.token, parkId)).statusCode).toBe(200);
  });

  it('writes 远程开闸 to the gate feed with who opened it and why', async () => {
    const res = await open(tree.merchant.token, { park_id: parkId, gate: '2号出口', reason: '设备故障' });
    expect(res.json(), res.body).toMatchObject({ code: 1002 });
    const events = (await overview(tree.merchant.token, parkId)).json().payload.events;
    expect(events[0]).toMatchObject({ kind: 'open', gate: '2号出口' });
    expect(events[0].content).toContain('设备故障');
  });

  it('refuses an empty reason with 400 and writes nothing', async () => {
    const before = (await overview(tree.merchant.token, parkId)).json().payload.events.length;
    const res = await open(tree.merchant.token, { park_id: parkId, gate: '1号出口', reason: '' });
    expect(res.statusCode).toBe(400);
    const after = (await overview(tree.merchant.token, parkId)).json().payload.events.length;
    expect(after).toBe(before);
  });
});
