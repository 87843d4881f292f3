import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * The open API (issue 22): a tenant's apps (AppID, the secret sealed with a server key), the
 * modules each app is granted, its callback URLs per event, the nonces its signed calls used
 * (kept a little past the 5-minute window so a replay is refused) and the events it is told of,
 * one row per app and event id (the unique index makes delivery once per event id). Apps are
 * never deleted, only disabled, so the app_id columns carry no foreign key.
 */
export const openapiApps: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    const index = async (table: string, name: string, columns: string[], unique = false) => {
      const builder = db.schema.createIndex(name).on(table).columns(columns);
      await (unique ? builder.unique() : builder).execute();
    };

    await addIdColumn(db.schema.createTable('openapi_app'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('app_key', 'varchar(32)', (c) => c.notNull().unique())
      // "v1.<kid>.<iv>.<ciphertext+tag>": AES-256-GCM under the server key <kid>; null until made.
      .addColumn('secret_cipher', 'varchar(255)')
      .addColumn('secret_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('openapi_app', 'openapi_app_merchant_idx', ['merchant_id', 'create_time']);

    await addIdColumn(db.schema.createTable('openapi_app_module'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('app_id', 'bigint', (c) => c.notNull())
      .addColumn('module', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('openapi_app_module', 'openapi_app_module_uq', ['app_id', 'module'], true);
    await index('openapi_app_module', 'openapi_app_module_merchant_idx', ['merchant_id', 'update_time']);

    await addIdColumn(db.schema.createTable('openapi_callback'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('app_id', 'bigint', (c) => c.notNull())
      .addColumn('event_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('url', 'varchar(512)', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('openapi_callback', 'openapi_callback_uq', ['app_id', 'event_type'], true);
    await index('openapi_callback', 'openapi_callback_merchant_idx', ['merchant_id', 'create_time']);

    await addIdColumn(db.schema.createTable('openapi_nonce'), kind)
      .addColumn('app_id', 'bigint', (c) => c.notNull())
      .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('openapi_nonce', 'openapi_nonce_uq', ['app_id', 'nonce'], true);
    await index('openapi_nonce', 'openapi_nonce_expire_idx', ['expire_time']);

    await addIdColumn(db.schema.createTable('openapi_event'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('app_id', 'bigint', (c) => c.notNull())
      .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('event_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('park_id', 'bigint')
      .addColumn('url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('payload', 'varchar(4000)', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_http_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'varchar(255)')
      .addColumn('last_try_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('delivered_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await index('openapi_event', 'openapi_event_uq', ['app_id', 'event_id'], true);
    await index('openapi_event', 'openapi_event_merchant_idx', ['merchant_id', 'create_time']);
    await index('openapi_event', 'openapi_event_app_idx', ['app_id', 'create_time']);
  },
});
