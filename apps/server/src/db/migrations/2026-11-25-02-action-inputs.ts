import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

/** Columns for what declared actions ask: the reason of a 临停订单 退款 is kept on the order. */
export const actionInputs: MigrationFactory = () => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema.alterTable('payment_order').addColumn('refund_reason', 'varchar(128)').execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.alterTable('payment_order').dropColumn('refund_reason').execute();
  },
});
