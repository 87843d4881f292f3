import { weightedProgress } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The one place an objective's progress is written: its key results' weighted progress, read from
 * the key-result rows inside the write's own transaction and stored on the objective. Every key
 * result create, update and delete calls it before committing, so the stored value always equals
 * the weighted progress (the server test walks edits and removals to hold it to that).
 * `without` leaves out a key result being deleted (the hook runs before the row goes).
 */
export async function recomputeObjectiveProgress(
  db: Kysely<Database>,
  objectiveId: number,
  now: number,
  without?: number,
): Promise<number> {
  let query = db
    .selectFrom('okr_key_result')
    .select(['weight', 'progress'])
    .where('objective_id', '=', objectiveId);
  if (without !== undefined) query = query.where('id', '!=', without);
  const rows = await query.execute();
  const progress = weightedProgress(
    rows.map((row) => ({ weight: Number(row.weight), progress: Number(row.progress) })),
  );
  await db
    .updateTable('okr_objective')
    .set({ progress, update_time: now })
    .where('id', '=', objectiveId)
    .execute();
  return progress;
}
