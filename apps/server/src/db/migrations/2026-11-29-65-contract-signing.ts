import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Issue 22, contracts: where a contract's document came from (an uploaded PDF or a template laid out
 * by the server), the document's SHA-256 (kept from the start, checked on every download), when it
 * was sent, and its signature (who, when, from which address). Status codes move to the signing
 * flow: 0 草稿, 1 待签署, 2 已签署, 3 已到期, -1 已终止; the old 待生效/履行中/已到期 rows are read
 * as sent, signed and expired.
 */
export const contractSigning: MigrationFactory = () => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    for (const [column, type] of [
      ['source', 'smallint'],
      ['sent_time', 'bigint'],
      ['sign_time', 'bigint'],
      ['sign_manager_id', 'bigint'],
    ] as const) {
      const start = column === 'source' ? 1 : 0;
      await db.schema
        .alterTable('contract')
        .addColumn(column, type, (c) => c.notNull().defaultTo(start))
        .execute();
    }
    // CONTRACT_TEMPLATE; null for an uploaded document.
    await db.schema.alterTable('contract').addColumn('template', 'smallint').execute();
    for (const [column, type] of [
      ['doc_hash', 'varchar(64)'],
      ['sign_name', 'varchar(64)'],
      ['sign_ip', 'varchar(64)'],
      ['terminate_reason', 'varchar(255)'],
    ] as const) {
      await db.schema
        .alterTable('contract')
        .addColumn(column, type, (c) => c.notNull().defaultTo(''))
        .execute();
    }
    // Highest first, so no row moves twice.
    await sql`update contract set status = 3 where status = 2`.execute(db);
    await sql`update contract set status = 2 where status = 1`.execute(db);
    await sql`update contract set status = 1 where status = 0`.execute(db);
    // The expiry sweep reads signed contracts by end date.
    await db.schema
      .createIndex('contract_status_end_idx')
      .on('contract')
      .columns(['status', 'end_time'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('contract_status_end_idx').execute();
    await sql`update contract set status = 0 where status = 1`.execute(db);
    await sql`update contract set status = 1 where status = 2`.execute(db);
    await sql`update contract set status = 2 where status = 3`.execute(db);
    for (const column of [
      'terminate_reason',
      'sign_ip',
      'sign_name',
      'doc_hash',
      'template',
      'sign_manager_id',
      'sign_time',
      'sent_time',
      'source',
    ]) {
      await db.schema.alterTable('contract').dropColumn(column).execute();
    }
  },
});
