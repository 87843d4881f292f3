import type { CreateTableBuilder } from 'kysely';
import type { DatabaseKind } from '../../config.js';

/**
 * The few places where SQLite and PostgreSQL DDL differ, so each migration stays one portable text.
 * Ids are integers: INTEGER PRIMARY KEY AUTOINCREMENT on SQLite, a bigint identity on PostgreSQL.
 */
export function addIdColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  kind: DatabaseKind,
): CreateTableBuilder<T, 'id'> {
  return kind === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity());
}
