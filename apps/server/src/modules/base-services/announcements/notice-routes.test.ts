import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../lib/clock.js';
import { bearer, createFixtureAccount } from '../../../test/account-fixture.js';
import { engineClient } from '../../../test/engine-client.js';
import { tokenFor } from '../../../test/session-token.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../../test/tenant-tree.js';

const CODES = [
  'system:notice:list',
  'system:notice:create',
  'system:notice:update',
  'system:notice:delete',
  'system:push:list',
  'system:push:create',
  'universal:message:basic',
];

type Client = ReturnType<typeof engineClient>;

describe('公告管理 and 消息推送', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let notices: Client;
  let pushes: Client;
  let serial = 0;

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    notices = engineClient(app, 'base/services/announcement/notice');
    pushes = engineClient(app, 'base/services/announcement/push');
    // Migrating a fresh PostgreSQL database takes long on a busy two-core machine.
  }, 180_000);
  afterAll(() => app.close());

  const notice = (overrides: object = {}) => ({
    title: `停车场系统升级公告${(serial += 1)}`,
    content: '<p>各位商户：平台将于周六升级。</p>',
    tags: JSON.stringify([{ name: '升级', color: 4 }]),
    audience: 'all',
    publish_time: nowSeconds() - 60,
    is_top: 0,
    ...overrides,
  });
  const createNotice = async (overrides: object = {}) => {
    const res = await notices.create(tree.platform.token, notice(overrides));
    expect(res.json(), res.body).toMatchObject({ code: 1001 });
    return res.json().payload.id as number;
  };
  const readerTitles = async (token: string) => {
    const res = await app.inject({ url: '/api/system/notice/list?page_size=200', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().payload.row as { title: string }[]).map((r) => r.title);
  };
  const titleOf = async (id: number) =>
    (await app.db.selectFrom('announcement').select('title').where('id', '=', id).executeTakeFirstOrThrow())
      .title;

  it('lets only the platform manage notices', async () => {
    for (const member of [tree.partner, tree.merchant]) {
      expect((await notices.list(member.token)).statusCode).toBe(403);
      const res = await notices.create(member.token, notice());
      expect(res.statusCode).toBe(403);
    }
    expect((await notices.list(tree.platform.token)).statusCode).toBe(200);
  });

  it('stores only sanitised rich text, whatever the editor sent', async () => {
    const id = await createNotice({
      content:
        '<p onclick="steal()">你好<script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<a href="javascript:alert(3)">坏链接</a><a href="https://example.com/x">好链接</a>' +
        '<b>加粗</b><iframe src="https://evil.example"></iframe><style>body{}</style></p>',
    });
    const row = await app.db
      .selectFrom('announcement')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.content).not.toMatch(/script|onerror|onclick|<img|iframe|javascript:|style/i);
    expect(row.content).toContain(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">好链接</a>',
    );
    expect(row.content).toContain('<strong>加粗</strong>');
    expect(row.content).toContain('坏链接');

    // An update is sanitised the same way.
    const res = await notices.update(tree.platform.token, {
      id,
      content: '<p>改过<svg onload="x()"></svg></p>',
    });
    expect(res.json(), res.body).toMatchObject({ code: 1002 });
    const after = await app.db
      .selectFrom('announcement')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.content).toBe('<p>改过</p>');
  });

  it('refuses empty content and bad tags with a Chinese message, storing nothing', async () => {
    const before = await app.db
      .selectFrom('announcement')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [body, message] of [
      [{ content: '<p> <script>alert(1)</script></p>' }, '请输入公告内容'],
      [{ tags: JSON.stringify([{ name: '一二三四五六七八九十十一', color: 1 }]) }, '标签名称不能超过'],
      [{ tags: JSON.stringify([{ name: 'A', color: 9 }]) }, '标签颜色不正确'],
      [{ tags: 'not json' }, '标签格式不正确'],
      [{ audience: 'nobody' }, '可见对象'],
    ] as const) {
      const res = await notices.create(tree.platform.token, notice(body));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const after = await app.db
      .selectFrom('announcement')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('shows a scheduled notice only once its publish time has come', async () => {
    const id = await createNotice({ publish_time: nowSeconds() + 3600 });
    const title = await titleOf(id);
    expect(await readerTitles(tree.merchant.token)).not.toContain(title);
    const detail = await app.inject({
      url: `/api/system/notice/detail?id=${id}`,
      headers: bearer(tree.merchant.token),
    });
    expect(detail.statusCode).toBe(404);

    await notices.update(tree.platform.token, { id, publish_time: nowSeconds() - 1 });
    expect(await readerTitles(tree.merchant.token)).toContain(title);
  });

  it('shows a notice only to its audience, and 下线 takes it away', async () => {
    const forPartners = await titleOf(await createNotice({ audience: 'partner' }));
    expect(await readerTitles(tree.partner.token)).toContain(forPartners);
    expect(await readerTitles(tree.merchant.token)).not.toContain(forPartners);
    expect(await readerTitles(tree.platform.token)).toContain(forPartners);

    const id = await createNotice({ audience: 'merchant' });
    const title = await titleOf(id);
    expect(await readerTitles(tree.merchant.token)).toContain(title);
    expect((await notices.action(tree.platform.token, 'offline', { id })).json()).toMatchObject({
      code: 1002,
    });
    expect(await readerTitles(tree.merchant.token)).not.toContain(title);
    expect((await notices.action(tree.platform.token, 'publish', { id })).json()).toMatchObject({
      code: 1002,
    });
    expect(await readerTitles(tree.merchant.token)).toContain(title);
  });

  it('lists a pinned notice first, with its tags and colours', async () => {
    const id = await createNotice({
      is_top: 1,
      publish_time: nowSeconds() - 86_400 * 30,
      tags: JSON.stringify([
        { name: '重要', color: 1 },
        { name: '系统', color: 5 },
      ]),
    });
    const res = await app.inject({
      url: '/api/system/notice/list?page_size=20',
      headers: bearer(tree.merchant.token),
    });
    const first = res.json().payload.row[0];
    expect(first).toMatchObject({ id, is_top: 1 });
    expect(first.tags).toEqual([
      { id: 1, name: '重要', color: 1 },
      { id: 2, name: '系统', color: 5 },
    ]);
  });

  describe('消息推送', () => {
    const unread = async (token: string) => {
      const res = await app.inject({ url: '/api/qa/message/list?page_size=200', headers: bearer(token) });
      return res.json().payload.row as { id: number; title: string }[];
    };
    const pushRow = async (id: number) =>
      (
        (await pushes.list(tree.platform.token, { page_size: 200 })).json().payload.row as {
          id: number;
          recipient_count: number;
          read_count: number;
        }[]
      ).find((r) => r.id === id);

    it('lets only the platform push', async () => {
      const res = await pushes.create(tree.partner.token, { title: 't', body: 'b', target: 'all' });
      expect(res.statusCode).toBe(403);
    });

    it('writes a message for each account of the picked tenants and counts who read it', async () => {
      // A second account of the merchant receives its own entry.
      const clerk = await createFixtureAccount(app, {
        permissions: CODES,
        parentId: tree.partner.merchantId,
      });
      const res = await pushes.create(tree.platform.token, {
        title: '账单提醒',
        body: '本月账单已生成，请及时查看。',
        link: '/account/setting',
        target: 'picked',
        merchant_ids: [tree.merchant.merchantId, clerk.merchantId],
      });
      expect(res.json(), res.body).toMatchObject({ code: 1001 });
      const id = res.json().payload.id as number;
      expect(await pushRow(id)).toMatchObject({ recipient_count: 2, read_count: 0 });

      const mine = (await unread(tree.merchant.token)).find((m) => m.title === '账单提醒');
      expect(mine).toBeTruthy();
      expect((await unread(tree.sibling.token)).some((m) => m.title === '账单提醒')).toBe(false);
      expect((await unread(tree.partner.token)).some((m) => m.title === '账单提醒')).toBe(false);

      const read = await app.inject({
        method: 'PUT',
        url: '/api/qa/message/read',
        headers: bearer(tree.merchant.token),
        payload: { ids: [mine!.id] },
      });
      expect(read.json(), read.body).toMatchObject({ code: 1001 });
      expect(await pushRow(id)).toMatchObject({ recipient_count: 2, read_count: 1 });
      const clerkToken = await tokenFor(app, clerk.managerId);
      expect((await unread(clerkToken)).some((m) => m.title === '账单提醒')).toBe(true);
    });

    it('pushes to every tenant of one kind', async () => {
      const res = await pushes.create(tree.platform.token, {
        title: '服务商通知',
        body: '请更新资料',
        target: 'partner',
      });
      expect(res.json(), res.body).toMatchObject({ code: 1001 });
      const partners = await app.db
        .selectFrom('manager')
        .innerJoin('merchant', 'merchant.id', 'manager.merchant_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant.kind', '=', 'partner')
        .where('manager.status', '=', 1)
        .where('merchant.status', '=', 1)
        .executeTakeFirstOrThrow();
      expect(await pushRow(res.json().payload.id)).toMatchObject({ recipient_count: Number(partners.n) });
      expect((await unread(tree.otherPartner.token)).some((m) => m.title === '服务商通知')).toBe(true);
      expect((await unread(tree.merchant.token)).some((m) => m.title === '服务商通知')).toBe(false);
    });

    it('refuses a picked push without tenants, or with a script link, writing nothing', async () => {
      const before = await app.db
        .selectFrom('message')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      for (const body of [
        { title: 't', body: 'b', target: 'picked', merchant_ids: [] },
        { title: 't', body: 'b', target: 'all', link: 'javascript:alert(1)' },
      ]) {
        const res = await pushes.create(tree.platform.token, body);
        expect(res.statusCode, res.body).toBe(400);
      }
      const after = await app.db
        .selectFrom('message')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
  });
});
