import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

// The order whose method a record shows: its latest 正常 order, else its latest refunded one.
const SHOWN = sql`(
  SELECT o.id FROM payment_order o
  WHERE o.record_id = parking_record.id AND o.status IN (1, -2)
  ORDER BY CASE WHEN o.status = 1 THEN 1 ELSE 0 END DESC, o.pay_time DESC, o.id DESC
  LIMIT 1
)`;
const shownColumn = (column: string) =>
  sql`(SELECT s.${sql.ref(column)} FROM payment_order s WHERE s.id = ${SHOWN})`;
const sumOf = (status: number) =>
  sql`(SELECT COALESCE(SUM(o.paid_amount), 0) FROM payment_order o
       WHERE o.record_id = parking_record.id AND o.status = ${sql.lit(status)})`;

/**
 * Rewrites, from their orders, the records whose copy could differ from them: a stay with a refunded
 * order, or with an order created before the record's exit (paid in the lot). Exported for its test.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function rewriteDriftedRecords(db: Kysely<any>): Promise<void> {
  await sql`
      UPDATE parking_record SET
        paid_amount = ${sumOf(1)},
        refund_amount = ${sumOf(-2)},
        pay_type = ${shownColumn('pay_type')},
        pay_mode = ${shownColumn('pay_mode')},
        business = ${shownColumn('business')},
        transfer_status = CASE
          WHEN ${shownColumn('status')} = -2 THEN -2
          ELSE ${shownColumn('transfer_status')}
        END
      WHERE EXISTS (
        SELECT 1 FROM payment_order o
        WHERE o.record_id = parking_record.id AND o.status IN (1, -2)
          AND (o.status = -2 OR o.create_time <> parking_record.exit_time)
      )
  `.execute(db);
}

/**
 * 退款金额 on a stay's record, and the records whose copy of their orders had drifted (a refund left
 * the record untouched; a stay paid in the lot showed the exit's 现金 instead of the payment's method)
 * rewritten from their orders, by the rule of `modules/parking/record-payment.ts`.
 */
export const recordPaymentFromOrders: MigrationFactory = () => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('parking_record')
      .addColumn('refund_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await rewriteDriftedRecords(db);
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.alterTable('parking_record').dropColumn('refund_amount').execute();
  },
});
