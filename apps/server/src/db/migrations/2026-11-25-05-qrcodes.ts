import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/** 二维码 (base services): a merchant's named links; the list sorts by merchant and creation time. */
export const qrcodes: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('qrcode'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('link', 'varchar(512)', (c) => c.notNull())
      .addColumn('remark', 'varchar(255)')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('qrcode_merchant_idx')
      .on('qrcode')
      .columns(['merchant_id', 'create_time'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('qrcode').execute();
  },
});
