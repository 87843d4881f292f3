import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerTenants } from '../../test/ledger-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { ACCOUNT, balanceOf, unbalancedEntries } from './ledger.js';
import { chinaDay, DAY } from './ledger-day.js';
import { rateOf } from './ledger-fees.js';
import { runSettlement } from './ledger-settle.js';
import { recordTrade, refundTrade } from './ledger-trades.js';

/**
 * Whatever days of trades, refunds (before and after their trade is settled), policy changes and
 * settlement runs come in: the journal balances; every settlement's lines add up to its settled
 * amount and that to trades − refunds − fees − share + carried deficit, the share being the policy's
 * rate of trades less refunds; every trade and refund is settled once, none of a past day is left;
 * a merchant's unsettled balance is exactly its unsettled items. A fixed seed (override with
 * LEDGER_PROPERTY_SEED) makes a failure reproducible.
 */
const SEED = Number(process.env.LEDGER_PROPERTY_SEED ?? 20_261_127);
const DAYS = 12;

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let app: FastifyInstance;
const merchants: number[] = [];

beforeAll(async () => {
  app = await createTestApp();
  for (const rate of [0, 1500, 3333])
    merchants.push((await createLedgerTenants(app, { rate })).merchant.merchantId);
});
afterAll(async () => app.close());

async function mismatches(today: number): Promise<string[]> {
  const out: string[] = [];
  const unbalanced = await unbalancedEntries(app.db);
  if (unbalanced.length > 0) out.push(`unbalanced entries ${unbalanced.join(',')}`);
  const settlements = await app.db
    .selectFrom('settlement')
    .selectAll()
    .where('merchant_id', 'in', merchants)
    .execute();
  for (const s of settlements) {
    const lines = await app.db
      .selectFrom('settlement_line')
      .selectAll()
      .where('settlement_id', '=', s.id)
      .execute();
    const sum = (kind: string) =>
      lines.filter((l) => l.kind === kind).reduce((n, l) => n + Number(l.amount), 0);
    const formula =
      Number(s.trade_amount) -
      Number(s.refund_amount) -
      Number(s.fee_amount) -
      Number(s.share_amount) +
      Number(s.carry_amount);
    if (formula !== Number(s.settled_amount))
      out.push(`${s.settle_no}: formula ${formula} ≠ ${s.settled_amount}`);
    if (sum('trade') + sum('refund') + sum('fee') + sum('share') + sum('carry') !== Number(s.settled_amount))
      out.push(`${s.settle_no}: lines ≠ settled`);
    if (sum('trade') !== Number(s.trade_amount) || -sum('refund') !== Number(s.refund_amount))
      out.push(`${s.settle_no}: item sums`);
    if (-sum('fee') !== Number(s.fee_amount) || -sum('share') !== Number(s.share_amount))
      out.push(`${s.settle_no}: fee/share`);
    const share = rateOf(
      Math.max(0, Number(s.trade_amount) - Number(s.refund_amount)),
      Number(s.partner_rate),
    );
    if (share !== Number(s.share_amount)) out.push(`${s.settle_no}: share ${s.share_amount} ≠ ${share}`);
  }
  const left = await app.db
    .selectFrom('trade')
    .select('id')
    .where('merchant_id', 'in', merchants)
    .where('settlement_id', 'is', null)
    .where('trade_day', '<', today)
    .execute();
  if (left.length > 0) out.push(`${left.length} past trades unsettled`);
  for (const m of merchants) {
    const trades = await app.db
      .selectFrom('trade')
      .selectAll()
      .where('merchant_id', '=', m)
      .where('settlement_id', 'is', null)
      .execute();
    const refunds = await app.db
      .selectFrom('trade_refund')
      .selectAll()
      .where('merchant_id', '=', m)
      .where('settlement_id', 'is', null)
      .execute();
    const open =
      trades.reduce((n, t) => n + Number(t.amount) - Number(t.fee), 0) -
      refunds.reduce((n, r) => n + Number(r.amount), 0);
    const balance = -(await balanceOf(app.db, m, ACCOUNT.unsettled));
    if (open !== balance) out.push(`merchant ${m}: unsettled balance ${balance} ≠ open items ${open}`);
  }
  return out;
}

describe(`ledger property (seed ${SEED})`, () => {
  it('balances and settles every trade and refund exactly once over random days', async () => {
    const random = prng(SEED);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const start = chinaDay(1_800_000_000);
    let orderId = 0;
    const paidOrders: number[] = [];
    for (let d = 0; d < DAYS; d += 1) {
      const day = start + d * DAY;
      const events = 3 + Math.floor(random() * 8);
      for (let e = 0; e < events; e += 1) {
        const at = day + Math.floor(random() * (DAY - 1));
        const roll = random();
        if (roll < 0.6 || paidOrders.length === 0) {
          orderId += 1;
          await recordTrade(app.db, 'recharge_order', {
            id: orderId,
            merchant_id: pick(merchants),
            park_id: null,
            order_no: `R${SEED}${String(orderId).padStart(8, '0')}`,
            plate: null,
            business: 'recharge',
            pay_type: 2,
            pay_mode: pick([3, 4, 9]),
            paid_amount: 1 + Math.floor(random() * 20_000),
            pay_time: at,
          });
          paidOrders.push(orderId);
        } else if (roll < 0.85) {
          const id = pick(paidOrders);
          const trade = await app.db
            .selectFrom('trade')
            .select(['amount', 'refunded_amount', 'pay_time'])
            .where('source', '=', 'recharge_order')
            .where('order_id', '=', id)
            .executeTakeFirstOrThrow();
          const left = Number(trade.amount) - Number(trade.refunded_amount);
          // Sometimes more than remains: refused, nothing changes.
          const amount = random() < 0.2 ? left + 1 : 1 + Math.floor(random() * Math.max(1, left));
          const when = Math.max(at, Number(trade.pay_time));
          if (amount > left) {
            await expect(
              refundTrade(app.db, 'recharge_order', id, { amount, reason: null, at: when }),
            ).rejects.toThrow();
          } else await refundTrade(app.db, 'recharge_order', id, { amount, reason: null, at: when });
        } else {
          await app.db
            .updateTable('customer_profit_policy')
            .set({ partner_rate: Math.floor(random() * 5000) })
            .where('customer_id', '=', pick(merchants))
            .execute();
        }
      }
      // Some days the job does not run (or runs twice): T+1 catches up.
      if (random() < 0.7) {
        const today = day + DAY + 3600;
        await runSettlement(app.db, today);
        if (random() < 0.3) expect(await runSettlement(app.db, today)).toBe(0);
        expect(await mismatches(chinaDay(today)), `seed ${SEED}, day ${d}`).toEqual([]);
      }
    }
    const end = start + (DAYS + 1) * DAY + 3600;
    await runSettlement(app.db, end);
    expect(await mismatches(chinaDay(end)), `seed ${SEED}, end`).toEqual([]);
    // The run met the cases that matter: refunds settled after their trade, and policy shares.
    const late = await app.db
      .selectFrom('trade_refund as r')
      .innerJoin('trade as t', 't.id', 'r.trade_id')
      .select('r.id')
      .whereRef('r.settlement_id', '<>', 't.settlement_id')
      .execute();
    expect(late.length).toBeGreaterThan(0);
    const shared = await app.db.selectFrom('settlement').select('id').where('share_amount', '>', 0).execute();
    expect(shared.length).toBeGreaterThan(0);
  }, 120_000);
});
