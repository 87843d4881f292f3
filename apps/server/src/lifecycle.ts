import type { AppConfig } from './config.js';
import { openDatabase, sqliteFile, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { timeStatement } from './http/server-timing.js';

/** Opens the configured database and brings its schema up to date. */
export async function openMigratedDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const database = openDatabase({
    kind: config.databaseKind,
    location: config.databaseKind === 'postgres' ? config.databaseUrl : sqliteFile(config.dataDir),
    sqliteReaders: config.sqliteReaders,
    ...(config.serverTiming && { onQuery: timeStatement }),
  });
  try {
    await migrateToLatest(database.db, database.kind);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
