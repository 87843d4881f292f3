import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ACCOUNT, inTransaction, move, post } from './ledger.js';
import { chinaDay, DAY, dayStamp } from './ledger-day.js';
import { beneficiariesOf, planShares, postShares } from './ledger-shares.js';

type Db = Kysely<Database>;

export interface SettleOptions {
  /** Settle as if this instant had come (the developer tool's 模拟次日结算); `now` still stamps rows. */
  asOf?: number;
  /** Test hook: called after each merchant-day is committed (a throw simulates a crash mid-run). */
  afterEach?: (merchantId: number, day: number) => void;
}

/**
 * The T+1 settlement run: every (merchant, China day) before today that still has unsettled trades
 * or refunds is settled, oldest first, each in its own transaction. Rerunning (twice, or after a
 * crash between merchants) settles nothing twice: a merchant-day already settled has its row
 * (unique merchant + day), and every trade, refund and carried deficit can be a settlement line
 * only once (unique kind + ref id). Returns how many settlements were written.
 */
export async function runSettlement(db: Db, now: number, options: SettleOptions = {}): Promise<number> {
  const today = chinaDay(options.asOf ?? now);
  const trades = await db
    .selectFrom('trade')
    .select(['merchant_id', 'trade_day as day'])
    .where('settlement_id', 'is', null)
    .where('trade_day', '<', today)
    .distinct()
    .execute();
  const refunds = await db
    .selectFrom('trade_refund')
    .select(['merchant_id', 'refund_day as day'])
    .where('settlement_id', 'is', null)
    .where('refund_day', '<', today)
    .distinct()
    .execute();
  // An item of a day its merchant has settled already (written late, or settled ahead by the
  // developer tool) goes to the merchant's next day, once that day is over.
  const last = new Map<number, number>();
  const merchantIds = [...new Set([...trades, ...refunds].map((row) => Number(row.merchant_id)))];
  for (let i = 0; i < merchantIds.length; i += 500) {
    const rows = await db
      .selectFrom('settlement')
      .select(['merchant_id', (eb) => eb.fn.max('settle_day').as('day')])
      .where('merchant_id', 'in', merchantIds.slice(i, i + 500))
      .groupBy('merchant_id')
      .execute();
    for (const row of rows) last.set(Number(row.merchant_id), Number(row.day));
  }
  const due = new Map<string, { merchantId: number; day: number }>();
  for (const row of [...trades, ...refunds]) {
    const merchantId = Number(row.merchant_id);
    const settled = last.get(merchantId);
    const day = settled !== undefined && Number(row.day) <= settled ? settled + DAY : Number(row.day);
    if (day < today) due.set(`${day}:${merchantId}`, { merchantId, day });
  }
  const ordered = [...due.values()].sort((a, b) => a.day - b.day || a.merchantId - b.merchantId);
  let written = 0;
  for (const { merchantId, day } of ordered) {
    const id = await inTransaction(db, (trx) => settleMerchantDay(trx, merchantId, day, now));
    if (id !== null) written += 1;
    options.afterEach?.(merchantId, day);
  }
  return written;
}

/**
 * Settles one merchant's day in the caller's transaction: its unsettled trades of the day (and any
 * earlier day missed), refunds made by then, the trades' channel fees, the partner's share of what
 * the day's trades less refunds brought in, and any deficit of an earlier settlement not yet made
 * good. settled = trades − refunds − fees − share + carry, every term a line. Returns null when the
 * day was settled before.
 */
