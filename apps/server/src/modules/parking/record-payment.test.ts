import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createPark } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

const CODES = [
  'system:devtool:parking',
  'parking:record:detail',
  'parking:order:payment:list',
  'parking:order:payment:refund',
];

// The record of a stay shows what its orders say was paid and how, after every pay, exit and refund.
describe('停车记录 and its 临停订单 agree', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let parkId: number;

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    // ¥5 per started hour after 15 free minutes, charged at the exit (or before it, in the lot).
    parkId = await createPark(app.db, tree.merchant.merchantId);
  });
  afterAll(async () => app.close());

  const gate = async (op: 'entry' | 'exit' | 'pay', payload: object) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/devtool/parking/${op}`,
      headers: bearer(tree.merchant.token),
      payload: { park_id: parkId, ...payload },
    });
    expect(res.json(), res.body).toMatchObject({ code: 1001 });
    return res.json().payload;
  };
  const refund = (id: number, reason = '重复扣费') =>
    engineClient(app, 'parking/order/payment').action(tree.merchant.token, 'refund', {
      id,
      refund_reason: reason,
    });
  const record = (id: number) =>
    app.db.selectFrom('parking_record').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ordersOf = (recordId: number) =>
    app.db.selectFrom('payment_order').selectAll().where('record_id', '=', recordId).orderBy('id').execute();
  /** Every fen the orders collected is either still held (实收) or given back (退款) on the record. */
  const expectBalanced = async (recordId: number) => {
    const [row, orders] = await Promise.all([record(recordId), ordersOf(recordId)]);
    const collected = orders
      .filter((o) => o.status === 1 || o.status === -2)
      .reduce((sum, o) => sum + Number(o.paid_amount), 0);
    expect(Number(row.paid_amount) + Number(row.refund_amount)).toBe(collected);
  };

  it('a stay paid in the lot by 微信 and let out with no method given shows 微信 on record and order', async () => {
    await gate('entry', { plate: '粤B10001', minutes_ago: 125 });
    const paid = await gate('pay', { plate: '粤B10001', pay_type: 2, pay_mode: 3 });
    const exit = await gate('exit', { plate: '粤B10001' });
    expect(exit).toMatchObject({ record_id: paid.record_id, order_id: null, paid: 1500 });
    const [order] = await ordersOf(paid.record_id);
    expect(order).toMatchObject({ pay_type: 2, pay_mode: 3, business: 'parking_cashier', paid_amount: 1500 });
    expect(await record(paid.record_id)).toMatchObject({
      status: 0,
      paid_amount: 1500,
      refund_amount: 0,
      pay_type: 2,
      pay_mode: 3,
      business: 'parking_cashier',
      transfer_status: 0,
    });
    await expectBalanced(paid.record_id);
  });

  it('a refund moves the money from 实收 to 退款 on the record and marks it 已退款, in the same call', async () => {
    await gate('entry', { plate: '粤B10002', minutes_ago: 125 });
    const exit = await gate('exit', { plate: '粤B10002', pay_type: 2, pay_mode: 3 });
    const res = await refund(exit.order_id);
    expect(res.json(), res.body).toMatchObject({ code: 1002 });
    expect(await record(exit.record_id)).toMatchObject({
      paid_amount: 0,
      refund_amount: 1500,
      pay_type: 2,
      pay_mode: 3,
      transfer_status: -2,
    });
    const detail = await app.inject({
      url: `/api/parking/record/detail?id=${exit.record_id}`,
      headers: bearer(tree.merchant.token),
    });
    expect(detail.json().payload).toMatchObject({ paid_amount: 0, refund_amount: 1500, transfer_status: -2 });
    await expectBalanced(exit.record_id);
  });

  it('a stay paid twice shows its latest kept payment, and refunding one keeps the other', async () => {
    await gate('entry', { plate: '粤B10003', minutes_ago: 50 });
    const first = await gate('pay', { plate: '粤B10003', pay_type: 2, pay_mode: 4 });
    expect(first).toMatchObject({ paid: 500 });
    // Two more hours pass in the lot: the exit owes them, paid in cash at the booth.
    await app.db
      .updateTable('parking_record')
      .set((eb) => ({ entry_time: eb('entry_time', '-', 7200) }))
      .where('id', '=', first.record_id)
      .execute();
    const exit = await gate('exit', { plate: '粤B10003', pay_type: 1, pay_mode: 0 });
    expect(exit).toMatchObject({ fee: 1500, paid: 1500 });
    expect(await record(first.record_id)).toMatchObject({ paid_amount: 1500, pay_type: 1, pay_mode: 0 });
    await expectBalanced(first.record_id);

    expect((await refund(exit.order_id)).json()).toMatchObject({ code: 1002 });
    // The 支付宝 prepayment is what the stay still holds: the record shows it, not the refunded cash.
    expect(await record(first.record_id)).toMatchObject({
      paid_amount: 500,
      refund_amount: 1000,
      pay_type: 2,
      pay_mode: 4,
      transfer_status: 0,
    });
    await expectBalanced(first.record_id);
  });

  it('refuses to refund an order with nothing paid, or one refunded already, and changes nothing', async () => {
    // A stay inside the free minutes: its 零元 order is settled offline with nothing to give back.
    await gate('entry', { plate: '粤B10004', minutes_ago: 5 });
    const free = await gate('exit', { plate: '粤B10004' });
    const before = { record: await record(free.record_id), orders: await ordersOf(free.record_id) };
    expect(before.orders).toMatchObject([{ paid_amount: 0, status: 1 }]);
    const zero = await refund(free.order_id);
    expect(zero.statusCode).toBe(409);
    expect(zero.json()).toMatchObject({ code: 1409, message: '该订单实付金额为 0，没有可退的款项' });
    expect(await record(free.record_id)).toEqual(before.record);
    expect(await ordersOf(free.record_id)).toEqual(before.orders);

    await gate('entry', { plate: '粤B10005', minutes_ago: 125 });
    const paid = await gate('exit', { plate: '粤B10005', pay_type: 2, pay_mode: 3 });
    expect((await refund(paid.order_id)).json()).toMatchObject({ code: 1002 });
    const once = { record: await record(paid.record_id), orders: await ordersOf(paid.record_id) };
    const again = await refund(paid.order_id, '再退一次');
    expect(again.json()).toMatchObject({ code: 1409, message: '当前订单状态不允许退款' });
    expect(await record(paid.record_id)).toEqual(once.record);
    expect(await ordersOf(paid.record_id)).toEqual(once.orders);
  });
});
