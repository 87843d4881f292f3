import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobById } from '../../platform/jobs/index.js';
import { FileStore } from '../../platform/storage/file-store.js';
import { XlsxWriter } from '../../platform/reports/xlsx-writer.js';
import { linkOf } from '../../platform/storage/upload-service.js';
import { bearer, createFixtureAccount, signIn } from '../../test/account-fixture.js';
import { createPark } from '../../test/parking-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { storeUpload } from '../../test/upload-fixture.js';
import { importJob, type ImportPayload } from './import-job.js';

let app: FastifyInstance;
let token: string;
let merchantId: number;
let parkId: number;

/** GBK bytes of a string, from a reverse table built with the platform's own GBK decoder. */
function gbk(text: string): Buffer {
  const decoder = new TextDecoder('gbk');
  const table = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && ch !== '\uFFFD' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  const bytes: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) bytes.push(ch.charCodeAt(0));
    else bytes.push(...table.get(ch)!);
  }
  return Buffer.from(bytes);
}

/** A file stored as the fixture merchant's upload would be: bytes in the store and its record. */
function stored(data: Buffer, ext: string): Promise<string> {
  return storedFor(merchantId, data, ext);
}

function storedFor(owner: number, data: Buffer, ext = 'csv', uploader = 1): Promise<string> {
  return storeUpload(app, data, { merchantId: owner, managerId: uploader }, ext);
}

const get = (url: string) => app.inject({ url: `/api${url}`, headers: bearer(token) });

async function queue(fileUrl: string, charset: 'UTF-8' | 'GBK') {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/batch/batch',
    headers: bearer(token),
    payload: {
      rt_uuid: 'parking/month-card',
      file_url: fileUrl,
      charset,
      params: [{ key: 'park_id', value: parkId }],
    },
  });
  expect(answer.json()).toMatchObject({ code: 1001 });
  return answer.json().payload.batch_no as string;
}

async function runAll() {
  while (await app.jobs.runOnce()) {
    /* run every due job */
  }
}

const batch = async (batchNo: string) => (await get(`/batch/batch?batch_no=${batchNo}`)).json().payload;
const errors = async (batchNo: string): Promise<{ row_no: number; message: string }[]> => {
  const answer = (await get(`/batch/task/list?batch_no=${batchNo}&page_index=1&page_size=100`)).json();
  expect(answer.code).toBe(1001);
  return answer.payload.row.map((r: { row_no: number; message: string }) => ({
    row_no: r.row_no,
    message: r.message,
  }));
};
const cardsNamed = (prefix: string) =>
  app.db
    .selectFrom('park_car')
    .select(['plate', 'unit_price', 'park_id', 'merchant_id'])
    .where('owner_name', 'like', `${prefix}%`)
    .execute();

const HEADER = '车牌号,车牌颜色,车主姓名,车主电话,备注,卡类型,单价（每单位）';

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

