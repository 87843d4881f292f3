import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer, createFixtureAccount, signIn, type FixtureAccount } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';

describe('message centre', () => {
  let app: FastifyInstance;
  let alice: FixtureAccount;
  let bob: FixtureAccount;
  let aliceToken: string;
  let bobMessageId: number;

  beforeAll(async () => {
    app = await createTestApp();
    alice = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    bob = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    const now = nowSeconds();
    const rows = [alice, alice, alice, bob].map((u, i) => ({
      app_id: 'app_test',
      user_id: u.managerId,
      title: `消息${i}`,
      body: '内容',
      link: '/account/report/list',
      read_status: i === 2 ? 1 : 0,
      create_time: now - i,
    }));
    const inserted = await app.db.insertInto('message').values(rows).returning('id').execute();
    bobMessageId = inserted[3]!.id;
    aliceToken = await signIn(app, alice.account, alice.password);
  });
  afterAll(async () => app.close());

  const list = (query: string, token = aliceToken) =>
    app.inject({ url: `/api/qa/message/list?${query}`, headers: bearer(token) });

  it('lists only the caller’s messages, newest first, with total_count', async () => {
    const body = (await list('page_index=1&page_size=10&user_type=2')).json();
    expect(body.payload.paging_header).toEqual({ total_count: 3, page_index: 1, page_size: 10 });
    expect(body.payload.row.map((r: { title: string }) => r.title)).toEqual(['消息0', '消息1', '消息2']);
  });

  it('filters unread with read_status=0', async () => {
    const body = (await list('page_index=1&page_size=10&read_status=0')).json();
    expect(body.payload.paging_header.total_count).toBe(2);
  });

  it('refuses to list somebody else’s messages', async () => {
    expect((await list(`page_index=1&page_size=10&user_id=${bob.managerId}`)).statusCode).toBe(403);
  });

  it('refuses a page size outside the allowed ones with a Chinese 1400', async () => {
    const res = await list('page_index=1&page_size=7');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1400);
  });

  it('marks only the caller’s own messages read', async () => {
    const mine = (await list('page_index=1&page_size=10&read_status=0')).json().payload.row[0].id as number;
    const res = await app.inject({
      method: 'PUT',
      url: '/api/qa/message/read',
      headers: bearer(aliceToken),
      payload: { ids: [mine, bobMessageId] },
    });
    expect(res.json().payload).toEqual({ changed: 1 });
    const bobs = await app.db
      .selectFrom('message')
      .select('read_status')
      .where('id', '=', bobMessageId)
      .executeTakeFirstOrThrow();
    expect(bobs.read_status).toBe(0);
  });

  it('needs the message permission', async () => {
    const none = await createFixtureAccount(app, { permissions: ['parking:record:list'] });
    const token = await signIn(app, none.account, none.password);
    expect((await list('page_index=1&page_size=10', token)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/qa/message/list' })).statusCode).toBe(401);
  });

  it('lists message modules', async () => {
    await app.db.insertInto('qa_module').values({ name: '系统通知', sort: 1 }).execute();
    const res = await app.inject({ url: '/api/qa/module/list', headers: bearer(aliceToken) });
    expect(res.json().payload.row).toEqual([expect.objectContaining({ name: '系统通知' })]);
  });
});

describe('announcements', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    const user = await createFixtureAccount(app, { permissions: ['universal:message:basic'] });
    token = await signIn(app, user.account, user.password);
    const now = nowSeconds();
    // Every row names every column: SQLite has no DEFAULT inside a multi-row VALUES list.
    const base = { content: '正文', tags: '[]', status: 1, create_time: now, update_time: now };
    await app.db
      .insertInto('announcement')
      .values([
        {
          ...base,
          title: '已发布 100% 重要',
          tags: JSON.stringify([{ id: 1, name: '重要', color: 1 }]),
          publish_time: now - 10,
        },
        { ...base, title: '较早的公告', publish_time: now - 100 },
        { ...base, title: '定时未到', publish_time: now + 3600 },
        { ...base, title: '已下线', status: 0, publish_time: now - 5 },
      ])
      .execute();
  });
  afterAll(async () => app.close());

  it('lists published announcements newest first with their tags', async () => {
    const body = (
      await app.inject({ url: '/api/system/notice/list?page_index=1&page_size=10', headers: bearer(token) })
    ).json();
    expect(body.payload.paging_header.total_count).toBe(2);
    expect(body.payload.row[0]).toMatchObject({
      title: '已发布 100% 重要',
      tags: [{ id: 1, name: '重要', color: 1 }],
    });
  });

  it('treats % in the keyword literally', async () => {
    const body = (
      await app.inject({
        url: `/api/system/notice/list?keyword=${encodeURIComponent('100%')}`,
        headers: bearer(token),
      })
    ).json();
    expect(body.payload.row.map((r: { title: string }) => r.title)).toEqual(['已发布 100% 重要']);
  });

  it('answers the detail of a published one and 404 for the unpublished', async () => {
    const rows = await app.db.selectFrom('announcement').select(['id', 'title']).execute();
    const id = (t: string) => rows.find((r) => r.title === t)!.id;
    const ok = (
      await app.inject({ url: `/api/system/notice/detail?id=${id('较早的公告')}`, headers: bearer(token) })
    ).json();
    expect(ok.payload).toMatchObject({ title: '较早的公告', content: '正文', tags: [] });
    for (const hidden of ['定时未到', '已下线']) {
      expect(
        (await app.inject({ url: `/api/system/notice/detail?id=${id(hidden)}`, headers: bearer(token) }))
          .statusCode,
      ).toBe(404);
    }
  });
});
