import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

/**
 * 软件套餐 of energy customers (issue 19): the packages of every product share
 * `customer_software_set`, told apart by the product that sold them. Existing rows are parking's.
 */
export const customerSetProduct: MigrationFactory = () => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('customer_software_set')
      .addColumn('product', 'varchar(16)', (c) => c.notNull().defaultTo('parking'))
      .execute();
    await db.schema
      .createIndex('customer_software_set_product_owner_idx')
      .on('customer_software_set')
      .columns(['product', 'merchant_id', 'start_time'])
      .execute();
  },
});
