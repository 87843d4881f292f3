/** What a job's code sees while it runs. */
export interface JobContext<P> {
  id: number;
  payload: P;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
  /** Aborted when the job is cancelled, its lease is lost, or the worker stops. */
  signal: AbortSignal;
  /**
   * Stores progress and renews the lease; throws when the job was cancelled meanwhile, so a long
   * job stops at its next report. Call it every page or batch, not every row.
   */
  progress(done: number, total?: number): Promise<void>;
}

/** Why a job will not run again: the owner of its side records (a report task, an import batch) says so. */
export type GiveUpReason = { status: 'failed' | 'cancelled'; error: string };

/**
 * One kind of job, by queue name. `run` must be safe to start again from the top: a job cut off by a
 * crash or a stop runs again (an export rewrites its file; an import skips the rows it wrote).
 */
export interface JobHandler<P = unknown> {
  queue: string;
  /** Runs before a retry is given up (default 5). */
  maxAttempts?: number;
  run(ctx: JobContext<P>): Promise<void>;
  /** The job failed for good or was cancelled; not called on success. */
  onGiveUp?(args: { id: number; payload: P; reason: GiveUpReason }): Promise<void>;
}

export class JobCancelledError extends Error {
  constructor() {
    super('任务已取消');
  }
}
