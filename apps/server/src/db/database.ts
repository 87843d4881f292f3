import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type LogEvent,
  type SqliteDatabase as KyselySqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import type { DatabaseKind } from '../config.js';
import type { Database } from './schema.js';
import { readerKysely, SqliteReaderPool } from './sqlite-readers.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /**
   * The better-sqlite3 connection behind `db` on SQLite, for bulk loads (benchmark seeding) that
   * run prepared statements directly; never used while a Kysely transaction is open.
   */
  sqlite?: SqliteDatabase.Database;
  close(): Promise<void>;
}

// The read side of each handle's `db` (see readsOf); absent means the same connection.
const readSides = new WeakMap<object, Kysely<Database>>();

/**
 * Where a list's page and count should run: on SQLite with readers, a Kysely over read-only
 * connections in worker threads (other cores, the last committed state); otherwise, and inside a
 * transaction (a different object than the handle's `db`), the connection itself.
 */
export function readsOf(db: Kysely<Database>): Kysely<Database> {
  return readSides.get(db) ?? db;
}

export interface DatabaseOptions {
  kind: DatabaseKind;
  /** postgres URL, or the SQLite file path (":memory:" for a throwaway database). */
  location: string;
  /**
   * SQLite in memory only: the database starts as this serialized image (sqlite3_deserialize), so
   * that test files start from a database migrated once for the run rather than each migrating one.
   */
  image?: Buffer;
  poolSize?: number;
  /** SQLite file only: read-only connections in worker threads for list reads (0: none). */
  sqliteReaders?: number;
  onQuery?: (event: LogEvent) => void;
}

// int8 (count(*), bigint ids) arrives as a string by default; our values stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// numeric stays a string on purpose: money is integer fen and must never pass through floats.

function openSqlite(file: string, image?: Buffer): SqliteDatabase.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file === ':memory:' && image ? image : file);
  // WAL lets readers run beside the one writer; NORMAL sync is durable across process crashes in WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** Distinct SQL texts kept prepared; a console issues a few hundred shapes of statement. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely sees it, keeping prepared statements by SQL text (least recently used
 * out first). Kysely's SQLite driver prepares every statement anew, and preparing (parsing and
 * planning) cost about as much as running the small statements of a request: the session, its
 * codes and products, a page and its count. Reuse is safe: the driver runs one statement at a time
 * on its one connection, and SQLite re-plans a prepared statement itself when the schema changes.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(text, statement);
      return statement;
    },
  };
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const log = options.onQuery;
  if (options.kind === 'sqlite') {
    const sqlite = openSqlite(options.location, options.image);
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      ...(log && { log }),
    });
    const readers = options.location === ':memory:' ? 0 : (options.sqliteReaders ?? 0);
    if (readers === 0) return { db, kind: 'sqlite', sqlite, close: () => db.destroy() };
    const reads = readerKysely(new SqliteReaderPool(options.location, readers, STATEMENT_CACHE_SIZE), log);
    readSides.set(db, reads);
    return {
      db,
      kind: 'sqlite',
      sqlite,
      close: async () => {
        await reads.destroy();
        await db.destroy();
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: options.location,
    max: options.poolSize ?? 10,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log && { log }) });
  return {
    db,
    kind: 'postgres',
    close: () => db.destroy(),
  };
}

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'console.sqlite');
}
