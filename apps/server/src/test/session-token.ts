import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { ACCESS_TOKEN_TTL_S } from '../platform/auth/access-token.js';
import { issueToken } from '../platform/auth/login-service.js';
import { insertSession } from '../platform/auth/session-repository.js';

/**
 * A live session for an account without the sign-in endpoint: the same row sign-in writes, minus
 * argon2 and the per-IP sign-in limit, which tests that need dozens of callers would otherwise hit.
 */
export async function sessionFor(
  app: FastifyInstance,
  managerId: number,
  client: { ip?: string; userAgent?: string } = {},
): Promise<{ token: string; sessionId: number }> {
  const manager = await app.db
    .selectFrom('manager')
    .select('merchant_id')
    .where('id', '=', managerId)
    .executeTakeFirstOrThrow();
  const now = nowSeconds();
  const { value, hash } = issueToken();
  const sessionId = await insertSession(app.db, {
    token_hash: hash,
    manager_id: managerId,
    merchant_id: manager.merchant_id,
    app_id: '',
    ip: client.ip ?? '127.0.0.1',
    user_agent: client.userAgent ?? 'vitest',
    create_time: now,
    expire_time: now + ACCESS_TOKEN_TTL_S,
  });
  return { token: value, sessionId };
}

export async function tokenFor(app: FastifyInstance, managerId: number): Promise<string> {
  return (await sessionFor(app, managerId)).token;
}
