import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** SQLite runs: the migrated empty database, serialized; each test file opens its own copy. */
    sqliteImage: Uint8Array | null;
    /** PostgreSQL runs (TEST_DB_DIALECT=postgres): the database each file's database is created from. */
    pgTemplate: { url: string; name: string; prefix: string } | null;
  }
}

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/**
 * Vitest global setup of the server tests: the migrations run once per run, not once per test file.
 * Every file used to migrate a fresh database of its own, 56 migrations of DDL: about 0.7 s on SQLite
 * and 4 to 7 s on PostgreSQL on the loaded 2-core machine, most of the PostgreSQL run's 683 s.
 * Now SQLite files open a copy of one migrated image (sqlite3_deserialize) and PostgreSQL files get a
 * database created from a migrated template (CREATE DATABASE … TEMPLATE copies its files).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB_DIALECT !== 'postgres') {
    const sqlite = openDatabase({ kind: 'sqlite', location: ':memory:' });
    await migrateToLatest(sqlite.db, 'sqlite');
    project.provide('sqliteImage', new Uint8Array(sqlite.sqlite!.serialize()));
    project.provide('pgTemplate', null);
    await sqlite.close();
    return async () => {};
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_DIALECT=postgres needs TEST_DATABASE_URL');
  project.provide('sqliteImage', null);
  // One prefix per run, so that the teardown removes this run's databases and no one else's.
  const prefix = `${new URL(url).pathname.slice(1)}_${randomBytes(4).toString('hex')}`;
  const name = `${prefix}_template`;
  await adminQuery(url, `create database ${name}`);
  const template = openDatabase({ kind: 'postgres', location: databaseUrl(url, name), poolSize: 1 });
  try {
    await migrateToLatest(template.db, 'postgres');
  } finally {
    // A template must have no connection open while databases are created from it.
    await template.close();
  }
  project.provide('pgTemplate', { url, name, prefix });
  return async () => {
    const left = await adminQuery(
      url,
      `select datname from pg_database where starts_with(datname, '${prefix}_') order by datname = '${name}'`,
    );
    // Files' databases first (a crashed file may leave its own), the template last.
    for (const { datname } of left)
      await adminQuery(url, `drop database if exists "${datname}" with (force)`);
  };
}

/**
 * One statement on a connection of its own: CREATE and DROP DATABASE cannot run in a transaction or
 * through the pool of the database they act on. Names here are generated, never user input.
 */
export async function adminQuery(url: string, text: string): Promise<{ datname: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ datname: string }>(text)).rows;
  } finally {
    await client.end();
  }
}
