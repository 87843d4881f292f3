import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type LogEvent,
  type QueryResult,
} from 'kysely';
import type { Database } from './schema.js';

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
}

type Answer = { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };

/** The worker's file: compiled JavaScript beside this module, or its TypeScript source under tests. */
function workerFile(): URL {
  const compiled = new URL('./sqlite-reader-worker.js', import.meta.url);
  return fs.existsSync(compiled) ? compiled : new URL('./sqlite-reader-worker.ts', import.meta.url);
}

/**
 * Read-only connections to one SQLite file, each in a worker thread, so SELECTs use the other cores
 * while the main thread serves HTTP and runs every write on the one writer connection. A statement
 * goes to the reader with the fewest in flight.
 */
export class SqliteReaderPool {
  readonly #readers: Reader[];
  #nextId = 0;

  constructor(file: string, size: number, cacheSize: number) {
    this.#readers = Array.from({ length: size }, () => {
      const worker = new Worker(workerFile(), { workerData: { file, cacheSize } });
      const reader: Reader = { worker, pending: new Map() };
      worker.on('message', (answer: Answer) => {
        const waiting = reader.pending.get(answer.id);
        if (!waiting) return;
        reader.pending.delete(answer.id);
        if ('rows' in answer) waiting.resolve(answer.rows);
        else waiting.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
      });
      // A reader that dies fails what it held; the next statements go to the others.
      worker.on('error', (error) => this.#fail(reader, error));
      worker.on('exit', () => this.#fail(reader, new Error('SQLite 只读连接已退出 / reader exited')));
      // An idle pool does not keep the process alive; a pending read does (its promise is awaited).
      worker.unref();
      return reader;
    });
  }

  #fail(reader: Reader, error: Error): void {
    const index = this.#readers.indexOf(reader);
    if (index >= 0) this.#readers.splice(index, 1);
    for (const waiting of reader.pending.values()) waiting.reject(error);
    reader.pending.clear();
  }

  /** The rows of one SELECT, run on the least busy reader. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    let reader = this.#readers[0];
    if (!reader) return Promise.reject(new Error('没有可用的 SQLite 只读连接 / no SQLite reader left'));
    for (const candidate of this.#readers) {
      if (candidate.pending.size < reader.pending.size) reader = candidate;
    }
    const id = (this.#nextId += 1);
    const chosen = reader;
    return new Promise((resolve, reject) => {
      chosen.pending.set(id, { resolve, reject });
      chosen.worker.postMessage({ id, sql, parameters });
    });
  }

  async close(): Promise<void> {
    const readers = this.#readers.splice(0);
    await Promise.all(readers.map((reader) => reader.worker.terminate()));
  }
}

class ReaderConnection implements DatabaseConnection {
  constructor(private readonly pool: SqliteReaderPool) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: (await this.pool.all(compiled.sql, compiled.parameters)) as R[] };
  }

  // eslint-disable-next-line require-yield -- the interface asks for a generator; lists page, they do not stream
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('SQLite 只读连接不支持流式查询 / readers do not stream');
  }
}

/** Every acquire gets the same connection: the pool, not a mutex, spreads statements over readers. */
class ReaderDriver implements Driver {
  readonly #connection: ReaderConnection;

  constructor(private readonly pool: SqliteReaderPool) {
    this.#connection = new ReaderConnection(pool);
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  async beginTransaction(): Promise<void> {
    // Transactions belong to the writer: a read inside one must see its uncommitted writes.
    throw new Error('SQLite 只读连接不开启事务 / readers run no transactions');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.pool.close();
  }
}

/** A Kysely instance whose statements run on the reader pool (SELECTs only). */
export function readerKysely(pool: SqliteReaderPool, log?: (event: LogEvent) => void): Kysely<Database> {
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ReaderDriver(pool),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
  return new Kysely<Database>({ dialect, ...(log && { log }) });
}