export async function settleMerchantDay(db: Db, merchantId: number, day: number, now: number) {
  const { partnerId } = await beneficiariesOf(db, merchantId);
  const settleNo = `S${dayStamp(day)}${String(merchantId).padStart(8, '0')}`;
  const inserted = await db
    .insertInto('settlement')
    .values({
      merchant_id: merchantId,
      settle_no: settleNo,
      settle_day: day,
      trade_count: 0,
      trade_amount: 0,
      refund_amount: 0,
      fee_amount: 0,
      share_amount: 0,
      carry_amount: 0,
      settled_amount: 0,
      partner_id: partnerId,
      partner_rate: 0,
      create_time: now,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'settle_day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const settlementId = Number(inserted.id);
  const end = day + 86_400;

  const trades = await db
    .selectFrom('trade')
    .select(['id', 'trade_no', 'amount', 'fee', 'business'])
    .where('merchant_id', '=', merchantId)
    .where('settlement_id', 'is', null)
    .where('trade_day', '<', end)
    .orderBy('id')
    .execute();
  const refunds = await db
    .selectFrom('trade_refund')
    .select(['id', 'refund_no', 'amount', 'business'])
    .where('merchant_id', '=', merchantId)
    .where('settlement_id', 'is', null)
    .where('refund_day', '<', end)
    .orderBy('id')
    .execute();
  // A deficit (an earlier settlement below zero, e.g. a refund after its trade was settled) that
  // no settlement has made good yet.
  const deficits = await db
    .selectFrom('settlement as s')
    .select(['s.id', 's.settle_no', 's.settled_amount'])
    .where('s.merchant_id', '=', merchantId)
    .where('s.settled_amount', '<', 0)
    .where('s.id', '<>', settlementId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('settlement_line as l')
            .select('l.id')
            .where('l.kind', '=', 'carry')
            .whereRef('l.ref_id', '=', 's.id'),
        ),
      ),
    )
    .orderBy('s.id')
    .execute();

  const tradeAmount = trades.reduce((n, t) => n + Number(t.amount), 0);
  const feeAmount = trades.reduce((n, t) => n + Number(t.fee), 0);
  const refundAmount = refunds.reduce((n, r) => n + Number(r.amount), 0);
  const carryAmount = deficits.reduce((n, d) => n + Number(d.settled_amount), 0);
  // The shares are what the strategy (or 分账设置) in force on the settled day says, per business.
  const { shares } = await planShares(db, merchantId, day, { trades, refunds });
  const shareAmount = shares.reduce((n, s) => n + s.amount, 0);
  // The provider's rate on the day's main business (the largest base), shown on the settlement.
  const main = shares
    .filter((s) => s.role === 1)
    .sort((a, b) => b.base - a.base || a.business - b.business)[0];
  const settledAmount = tradeAmount - refundAmount - feeAmount - shareAmount + carryAmount;

  type Line = { kind: string; ref_id: number; ref_no: string | null; amount: number };
  const lines: Line[] = [
    ...trades.flatMap((t): Line[] => [
      { kind: 'trade', ref_id: Number(t.id), ref_no: t.trade_no, amount: Number(t.amount) },
      { kind: 'fee', ref_id: Number(t.id), ref_no: t.trade_no, amount: -Number(t.fee) },
    ]),
    ...refunds.map((r): Line => ({
      kind: 'refund',
      ref_id: Number(r.id),
      ref_no: r.refund_no,
      amount: -Number(r.amount),
    })),
    ...deficits.map((d): Line => ({
      kind: 'carry',
      ref_id: Number(d.id),
      ref_no: d.settle_no,
      amount: Number(d.settled_amount),
    })),
  ];
  const posted = await postShares(
    db,
    { id: settlementId, settle_no: settleNo, settle_day: day, merchant_id: merchantId },
    shares,
    now,
  );
  for (const share of posted)
    lines.push({ kind: 'share', ref_id: share.id, ref_no: share.share_no, amount: -share.amount });
  const CHUNK = 200;
  for (let i = 0; i < lines.length; i += CHUNK) {
    await db
      .insertInto('settlement_line')
      .values(
        lines
          .slice(i, i + CHUNK)
          .map((l) => ({ ...l, settlement_id: settlementId, merchant_id: merchantId, create_time: now })),
      )
      .execute();
  }
  const tradeIds = trades.map((t) => Number(t.id));
  for (let i = 0; i < tradeIds.length; i += CHUNK)
    await db
      .updateTable('trade')
      .set({ settlement_id: settlementId })
      .where('id', 'in', tradeIds.slice(i, i + CHUNK))
      .where('settlement_id', 'is', null)
      .execute();
  const refundIds = refunds.map((r) => Number(r.id));
  for (let i = 0; i < refundIds.length; i += CHUNK)
    await db
      .updateTable('trade_refund')
      .set({ settlement_id: settlementId })
      .where('id', 'in', refundIds.slice(i, i + CHUNK))
      .where('settlement_id', 'is', null)
      .execute();
  await db
    .updateTable('settlement')
    .set({
      trade_count: trades.length,
      trade_amount: tradeAmount,
      refund_amount: refundAmount,
      fee_amount: feeAmount,
      share_amount: shareAmount,
      partner_rate: main?.rate ?? 0,
      carry_amount: carryAmount,
      settled_amount: settledAmount,
      // Nothing to pay (zero or a deficit carried to the next settlement): no transfer is due.
      transfer_status: 0,
    })
    .where('id', '=', settlementId)
    .execute();

  const unsettled = { account: ACCOUNT.unsettled, merchant_id: merchantId };
  // What the day's items left unsettled becomes settled (the carried deficit is there already).
  await post(
    db,
    {
      merchant_id: merchantId,
      kind: 'settle',
      idem_key: `settle:${settlementId}`,
      lines: move(
        unsettled,
        { account: ACCOUNT.settled, merchant_id: merchantId },
        settledAmount - carryAmount,
      ),
    },
    now,
  );
  return settlementId;
}
