import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { DatabaseKind } from '../config.js';
import type { Database } from './schema.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The PostgreSQL schema the connections use, when not the default. */
  schema?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  kind: DatabaseKind;
  /** postgres URL, or the SQLite file path (":memory:" for a throwaway database). */
  location: string;
  /** PostgreSQL search_path, used by tests to give each file a fresh schema. */
  pgSchema?: string;
  poolSize?: number;
  onQuery?: (event: LogEvent) => void;
}

// int8 (count(*), bigint ids) arrives as a string by default; our values stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// numeric stays a string on purpose: money is integer fen and must never pass through floats.

function openSqlite(file: string): SqliteDatabase.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the one writer; NORMAL sync is durable across process crashes in WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const log = options.onQuery;
  if (options.kind === 'sqlite') {
    const sqlite = openSqlite(options.location);
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      ...(log && { log }),
    });
    return { db, kind: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: options.location,
    max: options.poolSize ?? 10,
    ...(options.pgSchema && { options: `-c search_path=${options.pgSchema}` }),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log && { log }) });
  return {
    db,
    kind: 'postgres',
    ...(options.pgSchema && { schema: options.pgSchema }),
    close: () => db.destroy(),
  };
}

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'console.sqlite');
}
