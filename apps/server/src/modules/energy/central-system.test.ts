import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/account-fixture.js';
import { createEnergyStation, registerChargePoint } from '../../test/energy-device-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';
import { ocppClient, type OcppClientPeer } from './ocpp-peer.js';

const CODES = ['energy:device:list', 'energy:device:detail', 'energy:device:create', 'energy:device:update'];
const PASSWORD = 'cp-secret-1';

/** ISO time of 2026-11-20 hh:mm China time. */
const cstIso = (h: number, m = 0) => new Date(Date.UTC(2026, 10, 20, h - 8, m)).toISOString();

describe('OCPP 1.6-J central system', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let endpoint: string;
  let stationId: number;
  const clients: OcppClientPeer[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    stationId = await createEnergyStation(app, tree.merchant.merchantId);
    await app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ocpp`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close({ force: true })));
    await app.close();
  });

  /** A charge point registered through the API and connected as itself. */
  async function connected(identity: string, station = stationId, password = PASSWORD) {
    const id = await registerChargePoint(app, tree.merchant.token, {
      station_id: station,
      identity,
      password,
    });
    const client = ocppClient({ endpoint, identity, password });
    await client.connect();
    clients.push(client);
    return { id, client };
  }
  const connect = async (identity: string, password: string) => {
    const client = ocppClient({ endpoint, identity, password });
    clients.push(client);
    await client.connect();
  };
  const live = async (id: number, token = tree.merchant.token) =>
    app.inject({ url: `/api/energy/device/live?id=${id}`, headers: bearer(token) });
  const action = (id: number, name: string, body: object, token = tree.merchant.token) =>
    app.inject({
      method: 'PUT',
      url: `/api/energy/device/${name}`,
      headers: bearer(token),
      payload: { id, ...body },
    });
  const recordOf = (chargePointId: number, transactionId: number) =>
    app.db
      .selectFrom('energy_charge_record')
      .selectAll()
      .where('charge_point_id', '=', chargePointId)
      .where('transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow();

  it('refuses an unknown identity, a wrong password and a disabled charge point or station', async () => {
    await expect(connect('NOBODY', PASSWORD)).rejects.toThrow();
    await registerChargePoint(app, tree.merchant.token, {
      station_id: stationId,
      identity: 'CP-WRONG',
      password: PASSWORD,
    });
    await expect(connect('CP-WRONG', 'not-it')).rejects.toThrow();
    const off = await registerChargePoint(app, tree.merchant.token, {
      station_id: stationId,
      identity: 'CP-OFF',
      password: PASSWORD,
    });
    expect((await action(off, 'disable', {})).json()).toMatchObject({ code: 1002 });
    await expect(connect('CP-OFF', PASSWORD)).rejects.toThrow();
    const closedStation = await createEnergyStation(app, tree.merchant.merchantId, { status: 0 });
    await registerChargePoint(app, tree.merchant.token, {
      station_id: closedStation,
      identity: 'CP-CLOSED',
      password: PASSWORD,
    });
    await expect(connect('CP-CLOSED', PASSWORD)).rejects.toThrow();
  });

  it('stores BootNotification, answers Accepted with the interval, and follows StatusNotification', async () => {
    const { id, client } = await connected('CP-BOOT');
    const boot = await client.call('BootNotification', {
      chargePointVendor: 'ACME',
      chargePointModel: 'AC7',
      chargePointSerialNumber: 'SN-001',
      firmwareVersion: '2.1.0',
    });
    expect(boot).toMatchObject({ status: 'Accepted', interval: 60 });
    await client.call('StatusNotification', { connectorId: 1, errorCode: 'NoError', status: 'Charging' });
    await client.call('StatusNotification', {
      connectorId: 2,
      errorCode: 'GroundFailure',
      status: 'Faulted',
    });
    const row = await app.db
      .selectFrom('energy_charge_point')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ vendor: 'ACME', model: 'AC7', serial_no: 'SN-001', firmware: '2.1.0' });
    expect(row.last_seen_time).not.toBeNull();
    const listed = await app.inject({
      url: `/api/energy/device/list?station_id=${stationId}&identity=CP-BOOT`,
      headers: bearer(tree.merchant.token),
    });
    expect(listed.json().payload.row[0]).toMatchObject({ link: 1, connectors: '1号枪 充电中，2号枪 故障' });
    const state = (await live(id)).json().payload;
    expect(state.connectors).toMatchObject([
      { connector_no: 1, status: 'Charging' },
      { connector_no: 2, status: 'Faulted', error_code: 'GroundFailure' },
    ]);
    expect(state.messages.map((m: { action: string }) => m.action)).toContain('BootNotification');

    // Silent for three heartbeat intervals: 离线, derived at read time.
    await app.db
      .updateTable('energy_charge_point')
      .set({ last_seen_time: row.last_seen_time! - 181 })
      .where('id', '=', id)
      .execute();
    const offline = (await live(id)).json().payload;
    expect(offline.online).toBe(false);
    expect(offline.connectors.map((c: { status: string }) => c.status)).toEqual(['Offline', 'Offline']);
    const list = await app.inject({
      url: `/api/energy/device/list?station_id=${stationId}&identity=CP-BOOT`,
      headers: bearer(tree.merchant.token),
    });
    expect(list.json().payload.row[0]).toMatchObject({ link: 0, connectors: '1号枪 离线，2号枪 离线' });
  });

  it('refuses to start a session at a station without a billing rule', async () => {
    const bare = await createEnergyStation(app, tree.merchant.merchantId, { periods: null });
    const { id, client } = await connected('CP-NORULE', bare);
    const answer = await client.call('StartTransaction', {
      connectorId: 1,
      idTag: 'TAG1',
      meterStart: 0,
      timestamp: cstIso(9),
    });
    expect(answer).toMatchObject({ idTagInfo: { status: 'Blocked' } });
    const count = await app.db
      .selectFrom('energy_charge_record')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('charge_point_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('prices a session across the 08:00 boundary, refuses backwards readings, and charges once', async () => {
    const { id, client } = await connected('CP-SESSION');
    const start = (await client.call('StartTransaction', {
      connectorId: 1,
      idTag: 'TAG1',
      meterStart: 500,
      timestamp: cstIso(7, 30),
    })) as { transactionId: number };
    expect(start.transactionId).toBeGreaterThan(0);
    const meter = (time: string, wh: number) =>
      client.call('MeterValues', {
        connectorId: 1,
        transactionId: start.transactionId,
        meterValue: [
          {
            timestamp: time,
            sampledValue: [{ value: String(wh), measurand: 'Energy.Active.Import.Register', unit: 'Wh' }],
          },
        ],
      });
    await meter(cstIso(8), 1500);
    await meter(cstIso(8, 10), 1400); // backwards: refused and logged
    await meter(cstIso(7, 50), 1600); // earlier than the last: refused and logged
    await meter(cstIso(8, 15), 2); // kWh? no: Wh going backwards, refused
    const stop = {
      transactionId: start.transactionId,
      meterStop: 2500,
      timestamp: cstIso(8, 30),
      reason: 'Local',
    };
    expect(await client.call('StopTransaction', stop)).toMatchObject({ idTagInfo: { status: 'Accepted' } });

    // 1 度 谷 (0.70 元) + 1 度 峰 (1.80 元) = 2.50 元.
    const record = await recordOf(id, start.transactionId);
    expect(record).toMatchObject({
      status: 2,
      energy_wh: 2000,
      energy_amount: 130,
      service_amount: 120,
      amount: 250,
    });
    const order = await app.db
      .selectFrom('energy_payment_order')
      .selectAll()
      .where('record_id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ amount: 250, paid_amount: 250, refund_amount: 0, status: 1 });
    const trades = await app.db
      .selectFrom('trade')
      .selectAll()
      .where('source', '=', 'energy_order')
      .where('order_id', '=', order.id)
      .execute();
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ business: 'charging', amount: 250 });

    // The same StopTransaction after a reconnect: no second record, order or charge.
    expect(await client.call('StopTransaction', stop)).toMatchObject({ idTagInfo: { status: 'Accepted' } });
    const orders = await app.db
      .selectFrom('energy_payment_order')
      .select('id')
      .where('record_id', '=', record.id)
      .execute();
    expect(orders).toHaveLength(1);
    const again = await app.db
      .selectFrom('trade')
      .select('id')
      .where('source', '=', 'energy_order')
      .where('order_id', '=', order.id)
      .execute();
    expect(again).toHaveLength(1);

    // The device page's log (its read writes the pending batch first), oldest last.
    const messages: { note: string | null }[] = (await live(id)).json().payload.messages;
    const notes = messages.filter((m) => m.note).reverse();
    expect(notes.map((n) => n.note).join('|')).toMatch(
      /小于上一读数.*早于或等于.*小于上一读数.*重复的结束充电/,
    );
  });

  it('answers a repeated StartTransaction with the same transaction', async () => {
    const { id, client } = await connected('CP-RESTART');
    const body = { connectorId: 2, idTag: 'TAG9', meterStart: 10, timestamp: cstIso(12) };
    const first = (await client.call('StartTransaction', body)) as { transactionId: number };
    const second = (await client.call('StartTransaction', body)) as { transactionId: number };
    expect(second.transactionId).toBe(first.transactionId);
    const other = await client.call('StartTransaction', { ...body, meterStart: 20 });
    expect(other).toMatchObject({ idTagInfo: { status: 'ConcurrentTx' } });
    const rows = await app.db
      .selectFrom('energy_charge_record')
      .select('id')
      .where('charge_point_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('sends the console commands to the connected charge point, and says so in Chinese when offline', async () => {
    const { id, client } = await connected('CP-CMD');
    const received: string[] = [];
    for (const method of ['RemoteStartTransaction', 'RemoteStopTransaction', 'ChangeAvailability', 'Reset']) {
      client.handle(method, () => {
        received.push(method);
        return { status: 'Accepted' };
      });
    }
    const start = await action(id, 'remote-start', { connector_no: 1, id_tag: 'CARD1' });
    expect(start.json(), start.body).toMatchObject({ code: 1002 });
    const tx = (await client.call('StartTransaction', {
      connectorId: 1,
      idTag: 'CARD1',
      meterStart: 0,
      timestamp: new Date().toISOString(),
    })) as { transactionId: number };
    expect(tx.transactionId).toBeGreaterThan(0);
    expect((await action(id, 'remote-stop', { connector_no: 1 })).json()).toMatchObject({ code: 1002 });
    expect(
      (await action(id, 'change-availability', { connector_no: 0, availability: 'Inoperative' })).json(),
    ).toMatchObject({ code: 1002 });
    expect((await action(id, 'reset', { reset_type: 'Soft' })).json()).toMatchObject({ code: 1002 });
    expect(received).toEqual([
      'RemoteStartTransaction',
      'RemoteStopTransaction',
      'ChangeAvailability',
      'Reset',
    ]);
    // No open session on connector 2.
    expect((await action(id, 'remote-stop', { connector_no: 2 })).json().message).toContain(
      '没有进行中的充电',
    );

    const offline = await registerChargePoint(app, tree.merchant.token, {
      station_id: stationId,
      identity: 'CP-AWAY',
      password: PASSWORD,
    });
    const res = await action(offline, 'reset', { reset_type: 'Hard' });
    expect(res.json().message).toContain('充电桩不在线');
  });

  it('stops a prepaid session when its running cost reaches the prepayment and refunds the rest', async () => {
    const prepaid = await createEnergyStation(app, tree.merchant.merchantId, {
      prepayment: { enabled: true, default_amount: 100, min_amount: 50 },
    });
    const { id, client } = await connected('CP-PREPAID', prepaid);
    const asked = new Promise<number>((resolve) => {
      client.handle('RemoteStopTransaction', ({ params }) => {
        resolve(Number(params.transactionId));
        return { status: 'Accepted' };
      });
    });
    const tx = (await client.call('StartTransaction', {
      connectorId: 1,
      idTag: 'PRE',
      meterStart: 0,
      timestamp: cstIso(9),
    })) as { transactionId: number };
    expect((await recordOf(id, tx.transactionId)).prepaid_amount).toBe(100);
    // 峰 1.80 元/度: 500 Wh is 0.90 元, 600 Wh 1.08 元 (past the 1.00 元 prepaid).
    const meter = (m: number, wh: number) =>
      client.call('MeterValues', {
        connectorId: 1,
        transactionId: tx.transactionId,
        meterValue: [{ timestamp: cstIso(9, m), sampledValue: [{ value: String(wh) }] }],
      });
    await meter(10, 500);
    await meter(20, 600);
    expect(await asked).toBe(tx.transactionId);
    await client.call('StopTransaction', {
      transactionId: tx.transactionId,
      meterStop: 600,
      timestamp: cstIso(9, 21),
      reason: 'Remote',
    });
    const record = await recordOf(id, tx.transactionId);
    expect(record).toMatchObject({ status: 2, amount: 100, energy_wh: 600 });
    const order = await app.db
      .selectFrom('energy_payment_order')
      .selectAll()
      .where('record_id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ amount: 100, paid_amount: 100, refund_amount: 0 });

    // A second session that stops early gets the unspent part back.
    const tx2 = (await client.call('StartTransaction', {
      connectorId: 1,
      idTag: 'PRE',
      meterStart: 600,
      timestamp: cstIso(10),
    })) as { transactionId: number };
    await client.call('StopTransaction', {
      transactionId: tx2.transactionId,
      meterStop: 800,
      timestamp: cstIso(10, 30),
    });
    const second = await recordOf(id, tx2.transactionId);
    const order2 = await app.db
      .selectFrom('energy_payment_order')
      .selectAll()
      .where('record_id', '=', second.id)
      .executeTakeFirstOrThrow();
    // 200 Wh at 1.80 元/度 = 0.36 元.
    expect(order2).toMatchObject({ amount: 36, paid_amount: 100, refund_amount: 64 });
    const refund = await app.db
      .selectFrom('trade_refund')
      .selectAll()
      .where('order_no', '=', order2.order_no)
      .executeTakeFirstOrThrow();
    expect(refund.amount).toBe(64);
  });

  it('keeps a merchant to its own stations devices', async () => {
    const { id } = await connected('CP-SCOPE');
    expect((await live(id, tree.sibling.token)).json().code).not.toBe(1001);
    const detail = await app.inject({
      url: `/api/energy/device/detail?id=${id}`,
      headers: bearer(tree.sibling.token),
    });
    expect(detail.json().code).not.toBe(1001);
    const list = await app.inject({ url: '/api/energy/device/list', headers: bearer(tree.sibling.token) });
    expect(list.json().payload.row).toHaveLength(0);
    // Nor may it register a charge point at another merchant's station.
    const res = await app.inject({
      method: 'POST',
      url: '/api/energy/device/create',
      headers: bearer(tree.sibling.token),
      payload: {
        station_id: stationId,
        identity: 'CP-INTRUDER',
        name: 'x',
        password: PASSWORD,
        connector_count: 1,
        max_power_w: 7000,
      },
    });
    expect(res.json().code).not.toBe(1001);
  });
});
