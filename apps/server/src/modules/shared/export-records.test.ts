import { PERMISSION_CATALOGUE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { fireDueSchedules, jobById } from '../../platform/jobs/index.js';
import { REPORT_CLEANUP_CRON, REPORT_CLEANUP_QUEUE } from './index.js';
import { reportFile } from '../../platform/reports/index.js';
import { createAccount, createRole } from '../../seed/tenant-builder.js';
import { bearer } from '../../test/account-fixture.js';
import { createClosedStay, createPark, merchantOfPark } from '../../test/parking-fixture.js';
import { tokenFor } from '../../test/session-token.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';
import { createTestApp } from '../../test/test-app.js';
import { xlsxSheets } from '../../test/zip-reader.js';
import fs from 'node:fs';

const CODES = PERMISSION_CATALOGUE.filter(
  (p) => p.area === 'parking' || p.area === 'account' || p.area === 'universal' || p.area === 'payment',
).map((p) => p.code);

let app: FastifyInstance;
let tree: TenantTree;
let parks: { a: number; b: number; sibling: number };
/** Plates of the merchant's lot A, 月卡车 (car_type 2): what the filtered export must hold exactly. */
const expectedPlates = new Set<string>();

async function addRecords(parkId: number, count: number, carType: number, tag: string) {
  const merchantId = await merchantOfPark(app.db, parkId);
  const now = nowSeconds();
  const plates: string[] = [];
  for (let start = 0; start < count; start += 200) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 200); i++) {
      const plate = `${tag}${String(i).padStart(5, '0')}`;
      plates.push(plate);
      rows.push({
        merchant_id: merchantId,
        park_id: parkId,
        plate,
        plate_color: 1,
        car_type: carType,
        ticket_no: `T${tag}${i}`,
        entry_time: now - 7200 - i,
        entry_gate: '1号入口',
        exit_time: now - i,
        exit_gate: '1号出口',
        status: 0,
        amount: 1250,
        paid_amount: 1250,
        pay_type: 2,
        pay_mode: 3,
        business: 'parking_cashier',
      });
    }
    await app.db.insertInto('parking_record').values(rows).execute();
  }
  return plates;
}

const post = (token: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
const get = (token: string, url: string) => app.inject({ url: `/api${url}`, headers: bearer(token) });

/** Queues an export as `token`, runs its job to the end, and answers the task and its file. */
async function exportAndRun(token: string, payload: object) {
  const queued = await post(token, '/parking/record/export', payload);
  expect(queued.statusCode).toBe(200);
  expect(queued.json().code).toBe(1001);
  const taskId = queued.json().payload.task_id as number;
  while (await app.jobs.runOnce()) {
    /* run every due job */
  }
  const list = await get(token, '/report/list?page_index=1&page_size=50');
  const task = (list.json().payload.row as Record<string, unknown>[]).find((row) => row.id === taskId);
  const file = await get(token, `/report/download?id=${taskId}`);
  return { taskId, task, file };
}

function csvRows(body: Buffer): string[][] {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return body
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, CODES);
  parks = {
    a: await createPark(app.db, tree.merchant.merchantId, { name: '甲车场' }),
    b: await createPark(app.db, tree.merchant.merchantId, { name: '乙车场' }),
    sibling: await createPark(app.db, tree.sibling.merchantId, { name: '邻家车场' }),
  };
  // 1,200 matching rows span two keyset pages of 1,000.
  for (const plate of await addRecords(parks.a, 1200, 2, '粤A')) expectedPlates.add(plate);
  await addRecords(parks.a, 150, 1, '粤C');
  await addRecords(parks.b, 60, 2, '粤D');
  await addRecords(parks.sibling, 40, 2, '粤E');
});
afterAll(async () => app.close());

