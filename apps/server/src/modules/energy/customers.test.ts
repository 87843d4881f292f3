import { PERMISSION_CATALOGUE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createSession, createStation } from '../../test/energy-station-fixture.js';
import { createSoftware } from '../../test/parking-network-fixture.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';
import { createTestApp } from '../../test/test-app.js';

const CODES = PERMISSION_CATALOGUE.filter((p) => ['energy', 'parking'].includes(p.area)).map((p) => p.code);

let app: FastifyInstance;
let tree: TenantTree;
let softwareId: number;
const get = (token: string, url: string) => app.inject({ url: `/api/${url}`, headers: bearer(token) });
const DAY = 86_400;
const PACKAGE = { name: '充电运营标准版', park_quota: 3, price: 880_000, status: 1 };

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, CODES);
  // The merchant runs two stations (one with a two-connector charge point); the sibling runs none.
  await createSession(app.db, tree.merchant.merchantId);
  await createStation(app.db, tree.merchant.merchantId);
  softwareId = await createSoftware(app.db, tree.partner.merchantId);
});
afterAll(async () => app.close());

describe('能源客户', () => {
  it('lists the merchants below the partner that run stations, with their station count', async () => {
    const list = (await get(tree.partner.token, 'energy/customer/list')).json();
    expect(list.code).toBe(1001);
    const rows = list.payload.row as { merchant_no: string; station_count: number }[];
    expect(rows.find((r) => r.merchant_no === tree.merchant.merchantNo)?.station_count).toBe(2);
    const numbers = rows.map((r) => r.merchant_no);
    expect(numbers).not.toContain(tree.outsider.merchantNo);
    expect(numbers).not.toContain(tree.partner.merchantNo);
    // Another partner has none of them.
    const foreign = (await get(tree.otherPartner.token, 'energy/customer/list')).json();
    expect(foreign.payload.row.map((r: { merchant_no: string }) => r.merchant_no)).not.toContain(
      tree.merchant.merchantNo,
    );
  });

  it('opens a customer by g_code with its stations, charge points and connectors; 404 outside', async () => {
    const info = (
      await get(tree.partner.token, `energy/customer/detail?g_code=${tree.merchant.merchantNo}`)
    ).json();
    expect(info.code).toBe(1001);
    expect(info.payload).toMatchObject({
      id: tree.merchant.merchantId,
      merchant_no: tree.merchant.merchantNo,
      station_count: 2,
      device_count: 1,
    });
    expect(info.payload.connector_count).toBeGreaterThanOrEqual(1);
    const foreign = await get(
      tree.otherPartner.token,
      `energy/customer/detail?g_code=${tree.merchant.merchantNo}`,
    );
    expect(foreign.statusCode).toBe(404);
    const self = await get(tree.merchant.token, `energy/customer/detail?g_code=${tree.merchant.merchantNo}`);
    expect(self.statusCode).toBe(404);
  });

  it('sells a software package to an energy customer, kept apart from parking’s packages', async () => {
    const energySets = engineClient(app, 'energy/customer-set');
    const parkingSets = engineClient(app, 'parking/customer-set');
    const today = Math.floor(Date.now() / 1000);
    const made = await energySets.create(tree.partner.token, {
      ...PACKAGE,
      customer_id: tree.merchant.merchantId,
      software_id: softwareId,
      start_time: today,
      end_time: today + 365 * DAY,
    });
    expect(made.json().code, made.json().message).toBe(1001);
    const id = Number(made.json().payload.id);
    const row = await app.db
      .selectFrom('customer_software_set')
      .select(['product', 'merchant_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([row.product, Number(row.merchant_id)]).toEqual(['energy', tree.merchant.merchantId]);

    const energyRows = (
      await energySets.list(tree.partner.token, { customer_id: tree.merchant.merchantId })
    ).json().payload.row as { id: number; software_name: string }[];
    expect(energyRows.map((r) => r.id)).toEqual([id]);
    expect(energyRows[0]!.software_name).not.toBe('');
    const parkingRows = (
      await parkingSets.list(tree.partner.token, { customer_id: tree.merchant.merchantId })
    ).json().payload.row as { id: number }[];
    expect(parkingRows.map((r) => r.id)).not.toContain(id);
    expect((await parkingSets.detail(tree.partner.token, id)).statusCode).toBe(404);

    // 编辑软件套餐, and the customer sees its own package.
    const edited = await energySets.update(tree.partner.token, { id, name: '充电运营专业版', park_quota: 5 });
    expect(edited.json().code, edited.json().message).toBe(1002);
    const own = (await energySets.detail(tree.merchant.token, id)).json().payload;
    expect(own).toMatchObject({ name: '充电运营专业版', park_quota: 5 });
  });

  it('refuses a package for a merchant that is not the caller’s customer, or a period that ends first, and writes nothing', async () => {
    const energySets = engineClient(app, 'energy/customer-set');
    const before = await app.db
      .selectFrom('customer_software_set')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const today = Math.floor(Date.now() / 1000);
    const notCustomer = await energySets.create(tree.partner.token, {
      ...PACKAGE,
      customer_id: tree.outsider.merchantId,
      software_id: softwareId,
      start_time: today,
      end_time: today + DAY,
    });
    expect(notCustomer.statusCode).toBe(404);
    expect(notCustomer.json().message).toBe('客户不存在');
    const backwards = await energySets.create(tree.partner.token, {
      ...PACKAGE,
      customer_id: tree.merchant.merchantId,
      software_id: softwareId,
      start_time: today,
      end_time: today - DAY,
    });
    expect(backwards.json()).toMatchObject({ code: 1400, message: '到期时间须晚于生效时间' });
    const after = await app.db
      .selectFrom('customer_software_set')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
