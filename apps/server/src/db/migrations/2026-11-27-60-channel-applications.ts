import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * 渠道进件 (issue 18): a merchant's application to a payment channel (channel_application) and the
 * temporary links that let the merchant fill or read it without signing in (channel_apply_link).
 *
 * A link keeps only the SHA-256 of its token, its one purpose and its expiry: a leaked table grants
 * nothing, and a link opens exactly one application for exactly one use.
 */
export const channelApplications: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('channel_application'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('channel', 'smallint', (c) => c.notNull())
      .addColumn('apply_no', 'varchar(32)')
      .addColumn('licence_no', 'varchar(20)')
      .addColumn('legal_person', 'varchar(32)')
      .addColumn('contact_name', 'varchar(32)')
      .addColumn('contact_phone', 'varchar(11)')
      .addColumn('bank_name', 'varchar(64)')
      .addColumn('bank_account', 'varchar(32)')
      .addColumn('licence_image', 'varchar(1024)')
      // CHANNEL_APPLY_STATUS: 0 草稿, 1 待审核, 2 已通过, 3 已驳回.
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('reject_reason', 'varchar(128)')
      .addColumn('submit_time', 'bigint')
      .addColumn('auditor_name', 'varchar(64)')
      .addColumn('audit_time', 'bigint')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      // Not a field of the definition: the engine's create leaves it at 0, the link and review set it.
      .addColumn('update_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    // The list: a tenant's rows newest first, filtered by status or channel.
    await db.schema
      .createIndex('channel_application_owner_time_idx')
      .on('channel_application')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('channel_application_status_time_idx')
      .on('channel_application')
      .columns(['status', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('channel_apply_link'), kind)
      .addColumn('application_id', 'bigint', (c) => c.notNull().references('channel_application.id'))
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .addColumn('created_by', 'bigint', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('channel_apply_link_application_idx')
      .on('channel_apply_link')
      .column('application_id')
      .execute();
  },
});
