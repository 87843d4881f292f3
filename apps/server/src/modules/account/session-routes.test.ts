import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { createAccount, createRole } from '../../seed/tenant-builder.js';
import { bearer } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { sessionFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

const ADMIN_CODES = ['account:sub-account:list', 'account:sub-account:update', 'account:logging:list'];

describe('account/session', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let sessions: ReturnType<typeof engineClient>;
  let member: { managerId: number; token: string; sessionId: number };

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, ADMIN_CODES);
    sessions = engineClient(app, 'account/session');
    const roleId = await createRole(
      app.db,
      tree.merchant.merchantId,
      '成员',
      ['account:sub-account:list'],
      nowSeconds(),
    );
    const managerId = await createAccount(
      app.db,
      {
        merchantId: tree.merchant.merchantId,
        account: 'session-member',
        name: '会话成员',
        password: '',
        passwordHash: 'x',
        isMain: false,
        roleIds: [roleId],
      },
      nowSeconds(),
    );
    const session = await sessionFor(app, managerId, { ip: '10.0.0.8', userAgent: 'Mozilla/5.0 测试' });
    member = { managerId, ...session };
  });
  afterAll(async () => app.close());

  const whoami = (token: string) =>
    app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(token) });

  it('lists the live sessions of the caller’s tenants with account and client, never the token hash', async () => {
    const res = await sessions.list(tree.merchant.token, { page_size: 50 });
    const rows = res.json().payload.row as Record<string, unknown>[];
    expect(rows).toContainEqual({
      id: member.sessionId,
      merchant_id: tree.merchant.merchantId,
      manager_id: member.managerId,
      account: 'session-member',
      name: '会话成员',
      ip: '10.0.0.8',
      user_agent: 'Mozilla/5.0 测试',
      create_time: expect.any(Number),
      last_seen_time: expect.any(Number),
      current: 0,
    });
    expect(res.body).not.toMatch(/token|hash/);
    expect(rows.every((row) => row.merchant_id === tree.merchant.merchantId)).toBe(true);
    const partnerView = (await sessions.list(tree.partner.token, { page_size: 50 })).json().payload.row;
    expect(partnerView.map((r: { id: number }) => r.id)).toContain(member.sessionId);
  });

  it('revokes a session: its next call answers 401, it leaves the list, and the change is logged', async () => {
    expect((await whoami(member.token)).statusCode).toBe(200);
    expect((await sessions.action(tree.outsider.token, 'revoke', { id: member.sessionId })).statusCode).toBe(
      404,
    );
    expect((await whoami(member.token)).statusCode).toBe(200);

    expect((await sessions.action(tree.merchant.token, 'revoke', { id: member.sessionId })).json().code).toBe(
      1002,
    );
    expect((await whoami(member.token)).statusCode).toBe(401);
    const ids = (await sessions.list(tree.merchant.token))
      .json()
      .payload.row.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(member.sessionId);
    expect((await sessions.action(tree.merchant.token, 'revoke', { id: member.sessionId })).statusCode).toBe(
      404,
    );

    const log = await engineClient(app, 'account/logging').list(tree.merchant.token, { action: 'revoke' });
    const [entry] = log.json().payload.row;
    expect(entry).toMatchObject({
      resource: 'account/session',
      row_id: member.sessionId,
      account: tree.merchant.account,
    });
    const detail = (await engineClient(app, 'account/logging').detail(tree.merchant.token, entry.id)).json()
      .payload;
    expect(JSON.parse(detail.before_json)).toMatchObject({ revoked_time: 0, account: 'session-member' });
    expect(JSON.parse(detail.after_json).revoked_time).toBeGreaterThan(0);
    expect(detail.before_json + detail.after_json).not.toMatch(/token_hash/);
  });

  it('marks the caller’s own session as current in the list, and only that one', async () => {
    const own = await sessionFor(app, tree.sibling.managerId);
    const rows = (await sessions.list(own.token, { page_size: 200 })).json().payload.row as {
      id: number;
      current: number;
    }[];
    expect(rows.filter((row) => row.current === 1).map((row) => row.id)).toEqual([own.sessionId]);
  });

  it('lets the caller end its own session', async () => {
    const own = await sessionFor(app, tree.sibling.managerId);
    expect((await sessions.action(own.token, 'revoke', { id: own.sessionId })).json().code).toBe(1002);
    expect((await whoami(own.token)).statusCode).toBe(401);
  });
});
