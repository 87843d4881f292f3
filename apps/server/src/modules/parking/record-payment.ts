import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

const PAID = 1;
const REFUNDED = -2;
const TRANSFER_REFUNDED = -2;

/**
 * What a stay's orders say was paid, and how. The orders are the one source of truth: the record's
 * 实收金额, 退款金额, 支付方式, 支付渠道, 业务类型 and 转账状态 are a copy of them, rewritten by this
 * function in the same transaction as every order change (insert at pay or exit, refund), so a record
 * and its orders never disagree.
 *
 * - 实收金额 is what the settled orders still hold: the sum of `paid_amount` of 正常 orders.
 * - 退款金额 is the sum of `paid_amount` of refunded orders; the two add up to all that was collected.
 * - The method, channel, business and transfer state are those of the latest 正常 order, else of the
 *   latest refunded one (a fully refunded stay shows how it was paid and 已退款).
 * - A stay with no settled order (inside the lot, or left first and not paid yet) keeps its own values.
 */
export async function syncRecordPayment(db: Db, recordId: number): Promise<void> {
  // Lock the record first (a write takes the row lock on PostgreSQL, the database lock on SQLite), so
  // two refunds of one stay's orders read each other's committed change instead of racing.
  await db
    .updateTable('parking_record')
    .set((eb) => ({ paid_amount: eb.ref('paid_amount') }))
    .where('id', '=', recordId)
    .execute();
  const orders = await db
    .selectFrom('payment_order')
    .select(['status', 'paid_amount', 'pay_type', 'pay_mode', 'business', 'transfer_status'])
    .where('record_id', '=', recordId)
    .where('status', 'in', [PAID, REFUNDED])
    .orderBy('pay_time', 'asc')
    .orderBy('id', 'asc')
    .execute();
  if (orders.length === 0) return;
  const sum = (status: number) =>
    orders.filter((o) => o.status === status).reduce((total, o) => total + Number(o.paid_amount), 0);
  const shown = orders.filter((o) => o.status === PAID).at(-1) ?? orders.at(-1);
  if (!shown) return;
  await db
    .updateTable('parking_record')
    .set({
      paid_amount: sum(PAID),
      refund_amount: sum(REFUNDED),
      pay_type: shown.pay_type,
      pay_mode: shown.pay_mode,
      business: shown.business,
      transfer_status: shown.status === REFUNDED ? TRANSFER_REFUNDED : shown.transfer_status,
    })
    .where('id', '=', recordId)
    .execute();
}
