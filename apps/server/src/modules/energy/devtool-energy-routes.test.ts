import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/account-fixture.js';
import { createEnergyStation, registerChargePoint } from '../../test/energy-device-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

const CODES = [
  'energy:device:list',
  'energy:device:detail',
  'energy:device:create',
  'energy:device:update',
  'system:devtool:energy',
];

describe('devtool 模拟充电桩 (a real OCPP-J client of the central system)', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let pointId: number;

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    const station = await createEnergyStation(app, tree.merchant.merchantId);
    pointId = await registerChargePoint(app, tree.merchant.token, {
      station_id: station,
      identity: 'SIM-1',
      password: 'sim-pass-1',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => app.close());

  const sim = (op: string, body: object, token = tree.merchant.token) =>
    app.inject({
      method: 'POST',
      url: `/api/devtool/energy/charger/${op}`,
      headers: bearer(token),
      payload: { charge_point_id: pointId, ...body },
    });
  const live = async () =>
    (
      await app.inject({ url: `/api/energy/device/live?id=${pointId}`, headers: bearer(tree.merchant.token) })
    ).json().payload;

  /** Polls the device page until `ready` holds (the simulator's meter values arrive on their own clock). */
  async function until<T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 100; i++) {
      const value = await read();
      if (ready(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('timed out');
  }

  it('refuses a wrong password with a clear message', async () => {
    const res = await sim('connect', { password: 'wrong' });
    expect(res.json().message).toContain('连接中心系统失败');
  });

  it('boots, plugs in, charges with meter values, and stops into a record and a paid order', async () => {
    expect((await sim('connect', { password: 'sim-pass-1' })).json(), 'connect').toMatchObject({
      code: 1001,
      payload: { connected: true },
    });
    expect((await sim('plug', { connector_no: 1 })).json().payload.connectors[0].status).toBe('Preparing');
    // 360 kW: 100 Wh a second, a reading every second.
    const started = await sim('start', { connector_no: 1, id_tag: 'DEV01', power_w: 360_000, interval_s: 1 });
    expect(started.json(), started.body).toMatchObject({ code: 1001 });
    const charging = await until(
      live,
      (s) => s.connectors[0].status === 'Charging' && s.connectors[0].energy_wh > 0,
    );
    expect(charging.connectors[0].transaction_id).toBeGreaterThan(0);
    expect((await sim('stop', { connector_no: 1 })).json()).toMatchObject({ code: 1001 });
    const done = await until(
      live,
      (s) => s.sessions[0]?.status === 2 && s.connectors[0].status === 'Available',
    );
    const session = done.sessions[0];
    expect(session.energy_wh).toBeGreaterThan(0);
    const record = await app.db
      .selectFrom('energy_charge_record')
      .selectAll()
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(Number(record.amount)).toBe(session.amount);
    const order = await app.db
      .selectFrom('energy_payment_order')
      .selectAll()
      .where('record_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 1, amount: session.amount });
    expect(done.messages.some((m: { action: string }) => m.action === 'MeterValues')).toBe(true);
    expect((await sim('disconnect', {})).json().payload.connected).toBe(false);
  });

  it('keeps another merchant off the simulator of this charge point', async () => {
    const res = await sim('connect', { password: 'sim-pass-1' }, tree.sibling.token);
    expect(res.json().code).not.toBe(1001);
  });
});
