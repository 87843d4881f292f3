import { ALL_PERMISSION_CODES } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount } from '../test/account-fixture.js';
import { tokenFor } from '../test/session-token.js';
import { createTestApp } from '../test/test-app.js';

const LOOSE_NUMBERS = ['1e400', 'Infinity', 'NaN', '0x10', '20.0', '-0', '9007199254740993', '1e3'];

/** Issue 12, points 5 and 6: numbers are numbers and text is text, never a 500. */
describe('input shapes', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    const admin = await createFixtureAccount(app, { permissions: ALL_PERMISSION_CODES, kind: 'platform' });
    token = await tokenFor(app, admin.managerId);
  });
  afterAll(async () => app.close());

  const get = (url: string) => app.inject({ url, headers: bearer(token) });
  const send = (method: 'POST' | 'PUT', url: string, json: string, auth = true) =>
    app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...(auth && bearer(token)) },
      payload: json,
    });
  const expectRefused = (
    res: { statusCode: number; json(): { code: number; message: string } },
    field: string,
  ) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1400);
    expect(res.json().message).toContain(field);
  };

  it.each(LOOSE_NUMBERS)(
    'refuses page_index=%s on a list and id=%s on a detail, naming the field',
    async (value) => {
      expectRefused(await get(`/api/account/role/list?page_index=${value}`), 'page_index');
      expectRefused(await get(`/api/qa/message/list?page_index=${value}`), 'page_index');
      expectRefused(await get(`/api/account/role/detail?id=${value}`), 'id');
    },
  );

  it.each(['1e400', '20.0', '-0', '9007199254740993', '2e1', '-0.0'])(
    'refuses the JSON number %s in a body, naming the field',
    async (value) => {
      expectRefused(await send('PUT', '/api/account/role/update', `{"id":${value},"name":"x"}`), 'id');
      expectRefused(
        await send('POST', '/api/account/role/create', `{"name":"角色","items":[{"n":${value}}]}`),
        'items[0].n',
      );
    },
  );

  it('refuses a number sent as text in a body integer field when it is not a plain integer', async () => {
    expectRefused(await send('PUT', '/api/account/role/update', '{"id":"1e400","name":"x"}'), 'id');
  });

  it('still takes plain integers and decimals where they belong', async () => {
    expect((await get('/api/account/role/list?page_index=1&page_size=20')).statusCode).toBe(200);
    const created = await send('POST', '/api/account/role/create', '{"name":"正常角色"}');
    expect(created.json().code).toBe(1001);
  });

  it.each(['\u0000', '\u0001', '\u001b', '\u007f'])(
    'refuses the control character %j in text, signed in or not',
    async (char) => {
      const text = JSON.stringify(`a${char}b`);
      expectRefused(await send('POST', '/api/login', `{"account":${text},"password":"x"}`, false), 'account');
      expectRefused(await send('POST', '/api/account/role/create', `{"name":${text}}`), 'name');
      expectRefused(await get(`/api/account/role/list?name=${encodeURIComponent(`a${char}b`)}`), 'name');
      expectRefused(await send('POST', '/api/account/role/create', `{${text}:"x","name":"y"}`), '请求体');
    },
  );

  it('keeps tabs and line breaks, which multi-line text holds', async () => {
    const res = await send(
      'POST',
      '/api/account/role/create',
      JSON.stringify({ name: '换行角色', description: 'a\tb\r\nc' }),
    );
    expect(res.json().code).toBe(1001);
  });
});
