// One read-only connection to the SQLite file, in its own thread: it answers the SELECTs the pool
// sends (db/sqlite-readers.ts), so lists and counts run beside the main thread, which keeps the one
// writer. Plain, import-free TypeScript beyond the driver, so Node runs it from source too (tests).
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

interface ReadRequest {
  id: number;
  sql: string;
  parameters: unknown[];
}

const { file, cacheSize } = workerData as { file: string; cacheSize: number };
const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
// WAL (set by the writer) lets this connection read the last committed state while the writer writes.
db.pragma('busy_timeout = 5000');

const statements = new Map<string, SqliteDatabase.Statement>();

function statementOf(text: string): SqliteDatabase.Statement {
  let statement = statements.get(text);
  if (statement) {
    statements.delete(text);
  } else {
    statement = db.prepare(text);
    if (!statement.reader) throw new Error('只读连接只执行查询语句 / read-only connection runs queries only');
    if (statements.size >= cacheSize) statements.delete(statements.keys().next().value!);
  }
  statements.set(text, statement);
  return statement;
}

parentPort!.on('message', ({ id, sql, parameters }: ReadRequest) => {
  try {
    // Each call is its own read transaction: it sees every write committed before it started.
    parentPort!.postMessage({ id, rows: statementOf(sql).all(parameters) });
  } catch (error) {
    const { message, code } = error as { message: string; code?: string };
    parentPort!.postMessage({ id, error: { message, code } });
  }
});
