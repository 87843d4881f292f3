import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Jobs (platform/jobs): the queue every long task runs through, the recurring schedules that feed
 * it, and the report tasks of 报表中心 (one per export, owned by the account that asked for it).
 * Times in `job` and `job_schedule` are Unix milliseconds: backoff and leases are finer than seconds.
 */
export const jobsAndReports: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('job'), kind)
      .addColumn('queue', 'varchar(64)', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      // queued | running | done | failed | cancelled
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('queued'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
      .addColumn('run_at', 'bigint', (c) => c.notNull())
      .addColumn('locked_by', 'varchar(64)')
      // The lease: a running job whose locked_at is older than the lease was cut off by a crash.
      .addColumn('locked_at', 'bigint')
      .addColumn('progress', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'bigint')
      .addColumn('cancel_requested', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('job_claim_idx').on('job').columns(['status', 'run_at']).execute();

    await db.schema
      .createTable('job_schedule')
      .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('cron', 'varchar(64)', (c) => c.notNull())
      .addColumn('queue', 'varchar(64)', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('next_run', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();

    await addIdColumn(db.schema.createTable('report_task'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('manager_id', 'bigint', (c) => c.notNull().references('manager.id'))
      .addColumn('job_id', 'bigint')
      .addColumn('report_type', 'smallint', (c) => c.notNull())
      .addColumn('report_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('resource_key', 'varchar(128)', (c) => c.notNull())
      .addColumn('format', 'varchar(8)', (c) => c.notNull())
      // 0 排队中, 1 处理中, 2 完成, -1 失败, -2 已取消, -3 已过期 (REPORT_STATUS)
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('progress', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('row_count', 'bigint')
      .addColumn('file_name', 'varchar(255)')
      .addColumn('file_size', 'bigint')
      .addColumn('error', 'varchar(512)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('finish_time', 'bigint')
      .addColumn('expire_time', 'bigint')
      .execute();
    await db.schema
      .createIndex('report_task_owner_idx')
      .on('report_task')
      .columns(['manager_id', 'create_time'])
      .execute();
    await db.schema.createIndex('report_task_expire_idx').on('report_task').column('expire_time').execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('report_task').execute();
    await db.schema.dropTable('job_schedule').execute();
    await db.schema.dropTable('job').execute();
  },
});
