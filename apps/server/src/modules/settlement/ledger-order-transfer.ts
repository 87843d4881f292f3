import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TradeSource } from './ledger-trades.js';

type Db = Kysely<Database>;

/** 已退款 (spec 01 §4): the order's money went back to the payer, so nothing of it is transferred. */
export const TRANSFER_REFUNDED = -2;

// The parking orders, which carry 转账状态; a charging order (energy_order) has no such column yet.
const SOURCES = ['payment_order', 'recharge_order'] as const satisfies readonly TradeSource[];

/**
 * The orders settled in one settlement follow its transfer (spec 01 §4 转账状态): 转账中, 已转账 or
 * 转账失败 as the transfer moves, except an order whose trade was refunded in full, which reads
 * 已退款 whatever the transfer does. Runs in the caller's transaction beside the transfer's own
 * update, so an order never shows a state its transfer does not have. The orders are found through
 * the settlement's trades ((settlement_id) on trade, the orders by primary key).
 */
export async function markSettledOrders(db: Db, settlementId: number, status: number): Promise<void> {
  for (const source of SOURCES) {
    const trades = (refunded: boolean) => {
      const query = db
        .selectFrom('trade')
        .select('trade.order_id')
        .where('trade.settlement_id', '=', settlementId)
        .where('trade.source', '=', source);
      return refunded
        ? query.whereRef('trade.refunded_amount', '>=', 'trade.amount')
        : query.whereRef('trade.refunded_amount', '<', 'trade.amount');
    };
    await db.updateTable(source).set({ transfer_status: status }).where('id', 'in', trades(false)).execute();
    await db
      .updateTable(source)
      .set({ transfer_status: TRANSFER_REFUNDED })
      .where('id', 'in', trades(true))
      .execute();
  }
}