describe('batch import of 月卡车辆', () => {
  it('offers the template: the park as a dialog parameter, the columns from the definition', async () => {
    const summary = (await get('/batch/rt/summary?uuid=parking/month-card')).json();
    expect(summary).toMatchObject({ code: 1001, payload: { name: '月卡车辆导入' } });
    expect(summary.payload.param).toEqual([
      expect.objectContaining({ key: 'park_id', name: '车场', type: 1 }),
    ]);
    expect(summary.payload.columns.join(',')).toBe(HEADER);
    const template = await get(summary.payload.template_url.replace('/api', ''));
    expect(template.body).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('imports a GBK file: good rows written, the 3 bad rows reported with their row numbers', async () => {
    const csv = [
      HEADER,
      '粤B10001,蓝,甲张三,13800000001,,月卡,300',
      '粤B1,蓝,甲李四,,,月卡,300', // row 3: not a plate
      '粤B10003,黄,甲王五,,一楼,月卡,280.5',
      '粤B10004,紫,甲赵六,,,月卡,300', // row 5: no such colour
      '粤B10005,蓝,甲孙七,,,月卡,三百', // row 6: not money
      '粤B10006,白,甲周八,,,月卡,150',
    ].join('\r\n');
    const batchNo = await queue(await stored(gbk(csv), 'csv'), 'GBK');
    await runAll();
    expect(await batch(batchNo)).toMatchObject({ status: 2, total: 6, ok_count: 3, error_count: 3 });
    const bad = await errors(batchNo);
    // Row 3 is refused by the definition's own input check, with the form's message.
    expect(bad).toEqual([
      { row_no: 3, message: '请输入正确的车牌号码' },
      { row_no: 5, message: '车牌颜色格式不正确：紫' },
      { row_no: 6, message: '单价（每单位）格式不正确：三百' },
    ]);
    const cards = await cardsNamed('甲');
    expect(cards.map((c) => c.plate).sort()).toEqual(['粤B10001', '粤B10003', '粤B10006']);
    expect(cards.find((c) => c.plate === '粤B10003')).toMatchObject({ unit_price: 28050, park_id: parkId });
    // The refused rows download as a CSV (UTF-8 with BOM) with their numbers and reasons.
    const file = await get(`/batch/task/download?batch_no=${batchNo}`);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body.split('\r\n')).toEqual([
      '\uFEFF行号,失败原因',
      '3,请输入正确的车牌号码',
      '5,车牌颜色格式不正确：紫',
      '6,单价（每单位）格式不正确：三百',
      '',
    ]);
  });

  it.each([
    [
      'xlsx',
      Buffer.from('PK\u0003\u0004xxxx'),
      'UTF-8',
      '文件不是有效的 xlsx 文件，请用 Excel 另存为 xlsx 或 CSV 文件后上传',
    ],
    ['csv', Buffer.from([0xc1, 0xc1, 0x0a]), 'UTF-8', '文件不是 UTF-8 编码，请确认文件编码后重新选择'],
    [
      'csv',
      Buffer.from(`${HEADER}\r\n粤B20001,蓝,张三,,,月卡,1`),
      'GBK',
      '文件是 UTF-8 编码，请将文件编码选为 UTF-8 后重新导入',
    ],
    [
      'csv',
      Buffer.from('车牌号,车牌颜色\r\n粤B1,蓝'),
      'UTF-8',
      '文件缺少列：车主姓名、车主电话、备注、卡类型、单价（每单位），请使用导入模板',
    ],
    [
      'csv',
      Buffer.from(`${HEADER},颜色2\r\n粤B20001,蓝,乙,,,月卡,1,x`),
      'UTF-8',
      '文件有模板以外的列：颜色2，请使用导入模板',
    ],
  ])('refuses a bad %s file with its message and writes nothing', async (ext, data, charset, message) => {
    const before = (await app.db.selectFrom('park_car').select('id').execute()).length;
    const batchNo = await queue(await stored(data, ext), charset as 'UTF-8' | 'GBK');
    await runAll();
    expect(await batch(batchNo)).toMatchObject({ status: -1, error: message });
    expect((await app.db.selectFrom('park_car').select('id').execute()).length).toBe(before);
  });

  it.each([
    [
      'xls',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
      '暂不支持旧版 xls 格式，请用 Excel 另存为 xlsx 或 CSV 文件后上传',
    ],
    ['csv', Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), '文件不能超过 5M'],
    ['txt', Buffer.from('车牌号'), '仅支持 csv、xlsx 格式的文件'],
  ])(
    'refuses a %s file of the wrong type or size when the task is created: no batch, no job',
    async (ext, data, message) => {
      const batches = (await app.db.selectFrom('import_batch').select('id').execute()).length;
      const jobs = (await app.db.selectFrom('job').select('id').execute()).length;
      const answer = await app.inject({
        method: 'POST',
        url: '/api/batch/batch',
        headers: bearer(token),
        payload: {
          rt_uuid: 'parking/month-card',
          file_url: await stored(data, ext),
          params: [{ key: 'park_id', value: parkId }],
        },
      });
      expect(answer.json()).toMatchObject({ code: 1400, message });
      expect((await app.db.selectFrom('import_batch').select('id').execute()).length).toBe(batches);
      expect((await app.db.selectFrom('job').select('id').execute()).length).toBe(jobs);
    },
  );

  it('imports an xlsx file through the same row checks (the charset does not apply)', async () => {
    const file = path.join(app.config.dataDir, 'import-test.xlsx');
    const writer = new XlsxWriter(file);
    writer.header(HEADER.split(','));
    await writer.row(['粤B50001', '蓝', '庚一', '', '', '月卡', '300']);
    await writer.row(['粤B50002', '蓝', '庚二', '', '', '月卡', '3.001']); // row 3: not money
    await writer.row(['粤B50003', '黄', '庚三', '', '地下', '月卡', '12.5']);
    await writer.close();
    const batchNo = await queue(await stored(fs.readFileSync(file), 'xlsx'), 'GBK');
    await runAll();
    expect(await batch(batchNo)).toMatchObject({ status: 2, total: 3, ok_count: 2, error_count: 1 });
    expect(await errors(batchNo)).toEqual([{ row_no: 3, message: '单价（每单位）格式不正确：3.001' }]);
    const cards = await cardsNamed('庚');
    expect(cards.map((c) => c.plate).sort()).toEqual(['粤B50001', '粤B50003']);
    expect(cards.find((c) => c.plate === '粤B50003')).toMatchObject({ unit_price: 1250, park_id: parkId });
  });

  it('reports an empty row as a bad row with its number', async () => {
    const csv = [HEADER, '粤B30001,蓝,丙一,,,月卡,1', ',,,,,,', '粤B30003,蓝,丙三,,,月卡,1'].join('\r\n');
    const batchNo = await queue(await stored(Buffer.from(csv), 'csv'), 'UTF-8');
    await runAll();
    expect(await errors(batchNo)).toEqual([{ row_no: 3, message: '空行' }]);
    expect((await cardsNamed('丙')).length).toBe(2);
  });

  it('refuses a repeated plate (in the file or already on file) or a hook’s refusal without undoing the rows beside it, and audits each row', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/parking/month-card/create',
      headers: bearer(token),
      payload: { park_id: parkId, plate: '粤B70009', plate_color: 1, card_type: 1, unit_price: 100 },
    });
    const csv = [
      HEADER,
      '粤B70001,蓝,壬一,,,月卡,1',
      '粤B70001,黄,壬二,,备注,月卡,2', // row 3: the plate of row 2 again
      '粤B70003,蓝,壬三,,,月卡,3',
      '粤B70009,蓝,壬四,,,月卡,4', // row 5: on file before the import
      '粤B70005,蓝,壬五,,后排,月卡,5',
      '粤B70006,蓝,壬六,,,储值卡,6', // row 7: refused by the list's beforeCreate hook
    ].join('\r\n');
    const batchNo = await queue(await stored(Buffer.from(csv), 'csv'), 'UTF-8');
    await runAll();
    expect(await batch(batchNo)).toMatchObject({ status: 2, total: 6, ok_count: 3, error_count: 3 });
    expect(await errors(batchNo)).toEqual([
      { row_no: 3, message: '月卡车辆与已有数据重复' },
      { row_no: 5, message: '月卡车辆与已有数据重复' },
      { row_no: 7, message: '月卡车辆的卡类型须为月卡、季卡、半年卡、年卡或计天卡' },
    ]);
    // The earlier of two equal rows wins, as one 新增 after another would.
    const cards = await cardsNamed('壬');
    expect(cards.map((c) => `${c.plate} ${c.unit_price}`).sort()).toEqual([
      '粤B70001 100',
      '粤B70003 300',
      '粤B70005 500',
    ]);
    // Each written row has its import_row record and its own audit entry, as 新增 writes it.
    const settled = await app.db
      .selectFrom('import_row as r')
      .innerJoin('import_batch as b', 'b.id', 'r.batch_id')
      .select(['r.row_no', 'r.row_id'])
      .where('b.batch_no', '=', batchNo)
      .where('r.ok', '=', 1)
      .orderBy('r.row_no')
      .execute();
    expect(settled.map((r) => Number(r.row_no))).toEqual([2, 4, 6]);
    const audits = await app.db
      .selectFrom('audit_log')
      .select(['row_id', 'after_json', 'ip'])
      .where('resource', '=', 'parking/month-card')
      .where('action', '=', 'create')
      .where(
        'row_id',
        'in',
        settled.map((r) => Number(r.row_id)),
      )
      .orderBy('row_id')
      .execute();
    expect(audits.map((a) => Number(a.row_id))).toEqual(settled.map((r) => Number(r.row_id)));
    expect(JSON.parse(audits[2]!.after_json!)).toMatchObject({
      plate: '粤B70005',
      remark: '后排',
      park_id: parkId,
      park_name: expect.any(String),
    });
    expect(audits.every((a) => a.ip === 'batch-import')).toBe(true);
  });

  it('a job cut off mid-way and run again writes no row twice', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 120; i++)
      lines.push(`粤C${String(40000 + i)},蓝,丁${i},,,月卡,${i % 7 === 0 ? 'x' : '1'}`);
    const batchNo = await queue(await stored(Buffer.from(lines.join('\n')), 'csv'), 'UTF-8');
    const row = await app.db
      .selectFrom('import_batch')
      .select('job_id')
      .where('batch_no', '=', batchNo)
      .executeTakeFirstOrThrow();
    const job = (await jobById(app.db, Number(row.job_id)))!;
    // The first run, 50 rows a transaction, dies at its second progress report (after 100 rows),
    // as a crash would cut it.
    let reports = 0;
    await expect(
      importJob(app, { chunkRows: 50 }).run({
        id: job.id,
        payload: JSON.parse(job.payload) as ImportPayload,
        attempt: 1,
        signal: new AbortController().signal,
        progress: async () => {
          if (++reports === 2) throw new Error('进程被终止');
        },
      }),
    ).rejects.toThrow('进程被终止');
    // Two chunks of 50 committed: rows 0-99 less the 15 bad ones among them.
    expect((await cardsNamed('丁')).length).toBe(85);
    await runAll();
    const bad = Array.from({ length: 120 }, (_, i) => i).filter((i) => i % 7 === 0);
    expect(await batch(batchNo)).toMatchObject({
      status: 2,
      total: 120,
      ok_count: 120 - bad.length,
      error_count: bad.length,
    });
    expect((await errors(batchNo)).map((r: { row_no: number }) => r.row_no)).toEqual(bad.map((i) => i + 2));
    expect((await cardsNamed('丁')).length).toBe(120 - bad.length);
  });

  it('takes the scope from the session: a park of another tenant is refused per row', async () => {
    const other = await createFixtureAccount(app, {
      permissions: ['parking:month-card:list'],
      products: ['merchant', 'parking'],
    });
    const foreignPark = await createPark(app.db, other.merchantId);
    const csv = [HEADER, '粤D50001,蓝,戊一,,,月卡,1'].join('\r\n');
    const answer = await app.inject({
      method: 'POST',
      url: '/api/batch/batch',
      headers: bearer(token),
      payload: {
        rt_uuid: 'parking/month-card',
        file_url: await stored(Buffer.from(csv), 'csv'),
        params: [{ key: 'park_id', value: foreignPark }],
      },
    });
    const batchNo = answer.json().payload.batch_no as string;
    await runAll();
    expect(await batch(batchNo)).toMatchObject({ ok_count: 0, error_count: 1 });
    expect(await cardsNamed('戊')).toEqual([]);
  });

  it('aborts a queued batch (nothing written) and deletes its record; the list shows the tenant’s batches', async () => {
    const csv = [HEADER, '粤E60001,蓝,己一,,,月卡,1'].join('\r\n');
    const batchNo = await queue(await stored(Buffer.from(csv), 'csv'), 'UTF-8');
    const put = (url: string, payload: object, method: 'PUT' | 'DELETE' = 'PUT') =>
      app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
    expect((await put('/batch/batch/abort', { batch_no: batchNo })).json()).toMatchObject({ code: 1002 });
    await runAll();
    expect(await batch(batchNo)).toMatchObject({ status: -2 });
    expect(await cardsNamed('己')).toEqual([]);
    const list = (await get('/batch/batch/list?page_index=1&page_size=50')).json().payload.row;
    expect(list[0]).toMatchObject({ batch_no: batchNo, status: -2 });
    expect((await put('/batch/batch', { batch_no: batchNo }, 'DELETE')).json()).toMatchObject({ code: 1002 });
    expect((await get(`/batch/batch?batch_no=${batchNo}`)).json()).toMatchObject({ code: 2404 });
  });

  it('offers templates for 白名单, 黑名单 and 子账号 from their definitions; a list without an import code has none', async () => {
    const columns = async (uuid: string) => (await get(`/batch/rt/summary?uuid=${uuid}`)).json();
    // The fixture holds only the 月卡车辆 create code: the others answer 403, never a template.
    expect((await columns('parking/whitelist')).code).toBe(2403);
    const admin = await createFixtureAccount(app, {
      permissions: [
        'account:batch:create',
        'parking:whitelist:create',
        'parking:blacklist:create',
        'account:sub-account:create',
      ],
      products: ['merchant', 'parking'],
    });
    const adminToken = await signIn(app, admin.account, admin.password);
    const summary = async (uuid: string) =>
      (await app.inject({ url: `/api/batch/rt/summary?uuid=${uuid}`, headers: bearer(adminToken) })).json();
    expect((await summary('parking/whitelist')).payload.columns).toEqual(
      expect.arrayContaining(['车牌号', '车牌颜色', '生效时间', '到期时间']),
    );
    expect((await summary('parking/blacklist')).payload.param.map((p: { key: string }) => p.key)).toEqual([
      'park_id',
    ]);
    expect((await summary('account/sub-account')).payload).toMatchObject({
      param: [],
      columns: ['账号', '姓名', '手机号', '登录密码'],
    });
    // 车场 has no import code: no template.
    expect((await summary('parking/park')).code).toBe(2404);
  });

  it('imports 子账号 through its own create flow: the password checked and stored hashed, the file with the clear text removed', async () => {
    const admin = await createFixtureAccount(app, {
      permissions: ['account:batch:create', 'account:batch:detail', 'account:sub-account:create'],
    });
    const adminToken = await signIn(app, admin.account, admin.password);
    const csv = [
      '账号,姓名,手机号,登录密码',
      'imp_zhang,张导入,13800000011,Abcd1234!x',
      'imp_li,李导入,,123',
    ].join('\r\n');
    const fileUrl = await storedFor(admin.merchantId, Buffer.from(csv));
    const queued = await app.inject({
      method: 'POST',
      url: '/api/batch/batch',
      headers: bearer(adminToken),
      payload: { rt_uuid: 'account/sub-account', file_url: fileUrl },
    });
    expect(queued.json()).toMatchObject({ code: 1001 });
    await runAll();
    const rows = await app.db
      .selectFrom('manager')
      .select(['account', 'password_hash', 'merchant_id'])
      .where('account', 'in', ['imp_zhang', 'imp_li'])
      .execute();
    expect(rows.map((r) => r.account)).toEqual(['imp_zhang']);
    expect(rows[0]!.password_hash).not.toContain('Abcd1234');
    expect(Number(rows[0]!.merchant_id)).toBe(admin.merchantId);
    const bad = await app.inject({
      url: `/api/batch/task/list?batch_no=${queued.json().payload.batch_no}&page_index=1&page_size=20`,
      headers: bearer(adminToken),
    });
    expect(bad.json().payload.row).toEqual([expect.objectContaining({ row_no: 3 })]);
    // Row by row (its roles are an afterCreate hook), each row counted in its own transaction.
    const counted = await app.inject({
      url: `/api/batch/batch?batch_no=${queued.json().payload.batch_no}`,
      headers: bearer(adminToken),
    });
    expect(counted.json().payload).toMatchObject({ status: 2, total: 2, ok_count: 1, error_count: 1 });
    // The passwords are hashed on the accounts now; the file that held them in clear text is gone.
    const hash = createHash('sha256').update(Buffer.from(csv)).digest('hex');
    expect(fs.existsSync(new FileStore(app.config.dataDir).pathOf(hash, 'csv'))).toBe(false);
    expect(await app.db.selectFrom('file_object').select('id').where('hash', '=', hash).execute()).toEqual(
      [],
    );
    expect((await app.inject({ url: fileUrl, headers: bearer(adminToken) })).statusCode).toBe(404);
  });

  it('removes a refused 子账号 sheet its importer uploaded (clear-text passwords), never a file merely readable', async () => {
    const admin = await createFixtureAccount(app, {
      permissions: ['account:batch:create', 'account:sub-account:create'],
    });
    const adminToken = await signIn(app, admin.account, admin.password);
    const create = (fileUrl: string) =>
      app.inject({
        method: 'POST',
        url: '/api/batch/batch',
        headers: bearer(adminToken),
        payload: { rt_uuid: 'account/sub-account', file_url: fileUrl },
      });
    const kept = (data: Buffer, ext: string) =>
      fs.existsSync(
        new FileStore(app.config.dataDir).pathOf(createHash('sha256').update(data).digest('hex'), ext),
      );
    const sheet = Buffer.from('账号,姓名,手机号,登录密码\r\nimp_old,旧版,,Abcd1234!x');
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), sheet]);
    const xlsUrl = await storedFor(admin.merchantId, xls, 'xls', admin.managerId);
    expect((await create(xlsUrl)).json()).toMatchObject({
      code: 1400,
      message: '暂不支持旧版 xls 格式，请用 Excel 另存为 xlsx 或 CSV 文件后上传',
    });
    expect(kept(xls, 'xls')).toBe(false);
    expect((await app.inject({ url: xlsUrl, headers: bearer(adminToken) })).statusCode).toBe(404);
    const big = Buffer.concat([sheet, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    await storedFor(admin.merchantId, big, 'csv', admin.managerId);
    expect(
      (await create(linkOf(createHash('sha256').update(big).digest('hex'), 'csv'))).json(),
    ).toMatchObject({ code: 1400, message: '文件不能超过 5M' });
    expect(kept(big, 'csv')).toBe(false);
    // A colleague's upload (readable: same tenant) is refused and stays where it is.
    const theirs = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), sheet, Buffer.from('x')]);
    const theirsUrl = await storedFor(admin.merchantId, theirs, 'xls');
    expect((await create(theirsUrl)).json()).toMatchObject({ code: 1400 });
    expect(kept(theirs, 'xls')).toBe(true);
    expect(
      await app.db.selectFrom('manager').select('id').where('account', '=', 'imp_old').execute(),
    ).toEqual([]);
  });
});

