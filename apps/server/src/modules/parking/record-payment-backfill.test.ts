import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteDriftedRecords } from '../../db/migrations/2026-11-26-20-record-payment-from-orders.js';
import { createFixtureAccount } from '../../test/account-fixture.js';
import { createClosedStay, createPark } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';

// The migration's rewrite of records written before the record followed its orders.
describe('migration 2026-11-26-20 rewrites drifted records from their orders', () => {
  let app: FastifyInstance;
  let parkId: number;

  beforeAll(async () => {
    app = await createTestApp();
    const merchant = await createFixtureAccount(app, { permissions: [], products: ['merchant', 'parking'] });
    parkId = await createPark(app.db, merchant.merchantId);
  });
  afterAll(async () => app.close());

  const record = (id: number) =>
    app.db.selectFrom('parking_record').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const setOrder = (
    id: number,
    values: { status?: number; transfer_status?: number; create_time?: number },
  ) => app.db.updateTable('payment_order').set(values).where('id', '=', id).execute();
  const setRecord = (id: number, values: { pay_type: number; pay_mode: number; business: string }) =>
    app.db.updateTable('parking_record').set(values).where('id', '=', id).execute();

  it('moves a refunded order to 退款金额, mends a lot payment shown as 现金, and leaves the rest', async () => {
    // Refunded before the fix: the order says 退款/撤销, the record still holds ¥10.00, 未转账.
    const refunded = await createClosedStay(app.db, parkId);
    await setOrder(refunded.orderId, { status: -2, transfer_status: -2 });
    // Paid in the lot by 微信 an hour before the exit, which wrote 现金/线下支付 on the record.
    const prepaid = await createClosedStay(app.db, parkId);
    const exit = Number((await record(prepaid.recordId)).exit_time);
    await setOrder(prepaid.orderId, { create_time: exit - 3600 });
    await setRecord(prepaid.recordId, { pay_type: 1, pay_mode: 0, business: 'parking_cashier' });
    // Paid at the exit: its order was created with the exit and the record already equals it.
    const plain = await createClosedStay(app.db, parkId);
    const untouched = await record(plain.recordId);

    await rewriteDriftedRecords(app.db);

    expect(await record(refunded.recordId)).toMatchObject({
      paid_amount: 0,
      refund_amount: 1000,
      pay_type: 2,
      pay_mode: 3,
      transfer_status: -2,
    });
    expect(await record(prepaid.recordId)).toMatchObject({
      paid_amount: 1000,
      refund_amount: 0,
      pay_type: 2,
      pay_mode: 3,
      transfer_status: 0,
    });
    expect(await record(plain.recordId)).toEqual(untouched);
  });
});
