import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount, signIn } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';

describe('storage/kv', () => {
  let app: FastifyInstance;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    app = await createTestApp();
    const a = await createFixtureAccount(app, { permissions: [] });
    const b = await createFixtureAccount(app, { permissions: [] });
    alice = await signIn(app, a.account, a.password);
    bob = await signIn(app, b.account, b.password);
  });
  afterAll(async () => app.close());

  const put = (token: string, key: string, value: unknown) =>
    app.inject({ method: 'PUT', url: '/api/storage/kv', headers: bearer(token), payload: { key, value } });
  const listOf = async (token: string, prefix = '') =>
    (
      await app.inject({
        url: `/api/storage/kv/list?prefix=${encodeURIComponent(prefix)}`,
        headers: bearer(token),
      })
    ).json().payload.row as { key: string; value: unknown; update_time: number }[];

  it('stores, lists by prefix, overwrites and deletes the caller’s values', async () => {
    const columns = { hidden: ['amount'], order: ['plate', 'status'], widths: { plate: 120 } };
    expect((await put(alice, 'table:parking-record/columns', columns)).json().code).toBe(1002);
    expect((await put(alice, 'table:parking_order/columns', [1, 'a', null])).json().code).toBe(1002);
    expect((await put(alice, 'theme', 'dark')).json().code).toBe(1002);

    const tables = await listOf(alice, 'table:');
    expect(tables.map((r) => r.key)).toEqual(['table:parking-record/columns', 'table:parking_order/columns']);
    expect(tables[0]).toEqual({
      key: 'table:parking-record/columns',
      value: columns,
      update_time: expect.any(Number),
    });
    // _ in a prefix is a character, not LIKE's "any one character".
    expect((await listOf(alice, 'table:parking_')).map((r) => r.key)).toEqual([
      'table:parking_order/columns',
    ]);

    await put(alice, 'theme', { mode: 'light' });
    expect((await listOf(alice, 'theme'))[0]?.value).toEqual({ mode: 'light' });

    const del = await app.inject({
      method: 'DELETE',
      url: '/api/storage/kv',
      headers: bearer(alice),
      payload: { key: 'theme' },
    });
    expect(del.json().code).toBe(1002);
    expect(await listOf(alice, 'theme')).toEqual([]);
  });

  it('keeps each user’s keys to that user', async () => {
    await put(alice, 'shared:key', 'alice');
    await put(bob, 'shared:key', 'bob');
    expect((await listOf(bob)).map((r) => [r.key, r.value])).toEqual([['shared:key', 'bob']]);
    await app.inject({
      method: 'DELETE',
      url: '/api/storage/kv',
      headers: bearer(bob),
      payload: { key: 'shared:key' },
    });
    expect((await listOf(alice, 'shared:'))[0]?.value).toBe('alice');
  });

  it('refuses a value over 64 KB and a malformed key', async () => {
    const big = await put(alice, 'big', 'x'.repeat(64 * 1024));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 1413, message: '设置内容不能超过 64KB' });
    expect((await put(alice, 'bad key!', 1)).json().code).toBe(1400);
    expect((await put(alice, 'k'.repeat(129), 1)).json().code).toBe(1400);
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/storage/kv',
      headers: bearer(alice),
      payload: { key: 'a' },
    });
    expect(missing.json().code).toBe(1400);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/storage/kv/list' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/storage/kv', payload: { key: 'a', value: 1 } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/storage/kv', payload: { key: 'a' } })).statusCode,
    ).toBe(401);
  });
});
