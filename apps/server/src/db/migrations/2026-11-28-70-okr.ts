import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * OKR (issue 22): objectives, their key results, the objectives' timeline, projects and their
 * members. Progress is an integer in basis points (0–10000), times are Unix seconds. Each list's
 * index leads with the tenant (or the objective) and ends with the list's sort column.
 */
export const okr: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('okr_objective'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('owner_id', 'bigint', (c) => c.notNull().references('manager.id'))
      .addColumn('period_type', 'smallint', (c) => c.notNull())
      .addColumn('quarter', 'varchar(7)')
      .addColumn('start_time', 'bigint')
      .addColumn('end_time', 'bigint')
      .addColumn('description', 'varchar(1000)')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('okr_objective_merchant_idx')
      .on('okr_objective')
      .columns(['merchant_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('okr_key_result'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('objective_id', 'bigint', (c) => c.notNull().references('okr_objective.id'))
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('owner_id', 'bigint', (c) => c.notNull().references('manager.id'))
      .addColumn('weight', 'integer', (c) => c.notNull())
      .addColumn('measure', 'smallint', (c) => c.notNull())
      .addColumn('target_value', 'bigint', (c) => c.notNull().defaultTo(100))
      .addColumn('current_value', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('okr_key_result_objective_idx')
      .on('okr_key_result')
      .columns(['objective_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('okr_key_result_merchant_idx')
      .on('okr_key_result')
      .columns(['merchant_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('okr_timeline'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('objective_id', 'bigint', (c) => c.notNull().references('okr_objective.id'))
      .addColumn('event', 'varchar(32)', (c) => c.notNull())
      .addColumn('summary', 'varchar(500)', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull())
      .addColumn('account', 'varchar(64)', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('okr_timeline_objective_idx')
      .on('okr_timeline')
      .columns(['objective_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('okr_timeline_merchant_idx')
      .on('okr_timeline')
      .columns(['merchant_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('okr_project'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('owner_id', 'bigint', (c) => c.notNull().references('manager.id'))
      .addColumn('objective_id', 'bigint', (c) => c.references('okr_objective.id'))
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'varchar(1000)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('okr_project_merchant_idx')
      .on('okr_project')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('okr_project_objective_idx')
      .on('okr_project')
      .column('objective_id')
      .execute();

    await db.schema
      .createTable('okr_project_member')
      .addColumn('project_id', 'bigint', (c) => c.notNull().references('okr_project.id'))
      .addColumn('manager_id', 'bigint', (c) => c.notNull().references('manager.id'))
      .addPrimaryKeyConstraint('okr_project_member_pk', ['project_id', 'manager_id'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    for (const table of [
      'okr_project_member',
      'okr_project',
      'okr_timeline',
      'okr_key_result',
      'okr_objective',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