describe('export of 停车记录', () => {
  it('holds exactly the filtered rows, as the list shows them, and the report centre shows the task done', async () => {
    const { taskId, task, file } = await exportAndRun(tree.merchant.token, { park_id: parks.a, car_type: 2 });
    expect(task).toMatchObject({
      status: 2,
      report_type: 2,
      report_name: '停车记录',
      format: 'csv',
      row_count: 1200,
      progress: 1200,
    });
    expect(task!.download_url).toBe(`/api/report/download?id=${taskId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    const [header, ...rows] = csvRows(file.rawPayload);
    expect(header).toEqual([
      '车场',
      '车牌号',
      '车辆类型',
      '入场时间',
      '出场时间',
      '状态',
      '应收金额',
      '实收金额',
      '支付方式',
    ]);
    expect(rows).toHaveLength(1200);
    const plates = rows.map((row) => row[1]!);
    expect(new Set(plates).size).toBe(1200);
    expect(new Set(plates)).toEqual(expectedPlates);
    expect(rows[0]).toEqual([
      '甲车场',
      expect.stringMatching(/^粤A\d{5}$/),
      '月卡车',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      '已出场',
      '￥12.50',
      '￥12.50',
      expect.any(String),
    ]);
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'export')
      .where('row_id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ resource: 'parking/record', manager_id: tree.merchant.managerId });
    expect(JSON.parse(audit.after_json!)).toEqual({
      format: 'csv',
      filters: { park_id: parks.a, car_type: 2 },
    });
  });

  it('keeps to the caller’s tenant: without a lot filter a merchant gets its own lots only, its partner every lot below it', async () => {
    const mine = await exportAndRun(tree.merchant.token, { car_type: 2, format: 'xlsx' });
    const sheets = xlsxSheets(mine.file.rawPayload);
    expect(sheets).toHaveLength(1);
    const plates = sheets[0]!.slice(1).map((row) => row[1]!);
    expect(plates).toHaveLength(1260);
    expect(plates.some((plate) => plate.startsWith('粤E'))).toBe(false);
    expect(mine.task).toMatchObject({ format: 'xlsx', row_count: 1260 });

    const partner = await exportAndRun(tree.partner.token, { car_type: 2 });
    expect(csvRows(partner.file.rawPayload).length - 1).toBe(1300);
  });

  it('refuses an account without the export code, and another account’s download', async () => {
    const now = nowSeconds();
    const withoutExport = CODES.filter((code) => code !== 'parking:record:export');
    const roleId = await createRole(app.db, tree.merchant.merchantId, '查询员', withoutExport, now);
    const clerkId = await createAccount(
      app.db,
      {
        merchantId: tree.merchant.merchantId,
        account: `reader-${process.pid}`,
        name: '查询员',
        password: '',
        passwordHash: 'not-a-hash',
        isMain: false,
        roleIds: [roleId],
      },
      now,
    );
    const clerk = await tokenFor(app, clerkId);
    const refused = await post(clerk, '/parking/record/export', { park_id: parks.a });
    expect(refused.statusCode).toBe(403);
    expect(
      await app.db.selectFrom('report_task').select('id').where('manager_id', '=', clerkId).execute(),
    ).toEqual([]);

    const { taskId } = await exportAndRun(tree.merchant.token, { park_id: parks.b });
    // A colleague (same tenant, the report centre's code) neither lists nor downloads it.
    const colleague = await get(clerk, '/report/list?page_index=1&page_size=50');
    expect(colleague.json().payload.row).toEqual([]);
    expect((await get(clerk, `/report/download?id=${taskId}`)).statusCode).toBe(404);
    expect((await get(tree.sibling.token, `/report/download?id=${taskId}`)).statusCode).toBe(404);
  });

  it('a bad filter gets a clear message and queues nothing', async () => {
    const before = await app.db.selectFrom('report_task').select('id').execute();
    const bad = await post(tree.merchant.token, '/parking/record/export', { car_type: 'x', format: 'pdf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u4e00-\u9fa5]/);
    expect(await app.db.selectFrom('report_task').select('id').execute()).toHaveLength(before.length);
  });

  it('an export cut off by a crash is run again from the top: no row twice, none lost', async () => {
    const queued = await post(tree.merchant.token, '/parking/record/export', {
      park_id: parks.a,
      car_type: 2,
    });
    const taskId = queued.json().payload.task_id as number;
    const task = await app.db
      .selectFrom('report_task')
      .select('job_id')
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    const jobId = Number(task.job_id);
    // As a dead worker left it: the job running on an old lease, half a file written.
    fs.mkdirSync(`${app.config.dataDir}/reports`, { recursive: true });
    fs.writeFileSync(
      `${reportFile(app.config.dataDir, taskId, 'csv')}.part`,
      '\uFEFF车场\r\n甲车场,粤A00000\r\n',
    );
    await app.db
      .updateTable('job')
      .set({ status: 'running', locked_by: 'dead', locked_at: Date.now() - 3_600_000, attempts: 1 })
      .where('id', '=', jobId)
      .execute();
    await app.db
      .updateTable('report_task')
      .set({ status: 1, progress: 500 })
      .where('id', '=', taskId)
      .execute();
    await app.jobs.start();
    await app.jobs.stop();
    while (await app.jobs.runOnce()) {
      /* run what start() left */
    }
    expect(await jobById(app.db, jobId)).toMatchObject({ status: 'done', attempts: 2 });
    const file = await get(tree.merchant.token, `/report/download?id=${taskId}`);
    const rows = csvRows(file.rawPayload).slice(1);
    expect(rows).toHaveLength(1200);
    expect(new Set(rows.map((row) => row[1])).size).toBe(1200);
  });
});

describe('PUT report/cancel', () => {
  const cancel = (token: string, id: number) =>
    app.inject({ method: 'PUT', url: '/api/report/cancel', headers: bearer(token), payload: { id } });

  it('cancels the caller’s own queued export, which then never runs; another account’s or an ended one is refused', async () => {
    const queued = await post(tree.merchant.token, '/parking/record/export', { park_id: parks.a });
    const taskId = queued.json().payload.task_id as number;
    const task = () =>
      app.db.selectFrom('report_task').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();

    // Another tenant's account: answered like a missing task, and nothing changes.
    expect((await cancel(tree.sibling.token, taskId)).statusCode).toBe(404);
    expect(await task()).toMatchObject({ status: 0 });

    const cancelled = await cancel(tree.merchant.token, taskId);
    expect(cancelled.json()).toMatchObject({ message: '成功' });
    expect(await task()).toMatchObject({ status: -2, error: '任务已取消' });
    expect(await jobById(app.db, Number((await task()).job_id))).toMatchObject({ status: 'cancelled' });
    while (await app.jobs.runOnce()) {
      /* run every due job: the cancelled one is not among them */
    }
    expect(await task()).toMatchObject({ status: -2, row_count: null });
    expect((await get(tree.merchant.token, `/report/download?id=${taskId}`)).statusCode).toBe(404);

    const again = await cancel(tree.merchant.token, taskId);
    expect(again.json().message).toBe('只能取消排队中或生成中的报表');
  });
});

describe('POST report/create', () => {
  const create = (token: string, payload: object) => post(token, '/report/create', payload);
  const tasks = async () => (await app.db.selectFrom('report_task').select('id').execute()).length;
  const runJobs = async () => {
    while (await app.jobs.runOnce()) {
      /* run every due job */
    }
  };

  it('queues the named list’s export with its filters: the same task, file, type and audit as POST <list>/export', async () => {
    const queued = await create(tree.merchant.token, {
      resource_key: 'parking/record',
      format: 'xlsx',
      filters: { park_id: parks.a, car_type: 2 },
    });
    expect(queued.json()).toMatchObject({ code: 1001, payload: { task_id: expect.any(Number) } });
    const taskId = queued.json().payload.task_id as number;
    await runJobs();
    const task = await app.db
      .selectFrom('report_task')
      .selectAll()
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({
      status: 2,
      report_type: 2,
      report_name: '停车记录',
      resource_key: 'parking/record',
      format: 'xlsx',
      row_count: 1200,
      manager_id: tree.merchant.managerId,
    });
    const [sheet] = xlsxSheets((await get(tree.merchant.token, `/report/download?id=${taskId}`)).rawPayload);
    expect(new Set(sheet!.slice(1).map((row) => row[1]))).toEqual(expectedPlates);
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'export')
      .where('row_id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(audit.resource).toBe('parking/record');
    expect(JSON.parse(audit.after_json!)).toEqual({
      format: 'xlsx',
      filters: { park_id: parks.a, car_type: 2 },
    });
  });

  it('keeps to the caller’s tenant whatever the filters name', async () => {
    // The sibling names the merchant's lot: its scope, from the session, selects nothing there.
    const queued = await create(tree.sibling.token, {
      resource_key: 'parking/record',
      filters: { park_id: parks.a },
    });
    expect(queued.json().code).toBe(1001);
    await runJobs();
    const task = await app.db
      .selectFrom('report_task')
      .selectAll()
      .where('id', '=', queued.json().payload.task_id)
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({ status: 2, format: 'csv', row_count: 0 });
  });

  it('refuses without the list’s export code, an unknown list and a bad filter, queuing nothing', async () => {
    const before = await tasks();
    const now = nowSeconds();
    const withoutExport = CODES.filter((code) => code !== 'parking:record:export');
    const roleId = await createRole(app.db, tree.merchant.merchantId, '无导出', withoutExport, now);
    const clerkId = await createAccount(
      app.db,
      {
        merchantId: tree.merchant.merchantId,
        account: `no-export-${process.pid}`,
        name: '无导出',
        password: '',
        passwordHash: 'not-a-hash',
        isMain: false,
        roleIds: [roleId],
      },
      now,
    );
    const clerk = await tokenFor(app, clerkId);
    expect((await create(clerk, { resource_key: 'parking/record' })).json()).toMatchObject({
      code: 2403,
      hint: '缺少权限标识：parking:record:export 或 group:record:export',
    });
    // Another list the clerk may export goes through.
    expect((await create(clerk, { resource_key: 'account/sub-account' })).json().code).toBe(1001);
    expect((await create(tree.merchant.token, { resource_key: 'parking/whitelist' })).json()).toMatchObject({
      code: 2404,
      message: '该列表不能导出',
    });
    expect(
      (
        await create(tree.merchant.token, { resource_key: 'parking/record', filters: { car_type: 'x' } })
      ).json(),
    ).toMatchObject({ code: 1400, message: '车辆类型不正确' });
    const noKey = (await create(tree.merchant.token, { format: 'csv' })).json();
    expect(noKey.code).toBe(1400);
    expect(noKey.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(
      (await create(tree.merchant.token, { resource_key: 'parking/record', format: 'pdf' })).json(),
    ).toMatchObject({
      code: 1400,
      message: '文件格式不正确',
    });
    expect(await tasks()).toBe(before + 1);
  });
});

describe('export of 子账号', () => {
  it('writes phones masked, as the console shows them, and only the caller’s own sub-accounts', async () => {
    const now = nowSeconds();
    const roleId = await createRole(app.db, tree.merchant.merchantId, '收费员', CODES, now);
    await createAccount(
      app.db,
      {
        merchantId: tree.merchant.merchantId,
        account: `phone-${process.pid}`,
        name: '有手机',
        password: '',
        passwordHash: 'not-a-hash',
        isMain: false,
        mobile: '13800138000',
        roleIds: [roleId],
      },
      now,
    );
    const queued = await post(tree.merchant.token, '/account/sub-account/export', { format: 'csv' });
    expect(queued.json().code).toBe(1001);
    while (await app.jobs.runOnce()) {
      /* run every due job */
    }
    const taskId = queued.json().payload.task_id as number;
    const [header, ...rows] = csvRows(
      (await get(tree.merchant.token, `/report/download?id=${taskId}`)).rawPayload,
    );
    const at = header!.indexOf('手机号');
    const mine = rows.find((row) => row[0] === `phone-${process.pid}`);
    expect(mine![at]).toBe('138****8000');
    expect(rows.some((row) => row.join(',').includes('13800138000'))).toBe(false);
    // The sibling tenant's accounts are never in it.
    const siblings = await app.db
      .selectFrom('manager')
      .select('account')
      .where('merchant_id', '=', tree.sibling.merchantId)
      .execute();
    for (const { account } of siblings) expect(rows.map((row) => row[0])).not.toContain(account);
    const task = await app.db
      .selectFrom('report_task')
      .selectAll()
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({ report_type: 15, report_name: '子账号', status: 2 });
  });
});

describe('retention of report files', () => {
  it('a recurring job removes files past their retention and marks the task 已过期', async () => {
    const { taskId } = await exportAndRun(tree.merchant.token, { park_id: parks.b });
    const file = reportFile(app.config.dataDir, taskId, 'csv');
    expect(fs.existsSync(file)).toBe(true);
    // The schedule is stored when a worker starts; a due run queues the cleanup job.
    await app.jobs.start();
    await app.jobs.stop();
    const schedule = await app.db
      .selectFrom('job_schedule')
      .selectAll()
      .where('name', '=', 'report-cleanup')
      .executeTakeFirstOrThrow();
    expect(schedule).toMatchObject({ cron: REPORT_CLEANUP_CRON, queue: REPORT_CLEANUP_QUEUE });
    await app.db
      .updateTable('report_task')
      .set({ expire_time: nowSeconds() - 1 })
      .where('id', '=', taskId)
      .execute();
    await app.db
      .updateTable('job_schedule')
      .set({ next_run: Date.now() - 1 })
      .where('name', '=', 'report-cleanup')
      .execute();
    // The app's other schedules fall due on their own cron ticks: one that passed since the worker
    // stored them (a minute's turn on a slow run) fired beside the cleanup. Only the cleanup is due here.
    await app.db
      .updateTable('job_schedule')
      .set({ next_run: Date.now() + 3_600_000 })
      .where('name', '!=', 'report-cleanup')
      .execute();
    expect(await fireDueSchedules(app.db)).toBe(1);
    while (await app.jobs.runOnce()) {
      /* run the cleanup */
    }
    expect(fs.existsSync(file)).toBe(false);
    const task = await app.db
      .selectFrom('report_task')
      .selectAll()
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(task.status).toBe(-3);
    const listed = (await get(tree.merchant.token, '/report/list?page_index=1&page_size=50')).json().payload
      .row as Record<string, unknown>[];
    expect(listed.find((row) => row.id === taskId)).toMatchObject({ status: -3, download_url: null });
    expect((await get(tree.merchant.token, `/report/download?id=${taskId}`)).statusCode).toBe(404);
  });
});

describe('export of a view (营收统计)', () => {
  it('writes the view’s rows in the caller’s scope, through the same report task', async () => {
    const paid = nowSeconds();
    for (const parkId of [parks.a, parks.sibling]) {
      const { orderId } = await createClosedStay(app.db, parkId);
      await app.db.updateTable('payment_order').set({ pay_time: paid }).where('id', '=', orderId).execute();
    }
    const queued = await post(tree.merchant.token, '/service/trade/revenue/export', { format: 'xlsx' });
    expect(queued.json().code).toBe(1001);
    while (await app.jobs.runOnce()) {
      /* run every due job */
    }
    const taskId = queued.json().payload.task_id as number;
    const file = await get(tree.merchant.token, `/report/download?id=${taskId}`);
    const [sheet] = xlsxSheets(file.rawPayload);
    expect(sheet![0]).toEqual(['日期', '车场', '订单数', '订单金额', '优惠金额', '实收金额']);
    const parkNames = sheet!.slice(1).map((row) => row[1]);
    expect(parkNames).toContain('甲车场');
    expect(parkNames).not.toContain('邻家车场');
    const task = await app.db
      .selectFrom('report_task')
      .selectAll()
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({ status: 2, report_name: '营收统计', row_count: sheet!.length - 1 });
  });
});
