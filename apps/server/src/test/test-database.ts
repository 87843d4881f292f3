import { randomBytes } from 'node:crypto';
import { inject, type ProvidedContext } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { adminQuery, databaseUrl } from './migrated-template.js';

/**
 * A fresh, migrated database for one test file: an in-memory SQLite database, or, when
 * TEST_DB_DIALECT=postgres, a database of its own on TEST_DATABASE_URL's server, dropped after it is
 * closed. Both start from what migrated-template.ts migrated once for the run.
 *
 * On PostgreSQL, creating a file's database from the template and dropping it take about 0.8 s each
 * (~1,000 relations), which the run's one worker used to wait for in every file: ~230 s of a 520 s
 * run. The files share one module graph and go one after another, so the database of the next file
 * is created while this one runs, and a closed file's database is dropped while the next one runs;
 * the global teardown drops whatever a run leaves (the last one created ahead, a drop cut short).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  // The global setup chose the dialect and provided the one it prepared.
  const image = inject('sqliteImage');
  if (image) return openDatabase({ kind: 'sqlite', location: ':memory:', image: Buffer.from(image) });
  const template = inject('pgTemplate')!;
  const name = await (createdAhead ?? createFromTemplate(template));
  createdAhead = createFromTemplate(template);
  // A failed creation shows in the file that awaits it, not as an unhandled rejection meanwhile.
  createdAhead.catch(() => undefined);
  const handle = openDatabase({ kind: 'postgres', location: databaseUrl(template.url, name), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      dropWhenClosed(template.url, name).catch(() => undefined);
    },
  };
}

type Template = NonNullable<ProvidedContext['pgTemplate']>;

/** The database the next file will open, being created from the template meanwhile. */
let createdAhead: Promise<string> | undefined;

async function createFromTemplate(template: Template): Promise<string> {
  const name = `${template.prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.url, `create database ${name} template ${template.name}`);
  return name;
}

/** PostgreSQL's "database is being accessed by other users". */
const IN_USE = '55006';

/**
 * Drops a file's database once its connections have gone. The pool's end() answers before its
 * connections have closed, and dropping WITH (FORCE) then killed them: each one killed this way
 * raised an uncaught "terminating connection due to administrator command" in whichever test file
 * ran next. A plain DROP refuses while a connection is open, so it is tried again until they close.
 */
async function dropWhenClosed(url: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(url, `drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== IN_USE || attempt >= 250) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
