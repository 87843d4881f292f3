import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { parseCron } from './cron.js';
import { enqueueJob } from './job-store.js';

type Db = Kysely<Database>;

/**
 * Declares a recurring job (kept in the database, so every worker sees one schedule). A changed
 * expression takes effect from now; an unchanged one keeps its next run.
 */
export async function upsertSchedule(
  db: Db,
  schedule: { name: string; cron: string; queue: string; payload?: unknown },
): Promise<void> {
  const cron = parseCron(schedule.cron);
  const now = Date.now();
  const payload = JSON.stringify(schedule.payload ?? {});
  const known = await db
    .selectFrom('job_schedule')
    .select(['cron', 'queue', 'payload'])
    .where('name', '=', schedule.name)
    .executeTakeFirst();
  if (!known) {
    // Two workers starting together may both insert: the loser's insert does nothing.
    await db
      .insertInto('job_schedule')
      .values({ ...schedule, payload, next_run: cron.next(now), update_time: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    return;
  }
  if (known.cron === schedule.cron && known.queue === schedule.queue && known.payload === payload) return;
  await db
    .updateTable('job_schedule')
    .set({ cron: schedule.cron, queue: schedule.queue, payload, next_run: cron.next(now), update_time: now })
    .where('name', '=', schedule.name)
    .execute();
}

/**
 * Queues one job for every schedule that is due and moves it to its next run. The move is a
 * compare-and-set on `next_run`, so of several workers ticking at once exactly one queues the run.
 * A schedule missed while no worker ran fires once, not once per missed run.
 */
export async function fireDueSchedules(db: Db, now = Date.now()): Promise<number> {
  const due = await db.selectFrom('job_schedule').selectAll().where('next_run', '<=', now).execute();
  let fired = 0;
  for (const schedule of due) {
    const next = parseCron(schedule.cron).next(now);
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('job_schedule')
        .set({ next_run: next, update_time: now })
        .where('name', '=', schedule.name)
        .where('next_run', '=', Number(schedule.next_run))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return;
      await enqueueJob(trx, schedule.queue, JSON.parse(schedule.payload), { maxAttempts: 1 });
      fired += 1;
    });
  }
  return fired;
}
