import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Shared widgets: upload tokens, the content-addressed file registry and per-user key/value settings.
 * Areas need no table: they are a read-only dataset shipped with the server (src/area/data).
 */
export const storageAndAreas: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    // Only the SHA-256 of a token is kept; used_time 0 means unused, and consuming is one conditional
    // UPDATE, so two uploads racing on one token cannot both win.
    await addIdColumn(db.schema.createTable('upload_token'), kind)
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('manager_id', 'bigint', (c) => c.notNull().references('manager.id').onDelete('cascade'))
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('namespace', 'varchar(32)', (c) => c.notNull())
      .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('ext', 'varchar(8)', (c) => c.notNull())
      // 'image' (1 MiB) or 'document' (20,000,000 bytes): the widget asking decides the limit.
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .addColumn('used_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('upload_token_expire_idx').on('upload_token').column('expire_time').execute();

    // One row per stored content (the first uploader's); the file lives at files/<hash[0:2]>/<hash>.<ext>.
    await addIdColumn(db.schema.createTable('file_object'), kind)
      .addColumn('hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('ext', 'varchar(8)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('mime', 'varchar(128)', (c) => c.notNull())
      .addColumn('namespace', 'varchar(32)', (c) => c.notNull())
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('manager_id', 'bigint', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('file_object_hash_ext_uq', ['hash', 'ext'])
      .execute();
    await db.schema
      .createIndex('file_object_merchant_idx')
      .on('file_object')
      .columns(['merchant_id', 'create_time'])
      .execute();

    // Per-user preferences (column settings and the like); merchant_id is the tenant/distribution key.
    await db.schema
      .createTable('storage_kv')
      .addColumn('manager_id', 'bigint', (c) => c.notNull().references('manager.id').onDelete('cascade'))
      .addColumn('key', 'varchar(128)', (c) => c.notNull())
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('storage_kv_pk', ['manager_id', 'key'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    for (const table of ['storage_kv', 'file_object', 'upload_token']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
