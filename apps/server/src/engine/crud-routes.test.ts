import { defineResource, field, roleResource, sessionResource } from '@console/core';
import { describe, expect, it } from 'vitest';
import { redact } from './audit-log.js';
import { crudRoutes } from './crud-routes.js';
import { endpointsOf } from './endpoint-table.js';

const noop = { run: async () => undefined };

describe('crudRoutes wiring', () => {
  it('refuses an action without a handler, a handler without an action, and an action the log cannot name', () => {
    expect(() => crudRoutes(sessionResource)).toThrow(/action revoke has no handler/);
    expect(() => crudRoutes(roleResource, { actions: { revoke: noop } })).toThrow(/not in the definition/);
    const odd = defineResource({
      key: 'test/odd',
      table: 'odd',
      label: '测试',
      scope: 'merchant',
      permissions: { list: 'account:role:list', detail: 'account:role:list' },
      fields: { name: field.text({ label: '名称', sortable: true }) },
      list: { columns: ['name'], sort: ['name', 'asc'] },
      actions: { archive: { label: '归档', permission: 'account:role:update' } },
    });
    expect(() => crudRoutes(odd, { actions: { archive: noop } })).toThrow(/AUDIT_ACTION/);
  });

  it('derives write endpoints only for the codes a definition grants', () => {
    const readOnly = {
      ...roleResource,
      permissions: { list: roleResource.permissions.list, detail: roleResource.permissions.detail },
    };
    expect(endpointsOf(readOnly, {}, '/api').map((e) => e.operation)).toEqual(['list', 'detail']);
    expect(
      endpointsOf(sessionResource, { actions: { revoke: noop } }, '/api').map((e) => `${e.method} ${e.url}`),
    ).toEqual([
      'GET /api/account/session/list',
      'GET /api/account/session/detail',
      'PUT /api/account/session/revoke',
    ]);
  });
});

describe('audit snapshots', () => {
  it('drop write-only fields and hide anything named like a secret', () => {
    const json = redact(roleResource, {
      id: 1,
      name: '财务',
      api_secret: 's3cr3t',
      token_hash: 'abc',
      password: 'x',
    });
    expect(JSON.parse(json ?? '')).toEqual({
      id: 1,
      name: '财务',
      api_secret: '[已隐藏]',
      token_hash: '[已隐藏]',
      password: '[已隐藏]',
    });
    expect(redact(roleResource, undefined)).toBeNull();
  });
});
