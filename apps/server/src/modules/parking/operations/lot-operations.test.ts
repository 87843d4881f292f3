import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../lib/clock.js';
import { bearer, createFixtureAccount } from '../../../test/account-fixture.js';
import { engineClient } from '../../../test/engine-client.js';
import { createPark } from '../../../test/parking-fixture.js';
import { createAppeal } from '../../../test/parking-operations-fixture.js';
import { tokenFor } from '../../../test/session-token.js';
import { createTestApp } from '../../../test/test-app.js';

const CODES = [
  'parking:reserve:appeal:list',
  'parking:reserve:appeal:audit',
  'parking:passport:list',
  'parking:passport:detail',
  'parking:passport:create',
  'parking:acl:list',
  'parking:acl:create',
  'parking:acl:update',
  'parking:acl:delete',
  'parking:reserve-rule:view',
  'parking:reserve-rule:update',
  'parking:runtime:view',
  'parking:runtime:update',
  'payment:channel:view',
  'payment:channel:update',
  'parking:config-log:list',
];

let app: FastifyInstance;
let token: string;
let strangerToken: string;
let parkId: number;
let otherParkId: number;

beforeAll(async () => {
  app = await createTestApp();
  const user = await createFixtureAccount(app, { permissions: CODES, products: ['parking', 'payment'] });
  const stranger = await createFixtureAccount(app, { permissions: CODES, products: ['parking', 'payment'] });
  token = await tokenFor(app, user.managerId);
  strangerToken = await tokenFor(app, stranger.managerId);
  parkId = await createPark(app.db, user.merchantId);
  otherParkId = await createPark(app.db, user.merchantId);
});
afterAll(async () => app.close());

const appealRow = (id: number) =>
  app.db.selectFrom('reserve_appeal').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('预约申诉 review', () => {
  const appeals = () => engineClient(app, 'parking/reserve/appeal');

  it('通过 records the note and the reviewer once; a second review is refused', async () => {
    const id = await createAppeal(app.db, parkId);
    const approved = await appeals().action(token, 'approve', { id, audit_remark: ' 申诉属实 ' });
    expect(approved.json().code).toBe(1002);
    expect(await appealRow(id)).toMatchObject({ status: 1, audit_remark: '申诉属实' });
    expect((await appealRow(id)).auditor_name).toBeTruthy();
    const again = await appeals().action(token, 'reject', { id, audit_remark: '改判' });
    expect(again.json().code).toBe(1409);
    expect((await appealRow(id)).status).toBe(1);
  });

  it('驳回 needs a reason and keeps it', async () => {
    const id = await createAppeal(app.db, parkId);
    expect((await appeals().action(token, 'reject', { id })).statusCode).toBe(400);
    expect((await appeals().action(token, 'reject', { id, audit_remark: '  ' })).json().code).toBe(1400);
    await appeals().action(token, 'reject', { id, audit_remark: '车位未被占用，监控可查' });
    expect(await appealRow(id)).toMatchObject({ status: 2, audit_remark: '车位未被占用，监控可查' });
  });

  it('filters by status', async () => {
    const res = await appeals().list(token, { status: 0, park_id: parkId });
    for (const row of res.json().payload.row) expect(row.status).toBe(0);
  });
});

describe('无牌车通行证', () => {
  const passports = () => engineClient(app, 'parking/passport');
  const base = () => ({
    park_id: parkId,
    holder_name: '王芳',
    holder_mobile: '13600136000',
    start_time: nowSeconds(),
    end_time: nowSeconds() + 7 * 86_400,
  });

  it('issues a numbered, valid passport', async () => {
    const res = await passports().create(token, base());
    expect(res.json().code).toBe(1001);
    const detail = await passports().detail(token, res.json().payload.id);
    expect(detail.json().payload).toMatchObject({
      status: 1,
      holder_name: '王芳',
      park_name: expect.any(String),
    });
    expect(detail.json().payload.passport_no).toMatch(/^TX\d+$/);
  });

  it('refuses an end before the start, or in the past', async () => {
    const now = nowSeconds();
    const backwards = await passports().create(token, { ...base(), end_time: now - 10 });
    expect(backwards.json()).toMatchObject({ code: 1400, message: '到期时间须晚于生效时间' });
    const lapsed = await passports().create(token, {
      ...base(),
      start_time: now - 7200,
      end_time: now - 3600,
    });
    expect(lapsed.json()).toMatchObject({ code: 1400, message: '到期时间须晚于当前时间' });
  });

  it('refuses a park of another merchant', async () => {
    const res = await passports().create(strangerToken, base());
    expect(res.statusCode).toBe(404);
  });
});

