import type { FastifyInstance } from 'fastify';
import { bearer, createFixtureAccount } from './account-fixture.js';
import { createPark } from './parking-fixture.js';
import { tokenFor } from './session-token.js';

export interface LedgerTenant {
  merchantId: number;
  managerId: number;
  token: string;
  parkId: number;
}

/**
 * A partner and its parking merchant with a 分账政策 of `rate` basis points (the partner's share),
 * the merchant holding `permissions` plus the developer tool (to drive cars through its lot).
 */
export async function createLedgerTenants(
  app: FastifyInstance,
  {
    rate = 1500,
    permissions = [],
    platformId,
  }: { rate?: number; permissions?: readonly string[]; platformId?: number } = {},
) {
  // Below a platform tenant when given (the platform then gets its share of strategies too).
  const partner = await createFixtureAccount(app, {
    permissions,
    kind: 'partner',
    ...(platformId !== undefined && { parentId: platformId }),
  });
  const merchant = await createFixtureAccount(app, {
    permissions: ['system:devtool:parking', ...permissions],
    kind: 'merchant',
    parentId: partner.merchantId,
  });
  await app.db
    .insertInto('customer_profit_policy')
    .values({
      merchant_id: merchant.merchantId,
      customer_id: merchant.merchantId,
      partner_rate: rate,
      settle_cycle: 1,
      min_settle_amount: 0,
      status: 1,
      effective_time: 0,
      update_time: 0,
    })
    .execute();
  const parkId = await createPark(app.db, merchant.merchantId);
  const tenant: LedgerTenant = {
    merchantId: merchant.merchantId,
    managerId: merchant.managerId,
    token: await tokenFor(app, merchant.managerId),
    parkId,
  };
  const partnerTenant = { ...partner, token: await tokenFor(app, partner.managerId) };
  return { merchant: tenant, partner: partnerTenant };
}

let plateSerial = 0;

/**
 * A car that entered `minutes` ago leaves `tenant`'s lot paying through the developer tool (by
 * default 移动支付 over 微信); returns the exit's answer (order_id, paid …).
 */
export async function payExit(
  app: FastifyInstance,
  tenant: LedgerTenant,
  {
    minutes = 50,
    pay_type = 2,
    pay_mode = 3,
  }: { minutes?: number; pay_type?: number; pay_mode?: number } = {},
) {
  plateSerial += 1;
  const plate = `粤L${String(10000 + plateSerial)}`;
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(tenant.token), payload });
  await post('/devtool/parking/entry', { park_id: tenant.parkId, plate, minutes_ago: minutes });
  const res = await post('/devtool/parking/exit', { park_id: tenant.parkId, plate, pay_type, pay_mode });
  const body = res.json();
  if (body.code !== 1001) throw new Error(`exit failed: ${res.body}`);
  return body.payload as { order_id: number; paid: number; fee: number };
}
