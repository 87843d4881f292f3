import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/account-fixture.js';
import { engineClient } from '../../../test/engine-client.js';
import { createPark } from '../../../test/parking-fixture.js';
import { createSoftware } from '../../../test/parking-network-fixture.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildNetworkTree, type NetworkTree } from '../../../test/parking-network-tree.js';

const app = await createTestApp();
const cities = engineClient(app, 'parking/city');
const sets = engineClient(app, 'parking/customer-set');
const policies = engineClient(app, 'parking/profit-policy');
const agents = engineClient(app, 'parking/agent');
let tree: NetworkTree;
const get = (token: string, url: string) => app.inject({ url, headers: bearer(token) });

beforeAll(async () => {
  tree = await buildNetworkTree(app);
});
afterAll(async () => app.close());

describe('cities', () => {
  it('names a city from its code, refuses a district or a repeat, and counts the parks by prefix', async () => {
    const created = await cities.create(tree.partner.token, { area_code: '440300', status: 1 });
    expect(created.json().code).toBe(1001);
    const id = created.json().payload.id as number;
    const district = await cities.create(tree.partner.token, { area_code: '440305', status: 1 });
    expect(district.json()).toMatchObject({ code: 1400, message: '请选择到“市”一级的城市' });
    const again = await cities.create(tree.partner.token, { area_code: '440300', status: 1 });
    expect(again.json().code).toBe(1409);

    await createPark(app.db, tree.merchant.merchantId, { name: '南山城市车场' }); // 440304 福田
    await createPark(app.db, tree.outsider.merchantId, { name: '别家城市车场' });
    const detail = (await cities.detail(tree.partner.token, id)).json().payload;
    expect(detail).toMatchObject({ name: '深圳市', province: '广东省', park_count: 1 });

    const parks = (await get(tree.partner.token, `/api/parking/city/park-list?id=${id}`)).json();
    expect(parks.payload.row.map((p: { name: string }) => p.name)).toEqual(['南山城市车场']);
    expect(parks.payload.paging_header.total_count).toBe(1);
    const foreign = await get(tree.otherPartner.token, `/api/parking/city/park-list?id=${id}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('shows a merchant the cities its partner opened, read-only, with its own park count', async () => {
    const mine = (await get(tree.merchant.token, '/api/parking/city/mine')).json();
    expect(mine.payload.row).toEqual([expect.objectContaining({ name: '深圳市', park_count: 1 })]);
    const outsider = (await get(tree.outsider.token, '/api/parking/city/mine')).json();
    expect(outsider.payload.row).toEqual([]);
  });
});

describe('customers', () => {
  it('lists the partner’s parking merchants only, and opens one by g_code', async () => {
    const list = (await get(tree.partner.token, '/api/parking/customer/list')).json();
    const numbers = list.payload.row.map((c: { merchant_no: string }) => c.merchant_no);
    expect(numbers).toContain(tree.merchant.merchantNo);
    expect(numbers).not.toContain(tree.bare.merchantNo);
    expect(numbers).not.toContain(tree.outsider.merchantNo);

    const info = (
      await get(tree.partner.token, `/api/parking/customer/detail?g_code=${tree.merchant.merchantNo}`)
    ).json();
    expect(info.payload).toMatchObject({ id: tree.merchant.merchantId, park_count: expect.any(Number) });
    const foreign = await get(
      tree.partner.token,
      `/api/parking/customer/detail?g_code=${tree.outsider.merchantNo}`,
    );
    expect(foreign.statusCode).toBe(404);
    const self = await get(
      tree.merchant.token,
      `/api/parking/customer/detail?g_code=${tree.merchant.merchantNo}`,
    );
    expect(self.statusCode).toBe(404);
  });

  it('sets the software a customer park runs, only an enabled one of the partner', async () => {
    const parkId = await createPark(app.db, tree.merchant.merchantId, { name: '软件测试车场' });
    const softwareId = await createSoftware(app.db, tree.partner.merchantId);
    const disabled = await createSoftware(app.db, tree.partner.merchantId, 0);
    const foreign = await createSoftware(app.db, tree.otherPartner.merchantId);
    const put = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: '/api/parking/customer/software/update',
        headers: bearer(tree.partner.token),
        payload,
      });
    expect((await put({ park_id: parkId, software_id: disabled })).json().code).toBe(1409);
    expect((await put({ park_id: parkId, software_id: foreign })).statusCode).toBe(404);
    expect((await put({ park_id: parkId, software_id: softwareId })).json().code).toBe(1002);
    expect((await put({ park_id: parkId, software_id: softwareId, remark: '升级' })).json().code).toBe(1002);
    const list = (
      await get(tree.partner.token, `/api/parking/customer/software/list?g_code=${tree.merchant.merchantNo}`)
    ).json();
    const row = list.payload.row.find((r: { park_id: number }) => r.park_id === parkId);
    expect(row).toMatchObject({ software_id: softwareId, remark: '升级', vendor: '测试厂商' });
    const outsiderPark = await createPark(app.db, tree.outsider.merchantId);
    expect((await put({ park_id: outsiderPark, software_id: softwareId })).statusCode).toBe(404);
  });

  it('files packages and one profit policy under the customer’s own tenant', async () => {
    const softwareId = await createSoftware(app.db, tree.partner.merchantId);
    const now = Math.floor(Date.now() / 1000);
    const body = {
      customer_id: tree.merchant.merchantId,
      name: '三车场年度套餐',
      software_id: softwareId,
      park_quota: 3,
      price: 360000,
      start_time: now,
      end_time: now + 365 * 86400,
      status: 1,
    };
    const created = await sets.create(tree.partner.token, body);
    expect(created.json().code).toBe(1001);
    const own = (await sets.list(tree.merchant.token, { customer_id: tree.merchant.merchantId })).json();
    expect(own.payload.row).toEqual([
      expect.objectContaining({
        name: '三车场年度套餐',
        software_name: expect.stringContaining('测试停车软件'),
      }),
    ]);
    expect((await sets.create(tree.partner.token, { ...body, end_time: now - 1 })).json().code).toBe(1400);
    expect(
      (await sets.create(tree.partner.token, { ...body, customer_id: tree.outsider.merchantId })).statusCode,
    ).toBe(404);
    expect(
      (await sets.create(tree.partner.token, { ...body, customer_id: tree.bare.merchantId })).statusCode,
    ).toBe(404);

    const policy = {
      customer_id: tree.merchant.merchantId,
      partner_rate: 3000,
      settle_cycle: 3,
      min_settle_amount: 10000,
      status: 1,
      effective_time: now,
    };
    expect((await policies.create(tree.partner.token, policy)).json().code).toBe(1001);
    expect((await policies.create(tree.partner.token, policy)).json().code).toBe(1409);
    expect((await policies.create(tree.partner.token, { ...policy, partner_rate: 10001 })).statusCode).toBe(
      400,
    );
  });
});

describe('terminals', () => {
  it('derives online from the heartbeat age', async () => {
    const parkId = await createPark(app.db, tree.merchant.merchantId);
    const now = Math.floor(Date.now() / 1000);
    for (const [sn, beat] of [
      ['SN-ONLINE', now - 30],
      ['SN-OFFLINE', now - 3600],
    ] as const) {
      await app.db
        .insertInto('park_agent')
        .values({
          merchant_id: tree.merchant.merchantId,
          park_id: parkId,
          device_sn: `${sn}-${process.pid}`,
          name: sn,
          gate_name: '1号口',
          kind: 1,
          last_heartbeat: beat,
          create_time: now,
        })
        .execute();
    }
    const rows = (await agents.list(tree.merchant.token, { park_id: parkId })).json().payload.row;
    expect(rows.map((r: { name: string; online: number }) => [r.name, r.online])).toEqual([
      ['SN-ONLINE', 1],
      ['SN-OFFLINE', 0],
    ]);
    const created = await agents.create(tree.merchant.token, {
      park_id: parkId,
      device_sn: `NEW${process.pid}`,
      name: '出口屏',
      gate_name: '2号口',
      kind: 3,
    });
    expect(created.json().code).toBe(1001);
    const foreign = await agents.create(tree.outsider.token, {
      park_id: parkId,
      device_sn: `X${process.pid}`,
      name: 'x',
      gate_name: 'x',
      kind: 3,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
