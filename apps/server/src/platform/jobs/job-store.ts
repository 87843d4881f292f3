import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { JobTable } from '../../db/schema-jobs.js';

export type JobRow = Omit<JobTable, 'id' | 'attempts' | 'max_attempts' | 'progress' | 'cancel_requested'> & {
  id: number;
  attempts: number;
  max_attempts: number;
  progress: number;
  cancel_requested: number;
};

type Db = Kysely<Database>;

export interface EnqueueOptions {
  /** Not before this time (Unix ms); now by default. */
  runAt?: number;
  maxAttempts?: number;
}

/** Adds a job; in the caller's transaction when `db` is one, so the job exists only if the change does. */
export async function enqueueJob(db: Db, queue: string, payload: unknown, options: EnqueueOptions = {}) {
  const now = Date.now();
  const row = await db
    .insertInto('job')
    .values({
      queue,
      payload: JSON.stringify(payload),
      status: 'queued',
      run_at: options.runAt ?? now,
      ...(options.maxAttempts !== undefined && { max_attempts: options.maxAttempts }),
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Asks a job to stop: a queued job is cancelled at once (answers true), a running one stops at its
 * next progress report. A finished job is left as it is.
 */
export async function cancelJob(db: Db, id: number): Promise<boolean> {
  const now = Date.now();
  const queued = await db
    .updateTable('job')
    .set({ status: 'cancelled', cancel_requested: 1, error: '任务已取消', update_time: now })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (Number(queued.numUpdatedRows) > 0) return true;
  await db
    .updateTable('job')
    .set({ cancel_requested: 1, update_time: now })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
  return false;
}

function normalise(row: Record<string, unknown>): JobRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...(row as unknown as JobRow),
    id: Number(row.id),
    attempts: Number(row.attempts),
    max_attempts: Number(row.max_attempts),
    run_at: Number(row.run_at),
    locked_at: n(row.locked_at),
    progress: Number(row.progress),
    total: n(row.total),
    cancel_requested: Number(row.cancel_requested),
  };
}

/**
 * Takes the next due job of these queues for this worker. PostgreSQL: `FOR UPDATE SKIP LOCKED`, so
 * workers in many processes never take the same job and never wait on each other. SQLite: the one
 * writer runs the statement whole, which serialises claims the same way.
 */
export async function claimJob(
  db: Db,
  kind: DatabaseKind,
  queues: readonly string[],
  workerId: string,
): Promise<JobRow | undefined> {
  if (queues.length === 0) return undefined;
  const now = Date.now();
  const pick = db
    .selectFrom('job')
    .select('id')
    .where('status', '=', 'queued')
    .where('run_at', '<=', now)
    .where('queue', 'in', queues)
    .orderBy('run_at')
    .orderBy('id')
    .limit(1);
  const row = await db
    .updateTable('job')
    .set({
      status: 'running',
      locked_by: workerId,
      locked_at: now,
      attempts: sql<number>`attempts + 1`,
      update_time: now,
    })
    .where('id', '=', kind === 'postgres' ? pick.forUpdate().skipLocked() : pick)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
  return row ? normalise(row) : undefined;
}

/** Stores progress and renews the lease; undefined when this worker no longer holds the job. */
export async function reportProgress(
  db: Db,
  id: number,
  workerId: string,
  done: number,
  total?: number,
): Promise<{ cancelRequested: boolean } | undefined> {
  const now = Date.now();
  const row = await db
    .updateTable('job')
    .set({ progress: done, ...(total !== undefined && { total }), locked_at: now, update_time: now })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .returning('cancel_requested')
    .executeTakeFirst();
  return row ? { cancelRequested: Number(row.cancel_requested) === 1 } : undefined;
}

/** Ends this worker's hold on a job with a final or a retry state; false when the hold was lost. */
export async function releaseJob(
  db: Db,
  id: number,
  workerId: string,
  next:
    | { status: 'done' | 'failed' | 'cancelled'; error?: string }
    | { status: 'queued'; runAt: number; error?: string; refundAttempt?: boolean },
): Promise<boolean> {
  const now = Date.now();
  const result = await db
    .updateTable('job')
    .set({
      status: next.status,
      locked_by: null,
      locked_at: null,
      error: next.error ?? null,
      update_time: now,
      ...(next.status === 'queued' && { run_at: next.runAt }),
      // A stop of the worker is no fault of the job: that run does not count against its retries.
      ...(next.status === 'queued' && next.refundAttempt && { attempts: sql<number>`attempts - 1` }),
    })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const CRASH_RETRY_MESSAGE = '工作进程中断，任务已重新排队';
export const CRASH_FAILED_MESSAGE = '工作进程中断，重试次数已用尽';

/**
 * Jobs cut off by a crash: running, with a lease older than `staleBefore`. Each goes back to the
 * queue, or fails with its reason once it has used its attempts. Answers the ones that failed, so
 * their owners can record it. Each row is moved by one conditional update, so two workers
 * recovering at once move it once.
 */
export async function recoverStaleJobs(db: Db, staleBefore: number): Promise<JobRow[]> {
  const stale = await db
    .selectFrom('job')
    .selectAll()
    .where('status', '=', 'running')
    .where('locked_at', '<', staleBefore)
    .execute();
  const failed: JobRow[] = [];
  const now = Date.now();
  for (const raw of stale) {
    const job = normalise(raw);
    const giveUp = job.attempts >= job.max_attempts || job.cancel_requested === 1;
    const moved = await db
      .updateTable('job')
      .set({
        status: giveUp ? (job.cancel_requested === 1 ? 'cancelled' : 'failed') : 'queued',
        locked_by: null,
        locked_at: null,
        run_at: now,
        error: giveUp && job.cancel_requested !== 1 ? CRASH_FAILED_MESSAGE : CRASH_RETRY_MESSAGE,
        update_time: now,
      })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('locked_at', '=', job.locked_at)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0 && giveUp) failed.push(job);
  }
  return failed;
}

export async function jobById(db: Db, id: number): Promise<JobRow | undefined> {
  const row = await db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? normalise(row) : undefined;
}
