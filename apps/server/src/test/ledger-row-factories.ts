import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { chinaDay, DAY, recordTrade, refundTrade, settleMerchantDay } from '../modules/settlement/index.js';
import type { TreeMember } from './tenant-tree.js';

let serial = (process.pid % 1000) * 1000 + 700;

/** Rows of the ledger's resources for the generated endpoint test, written by the ledger itself. */
export function ledgerRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  const trade = async (owner: TreeMember, at = nowSeconds()) => {
    serial += 1;
    const id = await recordTrade(app.db, 'recharge_order', {
      id: 800_000_000 + serial,
      merchant_id: owner.merchantId,
      park_id: null,
      order_no: `R${String(serial).padStart(12, '0')}`,
      plate: '粤B12345',
      business: 'recharge',
      pay_type: 2,
      pay_mode: 3,
      paid_amount: 10_000,
      pay_time: at,
    });
    return { id: id!, orderId: 800_000_000 + serial };
  };
  // Each settlement on a day of its own, a trade in it: (merchant, day) is unique.
  const settlement = async (owner: TreeMember) => {
    serial += 1;
    const day = chinaDay(nowSeconds()) - (serial % 3000) * DAY - 30 * DAY;
    await trade(owner, day + 3600);
    return (await settleMerchantDay(app.db, owner.merchantId, day, nowSeconds()))!;
  };
  return {
    'settlement/trade/payment': async (owner) => (await trade(owner)).id,
    'settlement/trade/refund': async (owner) => {
      const { orderId } = await trade(owner);
      return (await refundTrade(app.db, 'recharge_order', orderId, {
        amount: 100,
        reason: '测试',
        at: nowSeconds(),
      }))!;
    },
    'settlement/trade/settlement': settlement,
    'settlement/trade/settlement-line': async (owner) => {
      const id = await settlement(owner);
      const line = await app.db
        .selectFrom('settlement_line')
        .select('id')
        .where('settlement_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(line.id);
    },
    'settlement/trade/transfer': async (owner) => {
      const id = await settlement(owner);
      const s = await app.db
        .selectFrom('settlement')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const now = nowSeconds();
      const row = await app.db
        .insertInto('transfer')
        .values({
          merchant_id: owner.merchantId,
          settlement_id: id,
          transfer_no: `ZZ${s.settle_no.slice(1)}`,
          settle_no: s.settle_no,
          amount: s.settled_amount,
          account_name: '测试商户',
          bank_account: '6222****0001',
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
  };
}
