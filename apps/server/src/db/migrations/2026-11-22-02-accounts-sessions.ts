import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Tenants, accounts, roles, sessions, captchas, runtime apps (branding), messages and announcements.
 * merchant.path is the materialised tenant path ('/1/4/9/') so "a partner sees its merchants" is one
 * indexed prefix match, on SQLite and PostgreSQL alike.
 */
export const accountsAndSessions: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('merchant'), kind)
      .addColumn('merchant_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('parent_id', 'bigint', (c) => c.references('merchant.id'))
      .addColumn('path', 'varchar(255)', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('contact_name', 'varchar(64)')
      .addColumn('contact_mobile', 'varchar(32)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('merchant_path_idx').on('merchant').column('path').execute();
    await db.schema.createIndex('merchant_parent_idx').on('merchant').column('parent_id').execute();

    await db.schema
      .createTable('merchant_product')
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id').onDelete('cascade'))
      .addColumn('product', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('merchant_product_pk', ['merchant_id', 'product'])
      .execute();

    await addIdColumn(db.schema.createTable('manager'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('account', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('is_main', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('avatar', 'varchar(512)')
      .addColumn('mobile', 'varchar(32)')
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('password_changed_time', 'bigint', (c) => c.notNull())
      .addColumn('last_login_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('manager_merchant_idx').on('manager').column('merchant_id').execute();

    await addIdColumn(db.schema.createTable('role'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('role_merchant_name_uq', ['merchant_id', 'name'])
      .execute();

    await db.schema
      .createTable('role_permission')
      .addColumn('role_id', 'bigint', (c) => c.notNull().references('role.id').onDelete('cascade'))
      .addColumn('permission', 'varchar(96)', (c) => c.notNull())
      .addPrimaryKeyConstraint('role_permission_pk', ['role_id', 'permission'])
      .execute();

    await db.schema
      .createTable('manager_role')
      .addColumn('manager_id', 'bigint', (c) => c.notNull().references('manager.id').onDelete('cascade'))
      .addColumn('role_id', 'bigint', (c) => c.notNull().references('role.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('manager_role_pk', ['manager_id', 'role_id'])
      .execute();
    await db.schema.createIndex('manager_role_role_idx').on('manager_role').column('role_id').execute();

    await addIdColumn(db.schema.createTable('session'), kind)
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('manager_id', 'bigint', (c) => c.notNull().references('manager.id').onDelete('cascade'))
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('app_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('user_agent', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_time', 'bigint', (c) => c.notNull())
      .addColumn('revoked_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('revoke_reason', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createIndex('session_manager_idx')
      .on('session')
      .columns(['manager_id', 'revoked_time'])
      .execute();
    await db.schema
      .createIndex('session_merchant_idx')
      .on('session')
      .columns(['merchant_id', 'create_time'])
      .execute();

    await db.schema
      .createTable('captcha')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('captcha_expire_idx').on('captcha').column('expire_time').execute();

    await addIdColumn(db.schema.createTable('login_log'), kind)
      .addColumn('manager_id', 'bigint')
      .addColumn('account', 'varchar(64)', (c) => c.notNull())
      .addColumn('success', 'smallint', (c) => c.notNull())
      .addColumn('reason', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('user_agent', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_log_manager_idx')
      .on('login_log')
      .columns(['manager_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('runtime_app'), kind)
      .addColumn('app_id', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('system', 'varchar(32)', (c) => c.notNull())
      .addColumn('merchant_id', 'bigint', (c) => c.references('merchant.id'))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('runtime_app_domain')
      .addColumn('domain', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('runtime_app_id', 'bigint', (c) =>
        c.notNull().references('runtime_app.id').onDelete('cascade'),
      )
      .execute();

    await addIdColumn(db.schema.createTable('runtime_app_metadata'), kind)
      .addColumn('runtime_app_id', 'bigint', (c) =>
        c.notNull().references('runtime_app.id').onDelete('cascade'),
      )
      .addColumn('key', 'varchar(64)', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('runtime_app_metadata_key_uq', ['runtime_app_id', 'key'])
      .execute();

    await addIdColumn(db.schema.createTable('qa_module'), kind)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await addIdColumn(db.schema.createTable('message'), kind)
      .addColumn('app_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('manager.id').onDelete('cascade'))
      .addColumn('user_type', 'smallint', (c) => c.notNull().defaultTo(2))
      .addColumn('module_id', 'bigint', (c) => c.references('qa_module.id'))
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
      .addColumn('read_status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('read_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('message_user_idx')
      .on('message')
      .columns(['user_id', 'user_type', 'read_status', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('announcement'), kind)
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      // [{ id, name, color }] where color 1 means danger; a small fixed list per announcement.
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('publish_time', 'bigint', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('announcement_publish_idx')
      .on('announcement')
      .columns(['status', 'publish_time'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    for (const table of [
      'announcement',
      'message',
      'qa_module',
      'runtime_app_metadata',
      'runtime_app_domain',
      'runtime_app',
      'login_log',
      'captcha',
      'session',
      'manager_role',
      'role_permission',
      'role',
      'manager',
      'merchant_product',
      'merchant',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
