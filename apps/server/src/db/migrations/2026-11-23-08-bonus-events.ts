import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * A lot's red-packet activities (红包活动), the issuers allowed to hand them out (活动授权) and the
 * packets handed out (红包发放记录). Every table carries merchant_id and park_id. The spent counters
 * live on the activity and the grant so one guarded UPDATE decides whether a packet fits; CHECK
 * constraints repeat those limits so no code path can overspend even by mistake.
 */
export const bonusEvents: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    const index = async (table: string, name: string, columns: string[], unique = false) => {
      let builder = db.schema.createIndex(name).on(table).columns(columns);
      if (unique) builder = builder.unique();
      await builder.execute();
    };

    await addIdColumn(db.schema.createTable('bonus_event'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('bonus_kind', 'smallint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('min_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('max_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('budget', 'bigint', (c) => c.notNull())
      .addColumn('granted_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('granted_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('per_car_limit', 'integer', (c) => c.notNull())
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('enabled', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'varchar(500)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('bonus_event_budget_ck', sql`granted_amount <= budget`)
      .execute();
    await index('bonus_event', 'bonus_event_park_time_idx', ['park_id', 'create_time']);
    await index('bonus_event', 'bonus_event_merchant_time_idx', ['merchant_id', 'create_time']);

    await addIdColumn(db.schema.createTable('bonus_acl'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('event_id', 'bigint', (c) => c.notNull().references('bonus_event.id'))
      .addColumn('issuer_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('issuer_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('quota', 'integer', (c) => c.notNull())
      .addColumn('granted_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('bonus_acl_quota_ck', sql`granted_count <= quota`)
      .execute();
    // One grant per activity and issuer: more packets for a shop raise its quota.
    await index('bonus_acl', 'bonus_acl_issuer_uq', ['event_id', 'issuer_no'], true);
    await index('bonus_acl', 'bonus_acl_park_time_idx', ['park_id', 'create_time']);
    await index('bonus_acl', 'bonus_acl_merchant_time_idx', ['merchant_id', 'create_time']);

    await addIdColumn(db.schema.createTable('bonus_grant'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('park_id', 'bigint', (c) => c.notNull().references('park.id'))
      .addColumn('event_id', 'bigint', (c) => c.notNull().references('bonus_event.id'))
      .addColumn('acl_id', 'bigint', (c) => c.notNull().references('bonus_acl.id'))
      .addColumn('grant_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('plate', 'varchar(10)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('issuer_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('issuer_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    // Serves the per-car limit (count by activity and plate) and the activity's grant list.
    await index('bonus_grant', 'bonus_grant_event_plate_idx', ['event_id', 'plate']);
    await index('bonus_grant', 'bonus_grant_event_time_idx', ['event_id', 'create_time']);
    await index('bonus_grant', 'bonus_grant_merchant_time_idx', ['merchant_id', 'create_time']);
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    for (const table of ['bonus_grant', 'bonus_acl', 'bonus_event']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
