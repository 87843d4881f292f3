import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { fireDueSchedules, upsertSchedule } from './job-schedules.js';
import {
  claimJob,
  CRASH_FAILED_MESSAGE,
  recoverStaleJobs,
  releaseJob,
  reportProgress,
  type JobRow,
} from './job-store.js';
import { JobCancelledError, type GiveUpReason, type JobHandler } from './job-types.js';

export interface JobRunnerOptions {
  /** How long an idle worker waits before looking again (a job queued in this process wakes it). */
  pollMs?: number;
  /** A running job not heard from for this long was cut off by a crash. */
  leaseMs?: number;
  /** The first retry waits this long, each next one twice as long (at most 10 minutes). */
  backoffMs?: number;
  /**
   * At start, take back every running job at once rather than those past their lease: right when
   * this process is the only worker (SQLite has one writer, so one process).
   */
  soleWorker?: boolean;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

const MAX_BACKOFF_MS = 10 * 60_000;
const SHUTDOWN = 'shutdown';

/**
 * The worker: claims due jobs of its registered queues one at a time, runs them with progress,
 * cancellation and a lease, retries failures with exponential backoff and fires recurring
 * schedules. The same class runs in the server process and in `npm run worker`.
 */
export class JobRunner {
  readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly schedules: { name: string; cron: string; queue: string; payload?: unknown }[] = [];
  private readonly options: Required<Omit<JobRunnerOptions, 'log'>> & Pick<JobRunnerOptions, 'log'>;
  private loop: Promise<void> | undefined;
  private stopping = false;
  private current: AbortController | undefined;
  private wakeUp: (() => void) | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseKind,
    options: JobRunnerOptions = {},
  ) {
    this.options = {
      pollMs: options.pollMs ?? 1000,
      leaseMs: options.leaseMs ?? 60_000,
      backoffMs: options.backoffMs ?? 5000,
      soleWorker: options.soleWorker ?? kind === 'sqlite',
      log: options.log,
    };
  }

  register<P>(handler: JobHandler<P>): this {
    if (this.handlers.has(handler.queue)) throw new Error(`job queue ${handler.queue} registered twice`);
    this.handlers.set(handler.queue, handler as JobHandler<never>);
    return this;
  }

  /** A recurring job; stored when the runner starts. */
  every(name: string, cron: string, queue: string, payload?: unknown): this {
    this.schedules.push({ name, cron, queue, payload });
    return this;
  }

  /** Takes back jobs cut off by a crash, stores the schedules and starts the loop. */
  async start(): Promise<void> {
    if (this.loop) return;
    await this.recover(this.options.soleWorker ? Date.now() + 1 : Date.now() - this.options.leaseMs);
    for (const schedule of this.schedules) await upsertSchedule(this.db, schedule);
    this.stopping = false;
    this.loop = this.run();
  }

  /** Stops claiming; a running job is interrupted and goes back to the queue without losing a try. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.current?.abort(SHUTDOWN);
    this.wakeUp?.();
    await this.loop;
    this.loop = undefined;
  }

  /** Look for work now (a job was just queued in this process). */
  wake(): void {
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    let lastRecovery = Date.now();
    while (!this.stopping) {
      try {
        await fireDueSchedules(this.db);
        // Another worker's crash is noticed by its lease running out.
        if (Date.now() - lastRecovery > this.options.leaseMs / 2) {
          lastRecovery = Date.now();
          await this.recover(Date.now() - this.options.leaseMs);
        }
        if (await this.runOnce()) continue;
      } catch (err) {
        this.options.log?.error({ err }, 'job loop error');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
  }

  private async recover(staleBefore: number): Promise<void> {
    for (const job of await recoverStaleJobs(this.db, staleBefore)) {
      const reason: GiveUpReason =
        job.cancel_requested === 1
          ? { status: 'cancelled', error: '任务已取消' }
          : { status: 'failed', error: CRASH_FAILED_MESSAGE };
      await this.giveUp(job, reason);
    }
  }

  /** Claims and runs one due job; false when none was due. Tests drive the runner with it. */
  async runOnce(): Promise<boolean> {
    const job = await claimJob(this.db, this.kind, [...this.handlers.keys()], this.workerId);
    if (!job) return false;
    await this.execute(job);
    return true;
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.queue)!;
    const abort = new AbortController();
    this.current = abort;
    // The lease is renewed while the job runs, even between its progress reports.
    const heartbeat = setInterval(
      () => void this.progress(job, abort, job.progress),
      this.options.leaseMs / 3,
    );
    try {
      await handler.run({
        id: job.id,
        payload: JSON.parse(job.payload) as never,
        attempt: job.attempts,
        signal: abort.signal,
        progress: async (done, total) => {
          job.progress = done;
          await this.progress(job, abort, done, total);
          abort.signal.throwIfAborted();
        },
      });
      await releaseJob(this.db, job.id, this.workerId, { status: 'done' });
    } catch (err) {
      await this.afterError(job, abort.signal, err);
    } finally {
      clearInterval(heartbeat);
      this.current = undefined;
    }
  }

  private async progress(job: JobRow, abort: AbortController, done: number, total?: number) {
    if (abort.signal.aborted) return;
    const held = await reportProgress(this.db, job.id, this.workerId, done, total);
    if (!held) abort.abort('lost');
    else if (held.cancelRequested) abort.abort(new JobCancelledError());
  }

  private async afterError(job: JobRow, signal: AbortSignal, err: unknown): Promise<void> {
    const { reason } = signal as AbortSignal & { reason: unknown };
    if (signal.aborted && reason === 'lost') return; // another worker took it back
    if (signal.aborted && reason === SHUTDOWN) {
      await releaseJob(this.db, job.id, this.workerId, {
        status: 'queued',
        runAt: Date.now(),
        refundAttempt: true,
      });
      return;
    }
    if (err instanceof JobCancelledError || reason instanceof JobCancelledError) {
      if (await releaseJob(this.db, job.id, this.workerId, { status: 'cancelled', error: '任务已取消' }))
        await this.giveUp(job, { status: 'cancelled', error: '任务已取消' });
      return;
    }
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    this.options.log?.error({ err, job: job.id, queue: job.queue }, 'job failed');
    const handler = this.handlers.get(job.queue);
    const maxAttempts = Math.min(job.max_attempts, handler?.maxAttempts ?? job.max_attempts);
    if (job.attempts >= maxAttempts) {
      if (await releaseJob(this.db, job.id, this.workerId, { status: 'failed', error: message }))
        await this.giveUp(job, { status: 'failed', error: message });
      return;
    }
    const wait = Math.min(MAX_BACKOFF_MS, this.options.backoffMs * 2 ** (job.attempts - 1));
    await releaseJob(this.db, job.id, this.workerId, {
      status: 'queued',
      runAt: Date.now() + wait,
      error: message,
    });
  }

  private async giveUp(job: JobRow, reason: GiveUpReason): Promise<void> {
    const handler = this.handlers.get(job.queue);
    try {
      await handler?.onGiveUp?.({ id: job.id, payload: JSON.parse(job.payload) as never, reason });
    } catch (err) {
      this.options.log?.error({ err, job: job.id }, 'job give-up hook failed');
    }
  }
}
