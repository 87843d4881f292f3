import { Migrator, type Kysely } from 'kysely';
import type { DatabaseKind } from '../config.js';
import { migrationsFor } from './migrations/index.js';

export interface MigrationOutcome {
  applied: string[];
}

/** Brings the schema up to date; Kysely's migrator takes a lock so concurrent starts are safe. */
export async function migrateToLatest(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  db: Kysely<any>,
  kind: DatabaseKind,
): Promise<MigrationOutcome> {
  const migrations = migrationsFor(kind);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? '未知';
    throw new Error(
      `数据库迁移失败（${failed}）：${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
