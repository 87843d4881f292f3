import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/account-fixture.js';
import {
  callbackReceiver,
  callbackSignatureValid,
  createOpenApp,
  drainJobs,
  enableModule,
  grantLot,
  OPENAPI_CODES,
  type TestApp,
} from '../../../test/openapi-fixture.js';
import { createPark } from '../../../test/parking-fixture.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../../test/tenant-tree.js';
import { emitOpenEvent } from './open-events.js';

const BASE = '/api/base/services/keychain/app';

describe('open API callbacks: signed, retried with backoff, once per event id', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let receiver: Awaited<ReturnType<typeof callbackReceiver>> | undefined;
  let plate = 10;

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, [...OPENAPI_CODES, 'system:devtool:parking']);
  }, 120_000);
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });
  afterAll(async () => app.close());

  /** An app listening for `event` at the receiver, with the module and a grant of a new lot. */
  async function listeningApp(
    statuses: number[],
    event: 'car_exit' | 'order_paid' = 'car_exit',
  ): Promise<{ client: TestApp; parkId: number }> {
    receiver = await callbackReceiver(statuses);
    const client = await createOpenApp(app, tree.merchant.token, `回调应用${plate}`);
    const module = event === 'car_exit' ? 'record' : 'order';
    await enableModule(app, tree.merchant.token, client.id, module);
    const parkId = await createPark(app.db, tree.merchant.merchantId);
    await grantLot(app, { parkId, appKey: client.appKey, scopes: module });
    const hook = await app.inject({
      method: 'POST',
      url: `${BASE}/callback/create`,
      headers: bearer(tree.merchant.token),
      payload: { app_id: client.id, event_type: event, url: receiver.url },
    });
    expect(hook.json().code, hook.body).toBe(1001);
    return { client, parkId };
  }

  /** A car in and out through the developer tool, paying at the exit. */
  async function carExits(parkId: number): Promise<{ record_id: number; order_no: string }> {
    plate += 1;
    const car = `粤B7${String(plate).padStart(4, '0')}`;
    const call = (op: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/devtool/parking/${op}`,
        headers: bearer(tree.merchant.token),
        payload,
      });
    expect((await call('entry', { park_id: parkId, plate: car, minutes_ago: 90 })).json().code).toBe(1001);
    const exit = await call('exit', { park_id: parkId, plate: car, pay_type: 2, pay_mode: 3 });
    expect(exit.json().code, exit.body).toBe(1001);
    return exit.json().payload;
  }

  const eventsOf = (appId: number) =>
    app.db.selectFrom('openapi_event').selectAll().where('app_id', '=', appId).orderBy('id').execute();

  it('posts a signed car_exit event when a car leaves a granted lot, and logs the delivery', async () => {
    const { client, parkId } = await listeningApp([200]);
    const exit = await carExits(parkId);
    await drainJobs(app);
    expect(receiver!.received).toHaveLength(1);
    const [callback] = receiver!.received;
    expect(callback!.path).toBe('/hooks/parking?from=test');
    expect(callbackSignatureValid(callback!, client.secret)).toBe(true);
    expect(callbackSignatureValid(callback!, 'another-secret')).toBe(false);
    expect(callback!.headers['x-app-id']).toBe(client.appKey);
    const body = JSON.parse(callback!.body);
    expect(body).toMatchObject({
      event_type: 'car_exit',
      event_id: `car_exit-${exit.record_id}`,
      app_id: client.appKey,
      data: { record_id: exit.record_id, order_no: exit.order_no },
    });
    expect(callback!.headers['x-event-id']).toBe(body.event_id);
    const [event] = await eventsOf(client.id);
    expect(event).toMatchObject({ status: 1, attempts: 1, last_http_status: 200 });
    // The delivery log on 回调地址, in the app's tenant scope.
    const log = await app.inject({
      url: `${BASE}/delivery/list?app_id=${client.id}&page_index=1&page_size=20`,
      headers: bearer(tree.merchant.token),
    });
    expect(log.json().payload.row[0]).toMatchObject({ event_id: body.event_id, status: 1, attempts: 1 });
    const sibling = await app.inject({
      url: `${BASE}/delivery/list?app_id=${client.id}&page_index=1&page_size=20`,
      headers: bearer(tree.sibling.token),
    });
    expect(sibling.json().payload.row).toEqual([]);
  });

  it('retries with exponential backoff until the receiver acknowledges with 2xx', async () => {
    const { client, parkId } = await listeningApp([500, 503, 204]);
    await carExits(parkId);
    const jobOf = async () =>
      app.db
        .selectFrom('job')
        .selectAll()
        .where('queue', '=', 'openapi-callback')
        .where('payload', 'like', `%"event_row_id":${(await eventsOf(client.id))[0]!.id}}%`)
        .executeTakeFirstOrThrow();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const before = Date.now();
      await drainJobs(app);
      const job = await jobOf();
      expect(job.status).toBe('queued');
      waits.push(Number(job.run_at) - before);
      const [event] = await eventsOf(client.id);
      expect(event).toMatchObject({ status: 0, attempts: attempt });
      expect(event!.last_error).toContain('HTTP 50');
      // Not due yet: nothing is sent before the backoff has passed.
      await drainJobs(app);
      expect(receiver!.received).toHaveLength(attempt);
      await app.db.updateTable('job').set({ run_at: Date.now() }).where('id', '=', job.id).execute();
    }
    // 5 s, then 10 s: each wait doubles.
    expect(waits[0]).toBeGreaterThanOrEqual(4000);
    expect(waits[0]).toBeLessThan(7000);
    expect(waits[1]).toBeGreaterThanOrEqual(9000);
    expect(waits[1]).toBeLessThan(12_000);
    await drainJobs(app);
    expect(receiver!.received).toHaveLength(3);
    expect((await jobOf()).status).toBe('done');
    const [event] = await eventsOf(client.id);
    expect(event).toMatchObject({ status: 1, attempts: 3, last_http_status: 204 });
    // Every try carries the same event id, each freshly signed.
    expect(new Set(receiver!.received.map((r) => r.headers['x-event-id'])).size).toBe(1);
    expect(receiver!.received.every((r) => callbackSignatureValid(r, client.secret))).toBe(true);
  });

  it('delivers an event id once: a repeated event adds nothing, a delivered one is not sent again', async () => {
    const { client, parkId } = await listeningApp([200], 'order_paid');
    const exit = await carExits(parkId);
    const again = {
      type: 'order_paid' as const,
      eventId: `order_paid-${exit.order_no}`,
      parkId,
      at: Math.floor(Date.now() / 1000),
      data: { order_no: exit.order_no },
    };
    await app.db.transaction().execute((trx) => emitOpenEvent(trx, again));
    await app.db.transaction().execute((trx) => emitOpenEvent(trx, again));
    expect(await eventsOf(client.id)).toHaveLength(1);
    await drainJobs(app);
    expect(receiver!.received).toHaveLength(1);
    const [event] = await eventsOf(client.id);
    expect(event).toMatchObject({ status: 1, event_id: `order_paid-${exit.order_no}` });
    // A job run again after its delivery (a crash before it was marked done) sends nothing.
    const job = await app.db
      .selectFrom('job')
      .select('id')
      .where('queue', '=', 'openapi-callback')
      .where('payload', 'like', `%"event_row_id":${event!.id}}%`)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('job')
      .set({ status: 'queued', run_at: Date.now() })
      .where('id', '=', job.id)
      .execute();
    await drainJobs(app);
    expect(receiver!.received).toHaveLength(1);
  });

  it('tells no app of a lot it holds no grant for, nor one without the module', async () => {
    const { client, parkId } = await listeningApp([200]);
    const other = await createPark(app.db, tree.merchant.merchantId);
    await carExits(other);
    const stranger = await createOpenApp(app, tree.merchant.token, '无模块');
    await grantLot(app, { parkId, appKey: stranger.appKey, scopes: 'record' });
    await app.inject({
      method: 'POST',
      url: `${BASE}/callback/create`,
      headers: bearer(tree.merchant.token),
      payload: { app_id: stranger.id, event_type: 'car_exit', url: receiver!.url },
    });
    await carExits(parkId);
    await drainJobs(app);
    expect(await eventsOf(client.id)).toHaveLength(1);
    expect(await eventsOf(stranger.id)).toHaveLength(0);
    expect(receiver!.received).toHaveLength(1);
  });

  it('gives up after the last try and marks the delivery failed', async () => {
    const { client, parkId } = await listeningApp([500]);
    await carExits(parkId);
    for (let i = 0; i < 12; i += 1) {
      await app.db
        .updateTable('job')
        .set({ run_at: Date.now() })
        .where('queue', '=', 'openapi-callback')
        .where('status', '=', 'queued')
        .execute();
      await drainJobs(app);
    }
    const [event] = await eventsOf(client.id);
    expect(event).toMatchObject({ status: 2, attempts: 10 });
    expect(event!.last_error).toContain('已停止重试');
  });
});
