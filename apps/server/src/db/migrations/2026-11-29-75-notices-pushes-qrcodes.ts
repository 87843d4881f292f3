import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * 公告管理, 消息推送 and the QR codes' bindings and feed-code batches (base services): an
 * announcement's audience and 置顶; a push and the message-centre rows it wrote (`message.push_id`,
 * for its read count); what a QR code is bound to and the text it encodes; numbered batches.
 */
export const noticesPushesQrcodes: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('announcement')
      .addColumn('audience', 'varchar(16)', (c) => c.notNull().defaultTo('all'))
      .execute();
    await db.schema
      .alterTable('announcement')
      .addColumn('is_top', 'smallint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('announcement_time_idx').on('announcement').column('publish_time').execute();

    await addIdColumn(db.schema.createTable('message_push'), kind)
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('body', 'varchar(1000)', (c) => c.notNull())
      .addColumn('link', 'varchar(512)')
      .addColumn('target', 'varchar(16)', (c) => c.notNull())
      // The picked tenants' ids as a JSON array ('[]' unless the target is 指定租户).
      .addColumn('merchant_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('recipient_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('message_push_time_idx').on('message_push').column('create_time').execute();
    await db.schema
      .alterTable('message')
      .addColumn('push_id', 'bigint', (c) => c.references('message_push.id').onDelete('cascade'))
      .execute();
    await db.schema
      .createIndex('message_push_idx')
      .on('message')
      .columns(['push_id', 'read_status'])
      .execute();

    // Codes made before bindings existed are web addresses that encode their link.
    await db.schema
      .alterTable('qrcode')
      .addColumn('kind', 'smallint', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('qrcode')
      .addColumn('park_id', 'bigint', (c) => c.references('park.id'))
      .execute();
    await db.schema
      .alterTable('qrcode')
      .addColumn('fixed_code_id', 'bigint', (c) => c.references('coupon_fixed_code.id'))
      .execute();
    await db.schema
      .alterTable('qrcode')
      .addColumn('content', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db
      .updateTable('qrcode')
      .set((eb) => ({ content: eb.ref('link') }))
      .execute();

    await addIdColumn(db.schema.createTable('qrcode_batch'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('base_url', 'varchar(400)', (c) => c.notNull())
      .addColumn('prefix', 'varchar(16)')
      .addColumn('start_no', 'integer', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('format', 'varchar(8)', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('done_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'varchar(255)')
      .addColumn('file_size', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('qrcode_batch_merchant_idx')
      .on('qrcode_batch')
      .columns(['merchant_id', 'create_time'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('qrcode_batch').execute();
    for (const column of ['content', 'fixed_code_id', 'park_id', 'kind'])
      await db.schema.alterTable('qrcode').dropColumn(column).execute();
    await db.schema.dropIndex('message_push_idx').execute();
    await db.schema.alterTable('message').dropColumn('push_id').execute();
    await db.schema.dropTable('message_push').execute();
    await db.schema.dropIndex('announcement_time_idx').execute();
    await db.schema.alterTable('announcement').dropColumn('is_top').execute();
    await db.schema.alterTable('announcement').dropColumn('audience').execute();
  },
});
