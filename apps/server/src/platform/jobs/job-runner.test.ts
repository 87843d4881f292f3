import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { JobRunner } from './job-runner.js';
import { fireDueSchedules, upsertSchedule } from './job-schedules.js';
import { cancelJob, CRASH_FAILED_MESSAGE, enqueueJob, jobById } from './job-store.js';
import type { GiveUpReason, JobHandler } from './job-types.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

let serial = 0;
/** A queue of its own per test, so tests never claim each other's jobs. */
function queueName() {
  serial += 1;
  return `test-${serial}`;
}

function runner(handler: JobHandler<{ n?: number }>, options = {}) {
  return new JobRunner(app.db, app.dbKind, { backoffMs: 0, ...options }).register(handler);
}

describe('job runner', () => {
  it('runs a job once, stores its progress, and a second worker finds nothing to claim', async () => {
    const queue = queueName();
    const ran: number[] = [];
    const handler: JobHandler<{ n?: number }> = {
      queue,
      async run(ctx) {
        ran.push(ctx.payload.n ?? 0);
        await ctx.progress(7, 10);
      },
    };
    const id = await enqueueJob(app.db, queue, { n: 1 });
    const [a, b] = [runner(handler), runner(handler)];
    // Both try at once: exactly one claims it.
    const claimed = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(claimed.filter(Boolean)).toHaveLength(1);
    expect(ran).toEqual([1]);
    expect(await jobById(app.db, id)).toMatchObject({ status: 'done', attempts: 1, progress: 7, total: 10 });
    expect(await a.runOnce()).toBe(false);
  });

  it('retries a failing job with backoff, then fails it for good and tells its owner why', async () => {
    const queue = queueName();
    let runs = 0;
    const givenUp: GiveUpReason[] = [];
    const handler: JobHandler<{ n?: number }> = {
      queue,
      maxAttempts: 2,
      async run() {
        runs += 1;
        throw new Error('通道超时');
      },
      async onGiveUp({ reason }) {
        givenUp.push(reason);
      },
    };
    const id = await enqueueJob(app.db, queue, {});
    const slow = runner(handler, { backoffMs: 60_000 });
    await slow.runOnce();
    const retry = await jobById(app.db, id);
    expect(retry).toMatchObject({ status: 'queued', attempts: 1, error: '通道超时' });
    // Backoff: not due yet, so not claimed.
    expect(retry!.run_at).toBeGreaterThan(Date.now() + 50_000);
    expect(await slow.runOnce()).toBe(false);
    await app.db.updateTable('job').set({ run_at: Date.now() }).where('id', '=', id).execute();
    await slow.runOnce();
    expect(runs).toBe(2);
    expect(await jobById(app.db, id)).toMatchObject({ status: 'failed', attempts: 2, error: '通道超时' });
    expect(givenUp).toEqual([{ status: 'failed', error: '通道超时' }]);
  });

  it('cancels a queued job at once and a running job at its next progress report', async () => {
    const queue = queueName();
    const givenUp: GiveUpReason[] = [];
    let reports = 0;
    const handler: JobHandler<{ n?: number }> = {
      queue,
      async run(ctx) {
        for (let i = 1; i <= 100; i++) {
          if (i === 3) await cancelJob(app.db, ctx.id);
          await ctx.progress(i);
          reports += 1;
        }
      },
      async onGiveUp({ reason }) {
        givenUp.push(reason);
      },
    };
    const queued = await enqueueJob(app.db, queue, {});
    expect(await cancelJob(app.db, queued)).toBe(true);
    expect(await jobById(app.db, queued)).toMatchObject({ status: 'cancelled' });

    const running = await enqueueJob(app.db, queue, {});
    await runner(handler).runOnce();
    expect(reports).toBe(2);
    expect(await jobById(app.db, running)).toMatchObject({ status: 'cancelled', progress: 3 });
    expect(givenUp).toEqual([{ status: 'cancelled', error: '任务已取消' }]);
  });

  it('takes back a job cut off by a crash when a worker starts, and fails one out of tries', async () => {
    const queue = queueName();
    const ran: number[] = [];
    const givenUp: GiveUpReason[] = [];
    const handler: JobHandler<{ n?: number }> = {
      queue,
      async run(ctx) {
        ran.push(ctx.payload.n ?? 0);
      },
      async onGiveUp({ reason }) {
        givenUp.push(reason);
      },
    };
    // Two jobs a dead worker held: one with tries left, one on its last.
    const stale = Date.now() - 10 * 60_000;
    const retried = await enqueueJob(app.db, queue, { n: 1 });
    const spent = await enqueueJob(app.db, queue, { n: 2 }, { maxAttempts: 1 });
    await app.db
      .updateTable('job')
      .set({ status: 'running', locked_by: 'dead-worker', locked_at: stale, attempts: 1 })
      .where('id', 'in', [retried, spent])
      .execute();
    const worker = runner(handler, { soleWorker: false, leaseMs: 60_000, pollMs: 10 });
    await worker.start();
    await worker.stop();
    expect(await jobById(app.db, spent)).toMatchObject({ status: 'failed', error: CRASH_FAILED_MESSAGE });
    expect(givenUp).toEqual([{ status: 'failed', error: CRASH_FAILED_MESSAGE }]);
    // The started loop may already have rerun the retried job; run it now if not.
    await worker.runOnce();
    expect(await jobById(app.db, retried)).toMatchObject({ status: 'done', attempts: 2 });
    expect(ran).toEqual([1]);
  });

  it('a job whose lease is still live is left to its worker', async () => {
    const queue = queueName();
    const id = await enqueueJob(app.db, queue, {});
    await app.db
      .updateTable('job')
      .set({ status: 'running', locked_by: 'busy-worker', locked_at: Date.now(), attempts: 1 })
      .where('id', '=', id)
      .execute();
    const worker = runner(
      { queue, run: async () => undefined },
      { soleWorker: false, leaseMs: 60_000, pollMs: 10 },
    );
    await worker.start();
    await worker.stop();
    expect(await jobById(app.db, id)).toMatchObject({ status: 'running', locked_by: 'busy-worker' });
  });

  it('fires a due schedule once however many workers tick, then waits for the next run', async () => {
    const queue = queueName();
    await upsertSchedule(app.db, { name: queue, cron: '*/5 * * * *', queue });
    await app.db
      .updateTable('job_schedule')
      .set({ next_run: Date.now() - 1000 })
      .where('name', '=', queue)
      .execute();
    const fired = await Promise.all([fireDueSchedules(app.db), fireDueSchedules(app.db)]);
    expect(fired.reduce((a, b) => a + b, 0)).toBe(1);
    const jobs = await app.db.selectFrom('job').select('id').where('queue', '=', queue).execute();
    expect(jobs).toHaveLength(1);
    const next = await app.db
      .selectFrom('job_schedule')
      .select('next_run')
      .where('name', '=', queue)
      .executeTakeFirstOrThrow();
    expect(Number(next.next_run)).toBeGreaterThan(Date.now());
    expect(Number(next.next_run) % 300_000).toBe(0);
    expect(await fireDueSchedules(app.db)).toBe(0);
  });

  it('stopping the worker mid-job puts the job back without using a try', async () => {
    const queue = queueName();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const handler: JobHandler<{ n?: number }> = {
      queue,
      async run(ctx) {
        started();
        await new Promise((_, reject) =>
          ctx.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
    };
    const id = await enqueueJob(app.db, queue, {});
    const worker = runner(handler, { pollMs: 10 });
    await worker.start();
    await running;
    await worker.stop();
    expect(await jobById(app.db, id)).toMatchObject({ status: 'queued', attempts: 0, error: null });
  });
});
