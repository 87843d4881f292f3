import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount, signIn } from '../test/account-fixture.js';
import { engineClient } from '../test/engine-client.js';
import { createTestApp } from '../test/test-app.js';

/**
 * Issue 14: an error names a field by the label its definition gives it, never by its wire name
 * ("账号 clerk 已存在", not "账号已存在 / account：clerk"), whichever check refuses the input.
 */
describe('field labels in error messages', () => {
  let app: FastifyInstance;
  let token: string;
  let account: string;
  const roles = () => engineClient(app, 'account/role');
  const accounts = () => engineClient(app, 'account/sub-account');

  beforeAll(async () => {
    app = await createTestApp();
    const fixture = await createFixtureAccount(app, {
      permissions: ['account:role:create', 'account:sub-account:create', 'account:sub-account:list'],
    });
    account = fixture.account;
    token = await signIn(app, fixture.account, fixture.password);
  });
  afterAll(async () => app.close());

  it('names a taken unique value by its label', async () => {
    const res = await accounts().create(token, {
      account,
      name: '重名',
      password: 'Abcd1234!',
      role_ids: [],
    });
    expect(res.json()).toMatchObject({ code: 1409, message: `账号 ${account} 已存在` });
    expect(res.body).not.toContain('account：');
  });

  it('gives the definition check’s hint the field label', async () => {
    const res = await roles().create(token, { name: '坏角色', permissions: ['nope:nope:nope'] });
    expect(res.json()).toMatchObject({ code: 1400, message: '权限标识不存在', hint: '权限：nope:nope:nope' });
  });

  it('names a schema failure by the schema title the definition gave it', async () => {
    const res = await accounts().create(token, {
      account: 'long.name',
      name: '长'.repeat(65),
      password: 'Abcd1234!',
    });
    expect(res.json()).toMatchObject({ code: 1400, message: '姓名不正确' });
  });

  it('names a control character by the field label too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/sub-account/create',
      headers: bearer(token),
      payload: { account: 'ok.name', name: '控\u0007制', password: 'Abcd1234!' },
    });
    expect(res.json()).toMatchObject({ code: 1400, hint: '字段：姓名' });
  });
});
