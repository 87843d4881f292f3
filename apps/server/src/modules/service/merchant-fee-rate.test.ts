import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { bearer } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { createLedgerTenants, payExit, type LedgerTenant } from '../../test/ledger-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { ACCOUNT, balanceOf, DAY, runSettlement, unbalancedEntries } from '../settlement/index.js';

const CODES = [
  'payment:channel:view',
  'payment:fee-rate:update',
  'payment:channel-apply:create',
  'payment:channel-apply:list',
  'payment:channel-apply:detail',
];

let app: FastifyInstance;
let merchant: LedgerTenant;
let partner: { merchantId: number; token: string };
const rates = () => engineClient(app, 'service/payment/merchant-fee-rate');
const tradeOf = (orderId: number) =>
  app.db
    .selectFrom('trade')
    .selectAll()
    .where('source', '=', 'payment_order')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  app = await createTestApp();
  const tenants = await createLedgerTenants(app, { rate: 0, permissions: CODES });
  merchant = tenants.merchant;
  partner = tenants.partner;
}, 120_000);
afterAll(async () => app.close());

describe('渠道费率 of a 支付商户', () => {
  it('charges a merchant its own 支付宝 rate, the other channel its standard one, and the journal balances', async () => {
    // 0.60 % on 支付宝 for this merchant, set by its partner.
    const set = await rates().create(partner.token, {
      merchant_id: merchant.merchantId,
      channel: 1,
      fee_rate: 60,
    });
    expect(set.json().code, set.json().message).toBe(1001);

    const alipay = await payExit(app, merchant, { minutes: 110, pay_mode: 4 }); // ¥10 支付宝
    expect(await tradeOf(alipay.order_id)).toMatchObject({ amount: 1000, fee_rate: 60, fee: 6 });
    const wechat = await payExit(app, merchant, { minutes: 110, pay_mode: 3 }); // ¥10 微信: standard 0.38 %
    expect(await tradeOf(wechat.order_id)).toMatchObject({ amount: 1000, fee_rate: 38, fee: 4 });
    expect(await unbalancedEntries(app.db)).toEqual([]);

    // Another merchant of another partner, without a rate of its own, pays the standard 支付宝 rate.
    const other = (await createLedgerTenants(app, { rate: 0 })).merchant;
    const standard = await payExit(app, other, { minutes: 110, pay_mode: 4 });
    expect(await tradeOf(standard.order_id)).toMatchObject({ fee_rate: 38, fee: 4 });

    // The settlement posts what the trades were charged: 2000 − 6 − 4.
    await runSettlement(app.db, nowSeconds() + DAY);
    const settlement = await app.db
      .selectFrom('settlement')
      .selectAll()
      .where('merchant_id', '=', merchant.merchantId)
      .executeTakeFirstOrThrow();
    expect(settlement).toMatchObject({ trade_amount: 2000, fee_amount: 10, settled_amount: 1990 });
    expect(await balanceOf(app.db, merchant.merchantId, ACCOUNT.unsettled)).toBe(0);
    expect(await unbalancedEntries(app.db)).toEqual([]);
  });

  it('a changed rate applies to later trades only; one rate per channel', async () => {
    const row = await app.db
      .selectFrom('payment_merchant_fee_rate')
      .select('id')
      .where('merchant_id', '=', merchant.merchantId)
      .executeTakeFirstOrThrow();
    const before = await payExit(app, merchant, { minutes: 50, pay_mode: 4 }); // ¥5 at 0.60 %
    const changed = await rates().update(partner.token, { id: Number(row.id), fee_rate: 20 });
    expect(changed.json().code, changed.json().message).toBe(1002);
    const after = await payExit(app, merchant, { minutes: 50, pay_mode: 4 }); // ¥5 at 0.20 %
    expect(await tradeOf(before.order_id)).toMatchObject({ fee_rate: 60, fee: 3 });
    expect(await tradeOf(after.order_id)).toMatchObject({ fee_rate: 20, fee: 1 });
    const again = await rates().create(partner.token, {
      merchant_id: merchant.merchantId,
      channel: 1,
      fee_rate: 10,
    });
    expect(again.json().code).toBe(1409);
    expect(await unbalancedEntries(app.db)).toEqual([]);
  });

  it('refuses a merchant setting its own rate, or a rate over 10 %, and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('payment_merchant_fee_rate')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n = await count();
    const own = await rates().create(merchant.token, { channel: 2, fee_rate: 1 });
    expect([403, 409]).toContain(own.statusCode);
    const tooHigh = await rates().create(partner.token, {
      merchant_id: merchant.merchantId,
      channel: 2,
      fee_rate: 1001,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toMatch(/费率/);
    expect(await count()).toBe(n);
  });
});

describe('支付渠道进件 opened by the partner', () => {
  it('picks one of its merchants and opens a draft for it; another partner’s merchant is refused', async () => {
    const picker = await app.inject({
      url: '/api/service/payment/channel-apply/merchants',
      headers: bearer(partner.token),
    });
    expect(picker.json().code).toBe(1001);
    const ids = (picker.json().payload.row as { id: number }[]).map((m) => m.id);
    expect(ids).toContain(merchant.merchantId);
    expect(ids).not.toContain(partner.merchantId);

    const applies = engineClient(app, 'service/payment/channel-apply');
    const made = await applies.create(partner.token, { merchant_id: merchant.merchantId, channel: 2 });
    expect(made.json().code, made.json().message).toBe(1001);
    const row = await app.db
      .selectFrom('channel_application')
      .select(['merchant_id', 'status', 'channel'])
      .where('id', '=', Number(made.json().payload.id))
      .executeTakeFirstOrThrow();
    expect([Number(row.merchant_id), Number(row.status), Number(row.channel)]).toEqual([
      merchant.merchantId,
      0,
      2,
    ]);

    const stranger = (await createLedgerTenants(app, { rate: 0 })).merchant;
    const foreign = await applies.create(partner.token, { merchant_id: stranger.merchantId, channel: 1 });
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
    expect(foreign.statusCode).toBeLessThan(500);
    const search = await app.inject({
      url: `/api/service/payment/channel-apply/merchants?keyword=${encodeURIComponent('不存在的商户')}`,
      headers: bearer(partner.token),
    });
    expect(search.json().payload.row).toEqual([]);
  });
});
