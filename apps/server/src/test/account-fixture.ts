import { ALL_PRODUCT_CODES } from '@console/core';
import type { FastifyInstance } from 'fastify';
import type { TenantKind } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';
import { createAccount, createRole, createTenant } from '../seed/tenant-builder.js';

let counter = 0;

export interface FixtureAccount {
  account: string;
  password: string;
  managerId: number;
  merchantId: number;
  merchantNo: string;
}

/**
 * A tenant with one account holding exactly the given permissions and products. Without `products`
 * it holds every product, so a test about permissions is not limited by products by accident.
 */
export async function createFixtureAccount(
  app: FastifyInstance,
  options: {
    permissions: readonly string[];
    products?: readonly string[];
    kind?: TenantKind;
    parentId?: number;
    isMain?: boolean;
  },
): Promise<FixtureAccount> {
  counter += 1;
  const now = nowSeconds();
  const suffix = `${process.pid}${counter}`;
  const merchantNo = `T${suffix}`;
  const tenant = await createTenant(
    app.db,
    {
      merchantNo,
      name: `测试商户${counter}`,
      kind: options.kind ?? 'merchant',
      parentId: options.parentId ?? null,
      products: options.products ?? ALL_PRODUCT_CODES,
    },
    now,
  );
  const roleId = await createRole(app.db, tenant.id, `测试角色${counter}`, options.permissions, now);
  const account = `user${suffix}`;
  const password = 'Test@2026x';
  const managerId = await createAccount(
    app.db,
    {
      merchantId: tenant.id,
      account,
      name: `测试用户${counter}`,
      password,
      isMain: options.isMain ?? true,
      roleIds: [roleId],
    },
    now,
  );
  return { account, password, managerId, merchantId: tenant.id, merchantNo };
}

/** Signs in through the real endpoint (captcha off in test apps) and answers the bearer token. */
export async function signIn(app: FastifyInstance, account: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { account, password } });
  const body = res.json();
  if (body.code !== 1001) throw new Error(`sign-in failed: ${res.body}`);
  return body.payload.access_token.value as string;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
