import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { chinaDay, DAY, postShares, recordTrade, settleMerchantDay } from '../modules/settlement/index.js';
import { createTenant } from '../seed/tenant-builder.js';

let serial = (process.pid % 1000) * 1000 + 300;

/** A settled day of `merchantId` with one 停车临停 trade of `amount` fen; returns the settlement. */
export async function settledDay(app: FastifyInstance, merchantId: number, amount = 10_000) {
  serial += 1;
  const day = chinaDay(nowSeconds()) - (serial % 3000) * DAY - 40 * DAY;
  await recordTrade(app.db, 'recharge_order', {
    id: 900_000_000 + serial,
    merchant_id: merchantId,
    park_id: null,
    order_no: `R9${String(serial).padStart(11, '0')}`,
    plate: null,
    business: 'parking_cashier',
    pay_type: 2,
    pay_mode: 3,
    paid_amount: amount,
    pay_time: day + 3600,
  });
  const id = (await settleMerchantDay(app.db, merchantId, day, nowSeconds()))!;
  return app.db.selectFrom('settlement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * A share posting paid to `payeeId` (through the ledger's own postShares): by the settlement of a
 * fresh merchant below the payee when no payer is named. Returns the profit_share row.
 */
export async function shareTo(app: FastifyInstance, payeeId: number, payerId?: number) {
  serial += 1;
  const payer =
    payerId ??
    (
      await createTenant(
        app.db,
        {
          merchantNo: `FZ${process.pid}${serial}`,
          name: '分账测试商户',
          kind: 'merchant',
          parentId: payeeId,
          products: ['parking'],
        },
        nowSeconds(),
      )
    ).id;
  const s = await settledDay(app, payer);
  const [posted] = await postShares(
    app.db,
    { id: Number(s.id), settle_no: s.settle_no, settle_day: Number(s.settle_day), merchant_id: payer },
    [
      {
        role: 1,
        payeeId,
        business: 1,
        rule: { business: 1, strategyId: null, policyId: null, partnerRate: 1000, platformRate: 0 },
        rate: 1000,
        base: 10_000,
        amount: 1000,
      },
    ],
    nowSeconds(),
  );
  return app.db.selectFrom('profit_share').selectAll().where('id', '=', posted!.id).executeTakeFirstOrThrow();
}

/** A share the settlement of `payerId` paid to the tenant above it. */
export async function shareFrom(app: FastifyInstance, payerId: number) {
  const { parent_id } = await app.db
    .selectFrom('merchant')
    .select('parent_id')
    .where('id', '=', payerId)
    .executeTakeFirstOrThrow();
  return shareTo(app, Number(parent_id), payerId);
}
