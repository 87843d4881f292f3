import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Batch import (spec 01 §7 batch/*): one `import_batch` per uploaded file, run as a job, and one
 * `import_row` per data row it has settled, good or bad. (batch_id, row_no) is unique: the job
 * records a good row in the same transaction as the row it wrote, so a rerun after a crash skips it
 * and never writes a row twice.
 */
export const importBatches: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('import_batch'), kind)
      .addColumn('batch_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('manager_id', 'bigint', (c) => c.notNull().references('manager.id'))
      .addColumn('job_id', 'bigint')
      .addColumn('resource_key', 'varchar(128)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('file_url', 'varchar(512)', (c) => c.notNull())
      .addColumn('charset', 'varchar(8)', (c) => c.notNull())
      // 0 排队中, 1 处理中, 2 完成, -1 失败, -2 已取消 (as REPORT_STATUS)
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'bigint')
      .addColumn('ok_count', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('error_count', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'varchar(512)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('finish_time', 'bigint')
      .execute();
    await db.schema
      .createIndex('import_batch_owner_idx')
      .on('import_batch')
      .columns(['merchant_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('import_row'), kind)
      .addColumn('batch_id', 'bigint', (c) => c.notNull().references('import_batch.id').onDelete('cascade'))
      // The row's number as a spreadsheet shows it: the header is row 1, the first data row 2.
      .addColumn('row_no', 'integer', (c) => c.notNull())
      .addColumn('ok', 'smallint', (c) => c.notNull())
      .addColumn('row_id', 'bigint')
      .addColumn('message', 'varchar(512)')
      .addUniqueConstraint('import_row_batch_row_uq', ['batch_id', 'row_no'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('import_row').execute();
    await db.schema.dropTable('import_batch').execute();
  },
});
