import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner, jobById } from '../../platform/jobs/index.js';
import { bearer, createFixtureAccount, signIn } from '../../test/account-fixture.js';
import { createPark } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { storeUpload } from '../../test/upload-fixture.js';
import { importJob } from './import-job.js';

let app: FastifyInstance;
let token: string;
let merchantId: number;
let parkId: number;

const HEADER = '车牌号,车牌颜色,车主姓名,车主电话,备注,卡类型,单价（每单位）';
const ROWS = 1200;

/** A 1,200-row 月卡车辆 file, every 100th row bad (not money), owners named `${prefix}<n>`. */
function monthCards(prefix: string, plate: string): Buffer {
  const lines = [HEADER];
  for (let i = 0; i < ROWS; i++)
    lines.push(`${plate}${String(10000 + i)},蓝,${prefix}${i},,,月卡,${i % 100 === 0 ? 'x' : '1'}`);
  return Buffer.from(lines.join('\r\n'));
}

/** Queues an import of `data` as the fixture merchant's own upload; answers its batch number. */
async function queue(data: Buffer): Promise<string> {
  const fileUrl = await storeUpload(app, data, { merchantId, managerId: 1 });
  const answer = await app.inject({
    method: 'POST',
    url: '/api/batch/batch',
    headers: bearer(token),
    payload: {
      rt_uuid: 'parking/month-card',
      file_url: fileUrl,
      params: [{ key: 'park_id', value: parkId }],
    },
  });
  expect(answer.json()).toMatchObject({ code: 1001 });
  return answer.json().payload.batch_no as string;
}

/**
 * Runs the next import job on a runner of its own, 500 rows a chunk, whose job calls `between`
 * after each committed chunk, just before its progress report (where cancellation is seen): what a
 * user sees, or does, between two chunks happens there, at a known point.
 */
async function runWatched(between: (done: number) => Promise<void>): Promise<void> {
  const handler = importJob(app, { chunkRows: 500 });
  const runner = new JobRunner(app.db, app.dbKind).register({
    ...handler,
    run: (ctx) =>
      handler.run({
        ...ctx,
        progress: async (done, total) => {
          await between(done);
          await ctx.progress(done, total);
        },
      }),
  });
  expect(await runner.runOnce()).toBe(true);
}

const get = async (url: string) => (await app.inject({ url: `/api${url}`, headers: bearer(token) })).json();
const put = async (url: string, payload: object, method: 'PUT' | 'DELETE' = 'PUT') =>
  (await app.inject({ method, url: `/api${url}`, headers: bearer(token), payload })).json();
const listed = async (batchNo: string) =>
  (await get(`/batch/batch/list?page_index=1&page_size=20&batch_no=${batchNo}`)).payload.row[0];
const cardsOf = async (prefix: string) =>
  (await app.db.selectFrom('park_car').select('id').where('owner_name', 'like', `${prefix}%`).execute())
    .length;
/** import_row of the batch, counted by ok: what the batch's own counts must always agree with. */
async function settledRows(batchNo: string) {
  const rows = await app.db
    .selectFrom('import_row as r')
    .innerJoin('import_batch as b', 'b.id', 'r.batch_id')
    .select('r.ok')
    .where('b.batch_no', '=', batchNo)
    .execute();
  const ok = rows.filter((r) => Number(r.ok) === 1).length;
  return { ok_count: ok, error_count: rows.length - ok };
}

beforeAll(async () => {
  app = await createTestApp();
  const merchant = await createFixtureAccount(app, {
    permissions: [
      'parking:month-card:list',
      'parking:month-card:create',
      'account:batch:list',
      'account:batch:detail',
      'account:batch:create',
      'account:batch:abort',
    ],
    products: ['merchant', 'parking'],
  });
  merchantId = merchant.merchantId;
  token = await signIn(app, merchant.account, merchant.password);
  parkId = await createPark(app.db, merchant.merchantId);
});

afterAll(async () => {
  await app.close();
});

describe('import progress while the job runs', () => {
  it('moves the counts and 进度 of the list, the detail and the statistics after every chunk', async () => {
    const batchNo = await queue(monthCards('进', '粤M'));
    const seen = new Map<number, [number, number]>();
    await runWatched(async (done) => {
      const counts = await settledRows(batchNo);
      // Written in each chunk's transaction: the batch's counts are exactly its settled rows.
      expect(counts.ok_count + counts.error_count).toBe(done);
      const detail = (await get(`/batch/batch?batch_no=${batchNo}`)).payload;
      expect(detail).toMatchObject({ status: 1, total: ROWS, ...counts });
      const row = await listed(batchNo);
      expect(row).toMatchObject({ status: 1, ...counts });
      const statistics = (await get(`/batch/task/statistics?batch_no=${batchNo}`)).payload;
      expect(statistics.progress).toBe(row.progress);
      seen.set(done, [counts.error_count, row.progress]);
    });
    // 500 rows (5 bad: rows 0, 100, … 400), then 1,000 (10 bad), then all 1,200 (reported again
    // as the job ends).
    expect([...seen]).toEqual([
      [500, [5, 41]],
      [1000, [10, 83]],
      [1200, [12, 100]],
    ]);
    expect(await listed(batchNo)).toMatchObject({
      status: 2,
      ok_count: 1188,
      error_count: 12,
      progress: 100,
    });
    expect(await cardsOf('进')).toBe(1188);
  });
});

describe('终止 of a running batch', () => {
  it('stops after the chunk in flight: its rows stay, no more are written, the batch is 已取消 (已终止)', async () => {
    const batchNo = await queue(monthCards('止', '粤N'));
    let reports = 0;
    await runWatched(async () => {
      if (++reports > 1) return;
      // Asked while the job runs: the job is told, the batch is still 处理中 until the job stops.
      expect(await put('/batch/batch/abort', { batch_no: batchNo })).toMatchObject({ code: 1002 });
      expect((await get(`/batch/batch?batch_no=${batchNo}`)).payload.status).toBe(1);
      expect(await put('/batch/batch', { batch_no: batchNo }, 'DELETE')).toMatchObject({
        code: 1409,
        message: '导入任务还在进行，请先终止',
      });
    });
    // The job stopped at the progress report right after its first chunk.
    expect(reports).toBe(1);
    const batch = (await get(`/batch/batch?batch_no=${batchNo}`)).payload;
    expect(batch).toMatchObject({ status: -2, error: '已终止', ok_count: 495, error_count: 5 });
    expect(batch.finish_time).toEqual(expect.any(Number));
    expect(await settledRows(batchNo)).toEqual({ ok_count: 495, error_count: 5 });
    expect(await cardsOf('止')).toBe(495);
    const row = await app.db
      .selectFrom('import_batch')
      .select('job_id')
      .where('batch_no', '=', batchNo)
      .executeTakeFirstOrThrow();
    expect(await jobById(app.db, Number(row.job_id))).toMatchObject({ status: 'cancelled' });
    // Nothing runs it again.
    while (await app.jobs.runOnce()) {
      /* every due job */
    }
    expect(await cardsOf('止')).toBe(495);
    expect(await put('/batch/batch/abort', { batch_no: batchNo })).toMatchObject({ code: 1409 });
    // An ended batch's record may go; the rows it wrote stay.
    expect(await put('/batch/batch', { batch_no: batchNo }, 'DELETE')).toMatchObject({ code: 1002 });
    expect(await cardsOf('止')).toBe(495);
  });
});