describe('batch/rt/param/value, batch/task/statistics and batch/task/abort', () => {
  const put = (url: string, payload: object, as = token) =>
    app.inject({ method: 'PUT', url: `/api${url}`, headers: bearer(as), payload });
  const getAs = (url: string, as: string) => app.inject({ url: `/api${url}`, headers: bearer(as) });
  const lines = (prefix: string, plate: string, n: number) => {
    const out = [HEADER];
    for (let i = 0; i < n; i++) out.push(`${plate}${String(10000 + i)},蓝,${prefix}${i},,,月卡,1`);
    return Buffer.from(out.join('\r\n'));
  };

  let others = 0;
  /** Another tenant with every batch code, its own park and a batch of its own (its own file). */
  async function otherTenant() {
    others++;
    const other = await createFixtureAccount(app, {
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
    const otherToken = await signIn(app, other.account, other.password);
    const otherPark = await createPark(app.db, other.merchantId);
    const queued = await app.inject({
      method: 'POST',
      url: '/api/batch/batch',
      headers: bearer(otherToken),
      payload: {
        rt_uuid: 'parking/month-card',
        file_url: await storedFor(other.merchantId, lines(`外${others}-`, '粤J', 1)),
        params: [{ key: 'park_id', value: otherPark }],
      },
    });
    expect(queued.json()).toMatchObject({ code: 1001 });
    return { token: otherToken, park: otherPark, batchNo: queued.json().payload.batch_no as string };
  }

  /** A tenant holding no batch code at all (the list of 月卡车辆 only). */
  async function withoutBatchCodes() {
    const plain = await createFixtureAccount(app, {
      permissions: ['parking:month-card:list', 'parking:month-card:create'],
      products: ['merchant', 'parking'],
    });
    return signIn(app, plain.account, plain.password);
  }

  it('param/value offers the parks of the caller’s tenant only, narrowed by keywords', async () => {
    const other = await otherTenant();
    const answer = (await get('/batch/rt/param/value?uuid=parking/month-card&key=park_id')).json();
    expect(answer.code).toBe(1001);
    const values = answer.payload.row.map((r: { value: number }) => r.value);
    expect(values).toContain(parkId);
    expect(values).not.toContain(other.park);
    const own = answer.payload.row.find((r: { value: number }) => r.value === parkId);
    expect(own.name).toEqual(expect.any(String));
    const narrowed = (
      await get(
        `/batch/rt/param/value?uuid=parking/month-card&key=park_id&keywords=${encodeURIComponent(own.name)}`,
      )
    ).json();
    expect(narrowed.payload.row).toContainEqual({ value: parkId, name: own.name });
    const none = (
      await get('/batch/rt/param/value?uuid=parking/month-card&key=park_id&keywords=无此车场')
    ).json();
    expect(none).toMatchObject({ code: 1001, payload: { row: [] } });
  });

  it('param/value refuses a caller without the batch or the target’s create code (403)', async () => {
    expect(
      (
        await getAs('/batch/rt/param/value?uuid=parking/month-card&key=park_id', await withoutBatchCodes())
      ).json(),
    ).toMatchObject({ code: 2403 });
    const importer = await createFixtureAccount(app, {
      permissions: ['account:batch:create', 'parking:month-card:list'],
      products: ['merchant', 'parking'],
    });
    const importerToken = await signIn(app, importer.account, importer.password);
    expect(
      (await getAs('/batch/rt/param/value?uuid=parking/month-card&key=park_id', importerToken)).json(),
    ).toMatchObject({ code: 2403, message: '没有导入该数据的权限' });
  });

  it('param/value answers bad input with a 14xx and a Chinese message', async () => {
    const unknownKey = (await get('/batch/rt/param/value?uuid=parking/month-card&key=plate')).json();
    expect(unknownKey).toMatchObject({ code: 1400, message: '导入参数不存在' });
    const noKey = (await get('/batch/rt/param/value?uuid=parking/month-card')).json();
    expect(noKey.code).toBe(1400);
    expect(noKey.message).toMatch(/[\u4e00-\u9fa5]/);
    expect((await get('/batch/rt/param/value?uuid=nope&key=park_id')).json()).toMatchObject({
      code: 2404,
      message: '导入模板不存在',
    });
  });

  it('statistics counts the settled rows of a batch, in the caller’s tenant only', async () => {
    const csv = [HEADER, '粤K10001,蓝,壬一,,,月卡,1', '粤K1,蓝,壬二,,,月卡,1', '粤K10003,蓝,壬三,,,月卡,1'];
    const batchNo = await queue(await stored(Buffer.from(csv.join('\r\n')), 'csv'), 'UTF-8');
    const url = `/batch/task/statistics?batch_no=${batchNo}`;
    expect((await get(url)).json()).toMatchObject({
      code: 1001,
      payload: { batch_no: batchNo, status: 0, ok_count: 0, error_count: 0, progress: 0 },
    });
    await runAll();
    expect((await get(url)).json()).toMatchObject({
      code: 1001,
      payload: { status: 2, total: 3, ok_count: 2, error_count: 1, pending: 0, progress: 100 },
    });
    const other = await otherTenant();
    expect((await get(`/batch/task/statistics?batch_no=${other.batchNo}`)).json()).toMatchObject({
      code: 2404,
      message: '导入任务不存在',
    });
    expect((await getAs(url, await withoutBatchCodes())).json()).toMatchObject({ code: 2403 });
    const missing = (await get('/batch/task/statistics')).json();
    expect(missing.code).toBe(1400);
    expect(missing.message).toMatch(/[\u4e00-\u9fa5]/);
    const tooLong = (await get(`/batch/task/statistics?batch_no=${'9'.repeat(40)}`)).json();
    expect(tooLong.code).toBe(1400);
    expect(tooLong.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('task/abort stops a queued batch; refuses another tenant’s, a finished one, no code and bad input', async () => {
    const batchNo = await queue(await stored(lines('辛', '粤L', 2), 'csv'), 'UTF-8');
    const other = await otherTenant();
    expect((await put('/batch/task/abort', { batch_no: other.batchNo })).json()).toMatchObject({
      code: 2404,
      message: '导入任务不存在',
    });
    expect(
      (await put('/batch/task/abort', { batch_no: batchNo }, await withoutBatchCodes())).json(),
    ).toMatchObject({ code: 2403 });
    const noBatch = (await put('/batch/task/abort', {})).json();
    expect(noBatch.code).toBe(1400);
    expect(noBatch.message).toMatch(/[\u4e00-\u9fa5]/);
    expect((await put('/batch/task/abort', { batch_no: batchNo })).json()).toMatchObject({ code: 1002 });
    await runAll();
    expect(await batch(batchNo)).toMatchObject({ status: -2 });
    expect(await cardsNamed('辛')).toEqual([]);
    // The other tenant's batch was left alone and runs.
    await runAll();
    expect((await getAs(`/batch/batch?batch_no=${other.batchNo}`, other.token)).json().payload).toMatchObject(
      { status: 2, ok_count: 1 },
    );
    expect((await put('/batch/task/abort', { batch_no: batchNo })).json()).toMatchObject({
      code: 1409,
      message: '只能终止排队中或处理中的导入任务',
    });
  });
});
