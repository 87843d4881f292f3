import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureAccount } from '../../../test/account-fixture.js';
import { engineClient } from '../../../test/engine-client.js';
import { createCollection } from '../../../test/parking-network-fixture.js';
import { tokenFor } from '../../../test/session-token.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildNetworkTree, NETWORK_CODES, type NetworkTree } from '../../../test/parking-network-tree.js';

const app = await createTestApp();
const collections = engineClient(app, 'parking/collection');
const parks = engineClient(app, 'park');
let tree: NetworkTree;

beforeAll(async () => {
  tree = await buildNetworkTree(app);
});
afterAll(async () => app.close());

const rowOf = (id: number) =>
  app.db.selectFrom('park_collection').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** 通过 as the page sends it: the owner, the collected name and spaces (prefilled), the charge mode. */
const approve = async (token: string, id: number, extra: object = {}) => {
  const collected = await rowOf(id);
  return collections.action(token, 'approve', {
    id,
    merchant_id: tree.merchant.merchantId,
    park_name: collected.name,
    park_spaces: collected.total_spaces,
    charge_mode: 1,
    ...extra,
  });
};
const reject = (token: string, id: number, reason: string) =>
  collections.action(token, 'reject', { id, audit_reason: reason });

describe('auditing a collected lot', () => {
  it('approving creates a park of the chosen merchant, visible to it and its partner', async () => {
    const id = await createCollection(app.db, tree.partner.merchantId, {
      name: '科苑停车场',
      total_spaces: 220,
    });
    const res = await approve(tree.partner.token, id, {
      contact_name: '王经理',
      contact_mobile: '13912345678',
    });
    expect(res.json()).toMatchObject({ code: 1001, payload: { status: 1, park_id: expect.any(Number) } });
    const parkId = res.json().payload.park_id as number;

    const park = await app.db
      .selectFrom('park')
      .selectAll()
      .where('id', '=', parkId)
      .executeTakeFirstOrThrow();
    expect(park).toMatchObject({
      name: '科苑停车场',
      area_code: '440305',
      address: '深圳市南山区科技园科苑路15号',
      location: '22.540503,113.934528',
      total_spaces: 220,
      charge_mode: 1,
      contact_name: '王经理',
      status: 1,
    });
    expect(Number(park.merchant_id)).toBe(tree.merchant.merchantId);
    expect(park.g_park_uuid).toMatch(/^[0-9a-f-]{36}$/);

    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 1, audit_reason: null });
    expect(Number(row.park_id)).toBe(parkId);
    expect(row.auditor_name).toBeTruthy();

    for (const viewer of [tree.merchant, tree.partner]) {
      const list = (await parks.list(viewer.token, { name: '科苑停车场' })).json();
      expect(list.payload.row.map((r: { id: number }) => r.id)).toContain(parkId);
    }
    const outsiderList = (await parks.list(tree.outsider.token, { name: '科苑停车场' })).json();
    expect(outsiderList.payload.row).toEqual([]);

    // The park's own audit-log entry, beside the collection's.
    const logs = await app.db
      .selectFrom('audit_log')
      .select(['resource', 'action', 'row_id'])
      .where('manager_id', '=', tree.partner.managerId)
      .execute();
    expect(logs).toEqual(
      expect.arrayContaining([
        { resource: 'park', action: 'create', row_id: parkId },
        { resource: 'parking/collection', action: 'approve', row_id: id },
      ]),
    );

    const detail = (await collections.detail(tree.partner.token, id)).json();
    expect(detail.payload).toMatchObject({ park_name: '科苑停车场', park_merchant_name: expect.any(String) });
  });

  it('audits once: an approved or rejected lot answers 1409 and stays as it was', async () => {
    const id = await createCollection(app.db, tree.partner.merchantId);
    expect((await approve(tree.partner.token, id)).json().code).toBe(1001);
    const again = await reject(tree.partner.token, id, '重复');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(1409);
    expect((await rowOf(id)).status).toBe(1);

    const rejected = await createCollection(app.db, tree.partner.merchantId);
    await reject(tree.partner.token, rejected, '地址不存在');
    expect((await approve(tree.partner.token, rejected)).json().code).toBe(1409);
    expect(
      await app.db
        .selectFrom('park')
        .select('id')
        .where('name', '=', (await rowOf(rejected)).name)
        .execute(),
    ).toEqual([]);
  });

  it('rejecting needs a reason and records it', async () => {
    const id = await createCollection(app.db, tree.partner.merchantId);
    const blank = await reject(tree.partner.token, id, '   ');
    expect(blank.json()).toMatchObject({ code: 1400, message: '请输入驳回原因' });
    expect((await rowOf(id)).status).toBe(0);

    const res = await reject(tree.partner.token, id, ' 现场无车位 ');
    // A declared change with no handler answers "done, nothing to return".
    expect(res.json().code).toBe(1002);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 2, audit_reason: '现场无车位', park_id: null });
    expect(row.auditor_name).toBeTruthy();
    expect(Number(row.audit_time)).toBeGreaterThan(0);
  });

  it('refuses an owner outside the caller, one without parking, and a missing choice, creating nothing', async () => {
    const id = await createCollection(app.db, tree.partner.merchantId);
    const before = await app.db
      .selectFrom('park')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();

    const foreign = await approve(tree.partner.token, id, { merchant_id: tree.outsider.merchantId });
    expect(foreign.statusCode).toBe(403);
    const bare = await approve(tree.partner.token, id, { merchant_id: tree.bare.merchantId });
    expect(bare.json()).toMatchObject({ code: 1409, message: '该商户未开通停车产品' });
    const self = await approve(tree.partner.token, id, { merchant_id: tree.partner.merchantId });
    expect(self.json()).toMatchObject({ code: 1409, message: '车场只能归属于停车商户' });
    const noOwner = await approve(tree.partner.token, id, { merchant_id: undefined });
    expect(noOwner.json().code).toBe(1400);
    const noMode = await approve(tree.partner.token, id, { charge_mode: undefined });
    expect(noMode.json().code).toBe(1400);
    const blankName = await approve(tree.partner.token, id, { park_name: '  ' });
    expect(blankName.json()).toMatchObject({ code: 1400, message: '请输入车场名称' });
    const badMode = await approve(tree.partner.token, id, { charge_mode: 7 });
    expect(badMode.statusCode).toBe(400);
    const badMobile = await approve(tree.partner.token, id, { contact_mobile: '12345' });
    expect(badMobile.json().code).toBe(1400);

    expect((await rowOf(id)).status).toBe(0);
    const after = await app.db
      .selectFrom('park')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('approving also needs the park create code; rejecting does not', async () => {
    const account = await createFixtureAccount(app, {
      permissions: NETWORK_CODES.filter((code) => code !== 'parking:park:create'),
      kind: 'partner',
      products: ['parking'],
    });
    const token = await tokenFor(app, account.managerId);
    const merchant = await createFixtureAccount(app, {
      permissions: [],
      parentId: account.merchantId,
      products: ['parking'],
    });
    const id = await createCollection(app.db, account.merchantId);
    const res = await approve(token, id, { merchant_id: merchant.merchantId });
    expect(res.statusCode).toBe(403);
    expect((await rowOf(id)).status).toBe(0);
    const rejected = await reject(token, id, '信息不全');
    expect(rejected.json().code).toBe(1002);
  });

  it('lists the waiting queue by status, and a merchant never sees its partner’s collections', async () => {
    const id = await createCollection(app.db, tree.partner.merchantId, { name: '待审核队列车场' });
    const waiting = (
      await collections.list(tree.partner.token, { status: 0, name: '待审核队列车场' })
    ).json();
    expect(waiting.payload.row.map((r: { id: number }) => r.id)).toEqual([id]);
    const merchantView = (await collections.list(tree.merchant.token, { name: '待审核队列车场' })).json();
    expect(merchantView.payload.row).toEqual([]);
    const res = await approve(tree.merchant.token, id);
    expect(res.statusCode).toBe(404);
  });
});