describe('访问授权', () => {
  const acl = () => engineClient(app, 'parking/acl');
  const grant = (no: string, scopes: string) => ({
    park_id: parkId,
    grantee_kind: 2,
    grantee_no: no,
    grantee_name: '城市停车平台',
    scopes,
    expire_time: nowSeconds() + 86_400,
    status: 1,
  });

  it('stores scopes sorted and refuses unknown ones, duplicates and a past expiry', async () => {
    const res = await acl().create(token, grant('wx0001', 'record,in_parking,order'));
    expect(res.json().code).toBe(1001);
    const detail = await acl().detail(token, res.json().payload.id);
    expect(detail.json().payload.scopes).toBe('in_parking,order,record');

    expect((await acl().create(token, grant('wx0002', 'record,wallet'))).json().code).toBe(1400);
    expect((await acl().create(token, grant('wx0003', 'order,order'))).json().code).toBe(1400);
    const past = await acl().create(token, { ...grant('wx0004', 'order'), expire_time: nowSeconds() - 1 });
    expect(past.json()).toMatchObject({ code: 1400, message: '到期时间须晚于当前时间' });
    const twice = await acl().create(token, grant('wx0001', 'order'));
    expect(twice.json().code).toBe(1409);
  });
});

describe('车场设置 (预约设置, 运行配置, 支付渠道) and the config log', () => {
  const get = (kind: string, t: string, park = parkId) =>
    app.inject({ url: `/api/parking/config/${kind}/detail?park_id=${park}`, headers: bearer(t) });
  const put = (kind: string, t: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/parking/config/${kind}/update`, headers: bearer(t), payload });
  const log = (query: string, t = token) =>
    app.inject({ url: `/api/parking/config-log/list?${query}`, headers: bearer(t) });

  it('reads the defaults of a lot that never saved', async () => {
    const res = await get('reserve', token);
    expect(res.json().payload).toMatchObject({
      park_id: parkId,
      saved: false,
      value: { enabled: 0, fee: 0, hold_minutes: 30, free_cancel_minutes: 5 },
    });
  });

  it('saves a whole document, and a rule across fields refuses without changing anything', async () => {
    const reserve = { park_id: parkId, enabled: 1, fee: 500, hold_minutes: 20, free_cancel_minutes: 5 };
    expect((await put('reserve', token, reserve)).json().code).toBe(1002);
    expect((await get('reserve', token)).json().payload).toMatchObject({
      saved: true,
      value: { fee: 500, hold_minutes: 20 },
    });

    const bad = await put('reserve', token, { ...reserve, free_cancel_minutes: 30 });
    expect(bad.json()).toMatchObject({ code: 1400, message: '免费取消时长不能超过车位保留时长' });
    const partial = await put('reserve', token, { park_id: parkId, enabled: 1 });
    expect(partial.statusCode).toBe(400);
    expect((await get('reserve', token)).json().payload.value.free_cancel_minutes).toBe(5);

    const channel = await put('channel', token, { park_id: parkId, pay_modes: [3, 4] });
    expect(channel.json().code).toBe(1002);
    expect((await put('channel', token, { park_id: parkId, pay_modes: [] })).json().code).toBe(1400);
    expect((await put('channel', token, { park_id: parkId, pay_modes: [99] })).statusCode).toBe(400);
    const runtime = (await get('runtime', token)).json().payload.value;
    expect(
      (await put('runtime', token, { park_id: parkId, ...runtime, gate_open_timeout: 30 })).json().code,
    ).toBe(1002);
  });

  it('answers 404 for a park of another merchant, on read and on save', async () => {
    expect((await get('runtime', strangerToken)).statusCode).toBe(404);
    const res = await put('channel', strangerToken, { park_id: parkId, pay_modes: [3] });
    expect(res.statusCode).toBe(404);
    expect((await get('channel', token)).json().payload.value.pay_modes).toEqual([3, 4]);
  });

  it('lists this lot’s configuration changes, a deleted grant included, and no other lot’s', async () => {
    const acl = engineClient(app, 'parking/acl');
    const created = await acl.create(token, {
      park_id: parkId,
      grantee_kind: 1,
      grantee_no: 'M9001',
      grantee_name: '停车分润伙伴',
      scopes: 'order',
      expire_time: nowSeconds() + 86_400,
      status: 1,
    });
    await acl.remove(token, created.json().payload.id);
    await put('reserve', token, {
      park_id: otherParkId,
      enabled: 1,
      fee: 0,
      hold_minutes: 15,
      free_cancel_minutes: 0,
    });

    const res = await log(`park_id=${parkId}&page_size=50`);
    const rows = res.json().payload.row as { resource: string; action: string; row_id: number }[];
    const kinds = rows.map((row) => `${row.resource} ${row.action}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'parking/config/reserve update',
        'parking/config/channel update',
        'parking/config/runtime update',
        'parking/acl create',
        'parking/acl delete',
      ]),
    );
    expect(
      rows.filter((row) => row.resource === 'parking/config/reserve').every((r) => r.row_id === parkId),
    ).toBe(true);
    const reserveOnly = await log(`park_id=${parkId}&resource=parking/config/reserve`);
    expect(reserveOnly.json().payload.paging_header.total_count).toBe(1);
    const other = await log(`park_id=${otherParkId}`);
    expect(other.json().payload.row).toHaveLength(1);
    // A lot outside the caller's scope has no log rows for it, like any list outside the scope.
    const foreign = await log(`park_id=${parkId}`, strangerToken);
    expect(foreign.json().payload).toMatchObject({ row: [], paging_header: { total_count: 0 } });
    expect((await log('page_size=20')).statusCode).toBe(400);
  });
});
