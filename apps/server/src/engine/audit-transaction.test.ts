import { roleResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleHooks } from '../modules/account/index.js';
import { bearer, createFixtureAccount } from '../test/account-fixture.js';
import { engineClient } from '../test/engine-client.js';
import { tokenFor } from '../test/session-token.js';
import { createTestApp } from '../test/test-app.js';
import { crudRoutes } from './crud-routes.js';

const CODES = ['account:role:list', 'account:role:create', 'account:role:update', 'account:role:delete'];

describe('a change and its audit row share one transaction', () => {
  let app: FastifyInstance;
  let token: string;
  let roles: ReturnType<typeof engineClient>;

  beforeAll(async () => {
    app = await createTestApp({
      // The real role resource, mounted a second time with a hook that fails after the change.
      extraRoutes: async (instance) => {
        const failing = crudRoutes(roleResource, {
          hooks: {
            ...roleHooks,
            async afterUpdate(ctx, args) {
              await roleHooks.afterUpdate?.(ctx, args);
              throw new Error('fails after the change');
            },
          },
        });
        await instance.register(failing, { prefix: '/api/failing' });
      },
    });
    const admin = await createFixtureAccount(app, { permissions: CODES });
    token = await tokenFor(app, admin.managerId);
    roles = engineClient(app, 'account/role');
  });
  afterAll(async () => app.close());

  const auditRows = async (rowId: number) =>
    (
      await app.db
        .selectFrom('audit_log')
        .select(['action', 'before_json', 'after_json'])
        .where('resource', '=', 'account/role')
        .where('row_id', '=', rowId)
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('keeps both when the change succeeds', async () => {
    const id = (await roles.create(token, { name: '原名', permissions: ['account:role:list'] })).json()
      .payload.id;
    expect((await roles.update(token, { id, name: '新名' })).json().code).toBe(1002);
    expect(await auditRows(id)).toEqual(['create', 'update']);
  });

  it('keeps neither when the request fails after the change', async () => {
    const id = (await roles.create(token, { name: '不变', permissions: ['account:role:list'] })).json()
      .payload.id;
    const res = await app.inject({
      method: 'PUT',
      url: '/api/failing/account/role/update',
      headers: bearer(token),
      payload: { id, name: '已改', permissions: [] },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 5000 });
    expect(res.body).not.toContain('fails after the change');
    expect((await roles.detail(token, id)).json().payload).toMatchObject({
      name: '不变',
      permissions: ['account:role:list'],
    });
    expect(await auditRows(id)).toEqual(['create']);
  });

  it('undoes the change when its audit row cannot be written', async () => {
    const id = (await roles.create(token, { name: '删不掉', permissions: [] })).json().payload.id;
    if (app.dbKind === 'sqlite') {
      await sql`create trigger audit_refuse before insert on audit_log when new.action = 'delete'
        begin select raise(abort, 'audit refused'); end`.execute(app.db);
    } else {
      await sql`create function audit_refuse() returns trigger language plpgsql as $$
        begin raise exception 'audit refused'; end $$`.execute(app.db);
      await sql`create trigger audit_refuse before insert on audit_log for each row
        when (new.action = 'delete') execute function audit_refuse()`.execute(app.db);
    }
    try {
      expect((await roles.remove(token, id)).statusCode).toBe(500);
    } finally {
      const drop =
        app.dbKind === 'sqlite'
          ? sql`drop trigger audit_refuse`
          : sql`drop trigger audit_refuse on audit_log`;
      await drop.execute(app.db);
    }
    expect((await roles.detail(token, id)).json().payload.name).toBe('删不掉');
    expect(await auditRows(id)).toEqual(['create']);
    expect((await roles.remove(token, id)).json().code).toBe(1002);
    expect(await auditRows(id)).toEqual(['create', 'delete']);
  });
});
