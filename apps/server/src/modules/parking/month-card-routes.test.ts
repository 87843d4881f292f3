import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureAccount, signIn } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createPark } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';

let app: FastifyInstance;
let token: string;
let parkId: number;

beforeAll(async () => {
  app = await createTestApp();
  const merchant = await createFixtureAccount(app, {
    permissions: ['parking:month-card:list', 'parking:month-card:create', 'parking:month-card:update'],
    products: ['merchant', 'parking'],
  });
  token = await signIn(app, merchant.account, merchant.password);
  parkId = await createPark(app.db, merchant.merchantId);
});

afterAll(async () => {
  await app.close();
});

describe('月卡车辆 as the merchant screen uses it', () => {
  it('creates a card (未生效 until renewed) and renews it by 3 months with its 月卡订单', async () => {
    const cards = engineClient(app, 'parking/month-card');
    const created = await cards.create(token, {
      park_id: parkId,
      plate: '粤B3K721',
      plate_color: 1,
      owner_name: '陈立',
      card_type: 1,
      unit_price: 30_000,
    });
    expect(created.json()).toMatchObject({ code: 1001 });
    const id = Number(created.json().payload.id);

    const renewed = await cards.action(token, 'renew', { id, quantity: 3, pay_type: 1, pay_mode: 0 });
    expect(renewed.json()).toMatchObject({ code: 1001, payload: { amount: 90_000 } });
    const detail = (await cards.detail(token, id)).json().payload;
    expect(detail.end_time).toBe(renewed.json().payload.end_time);
    expect(detail.end_time).toBeGreaterThan(detail.start_time + 88 * 86_400);

    // The drawer's 编辑 changes the owner and the price; the card keeps its validity.
    const updated = await cards.update(token, { id, owner_name: '陈立新', unit_price: 28_000 });
    expect(updated.json()).toMatchObject({ code: 1002 });
    const after = (await cards.detail(token, id)).json().payload;
    expect(after).toMatchObject({ owner_name: '陈立新', unit_price: 28_000, end_time: detail.end_time });
  });
});
