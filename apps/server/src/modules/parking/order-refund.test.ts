import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureAccount, signIn } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createClosedStay, createPark } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';

let app: FastifyInstance;
let token: string;
let parkId: number;
const orders = () => engineClient(app, 'parking/order/payment');

beforeAll(async () => {
  app = await createTestApp();
  const merchant = await createFixtureAccount(app, {
    permissions: [
      'parking:order:payment:list',
      'parking:order:payment:detail',
      'parking:order:payment:refund',
    ],
    products: ['merchant', 'parking'],
  });
  token = await signIn(app, merchant.account, merchant.password);
  parkId = await createPark(app.db, merchant.merchantId);
});

afterAll(async () => {
  await app.close();
});

const order = (id: number) =>
  app.db.selectFrom('payment_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const audits = (id: number) =>
  app.db
    .selectFrom('audit_log')
    .select(['action', 'after_json'])
    .where('resource', '=', 'parking/order/payment')
    .where('row_id', '=', id)
    .execute();

describe('临停订单 › 退款', () => {
  it('refunds a paid order once, keeping the reason on the order and in its audit row', async () => {
    const { orderId } = await createClosedStay(app.db, parkId);
    const res = await orders().action(token, 'refund', { id: orderId, refund_reason: ' 重复扣费 ' });
    expect(res.json().code).toBe(1002);
    expect(await order(orderId)).toMatchObject({
      status: -2,
      transfer_status: -2,
      refund_reason: '重复扣费',
    });
    const [audit] = await audits(orderId);
    expect(audit?.action).toBe('refund');
    expect(JSON.parse(String(audit?.after_json))).toMatchObject({ status: -2, refund_reason: '重复扣费' });
    const again = await orders().action(token, 'refund', { id: orderId, refund_reason: '再退' });
    expect(again.json().code).toBe(1409);
  });

  it('refuses an order with nothing paid, and changes nothing', async () => {
    const { orderId } = await createClosedStay(app.db, parkId);
    await app.db.updateTable('payment_order').set({ paid_amount: 0 }).where('id', '=', orderId).execute();
    const before = await order(orderId);
    const res = await orders().action(token, 'refund', { id: orderId, refund_reason: '误操作' });
    expect(res.json()).toMatchObject({ code: 1409, message: '该订单实付金额为 0，没有可退的款项' });
    expect(await order(orderId)).toEqual(before);
    expect(await audits(orderId)).toEqual([]);
  });

  it('refuses a blank reason (1400) and never writes a field the action does not declare', async () => {
    const { orderId } = await createClosedStay(app.db, parkId);
    const blank = await orders().action(token, 'refund', { id: orderId, refund_reason: '   ' });
    expect(blank.json()).toMatchObject({ code: 1400, message: '请输入退款原因' });
    expect((await order(orderId)).status).toBe(1);
    const stray = await orders().action(token, 'refund', {
      id: orderId,
      refund_reason: '退',
      paid_amount: 1,
    });
    expect(stray.json().code).toBe(1002);
    expect(await order(orderId)).toMatchObject({ status: -2, paid_amount: 1000 });
  });
});
