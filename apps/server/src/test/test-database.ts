import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * A fresh, migrated database for one test file: an in-memory SQLite database, or, when
 * TEST_DB_DIALECT=postgres, a new schema in TEST_DATABASE_URL that is dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_DIALECT !== 'postgres') {
    const handle = openDatabase({ kind: 'sqlite', location: ':memory:' });
    await migrateToLatest(handle.db, handle.kind);
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_DIALECT=postgres needs TEST_DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ kind: 'postgres', location: url, pgSchema: schema, poolSize: 4 });
  const dropped: DatabaseHandle = {
    ...handle,
    async close() {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema if exists ${schema} cascade`);
      await cleaner.end();
    },
  };
  try {
    await migrateToLatest(handle.db, handle.kind, schema);
  } catch (error) {
    await dropped.close();
    throw error;
  }
  return dropped;
}
