import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

type Db = Kysely<Database>;

/**
 * The accounts of the journal. Each line names the tenant it belongs to (merchant_id), so a
 * merchant's balances are sums of its own lines:
 * - channel_clearing: money held for the platform at the payment channel (an asset).
 * - merchant_unsettled: what the platform owes a merchant for trades not settled yet.
 * - merchant_settled: settled and owed, until the transfer pays it out.
 * - partner_payable: a partner's profit share (on the partner's own lines).
 * - advertiser_deposit: an advertiser tenant's prepaid money not spent yet (owed to it); which of
 *   its advertisers owns a posting is told by that advertiser's bill line (ad_bill.entry_id).
 * - platform_payable: the platform's profit share (on the platform tenant's lines).
 * - ad_provider_income: a traffic provider's share of what ads on its slots were charged (on the
 *   provider's lines), owed to it.
 * - ad_platform_income: the rest of what ads were charged, the platform's (on its tenant's lines).
 * - merchant_wallet: a merchant's wallet balance topped up by approved recharges (owed to it).
 */
export const ACCOUNT = {
  clearing: 'channel_clearing',
  unsettled: 'merchant_unsettled',
  settled: 'merchant_settled',
  partner: 'partner_payable',
  adDeposit: 'advertiser_deposit',
  platform: 'platform_payable',
  adProviderIncome: 'ad_provider_income',
  adPlatformIncome: 'ad_platform_income',
  wallet: 'merchant_wallet',
} as const;

export interface LedgerLine {
  account: string;
  merchant_id: number;
  debit?: number;
  credit?: number;
}

export interface LedgerEntry {
  merchant_id: number;
  kind:
    | 'trade'
    | 'fee'
    | 'refund'
    | 'share'
    | 'settle'
    | 'transfer'
    | 'ad_recharge'
    | 'ad_spend'
    | 'wallet_recharge';
  /** Unique per entry: posting the same key twice posts once (the second call returns false). */
  idem_key: string;
  memo?: string;
  lines: readonly LedgerLine[];
}

/** Moves `amount` from one account to another as a debit and a credit line (negative swaps them). */
export function move(
  from: { account: string; merchant_id: number },
  to: { account: string; merchant_id: number },
  amount: number,
): LedgerLine[] {
  if (amount === 0) return [];
  return amount > 0
    ? [
        { ...from, debit: amount },
        { ...to, credit: amount },
      ]
    : [
        { ...from, credit: -amount },
        { ...to, debit: -amount },
      ];
}

/**
 * Posts one balanced entry in the caller's transaction. Refused (nothing written) when a line is
 * not a non-negative integer number of fen or the debits and credits differ. An entry whose
 * idempotency key was posted before is not posted again: returns false.
 */
export async function post(db: Db, entry: LedgerEntry, at: number): Promise<boolean> {
  let debit = 0;
  let credit = 0;
  for (const line of entry.lines) {
    const d = line.debit ?? 0;
    const c = line.credit ?? 0;
    if (!Number.isSafeInteger(d) || !Number.isSafeInteger(c) || d < 0 || c < 0)
      throw new AppError(ApiCode.BUSINESS_RULE, '记账金额必须是非负整数（分）');
    debit += d;
    credit += c;
  }
  if (debit !== credit)
    throw new AppError(ApiCode.BUSINESS_RULE, `记账借贷不平：借 ${debit} 分，贷 ${credit} 分`);
  if (entry.lines.length === 0) return false;
  const inserted = await db
    .insertInto('ledger_entry')
    .values({
      merchant_id: entry.merchant_id,
      kind: entry.kind,
      idem_key: entry.idem_key,
      memo: entry.memo ?? null,
      create_time: at,
    })
    .onConflict((oc) => oc.column('idem_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await db
    .insertInto('ledger_line')
    .values(
      entry.lines.map((line) => ({
        entry_id: Number(inserted.id),
        account: line.account,
        merchant_id: line.merchant_id,
        debit: line.debit ?? 0,
        credit: line.credit ?? 0,
      })),
    )
    .execute();
  return true;
}

/** A tenant's balance of one account: debits less credits (negative for a liability it is owed). */
export async function balanceOf(db: Db, merchantId: number, account: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_line')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('debit'), eb.lit(0)).as('d'),
      eb.fn.coalesce(eb.fn.sum<number>('credit'), eb.lit(0)).as('c'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return Number(row.d) - Number(row.c);
}

/** Entries whose debits and credits differ (empty when the journal balances). */
export async function unbalancedEntries(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_line')
    .select([
      'entry_id',
      (eb) => eb.fn.sum<number>('debit').as('d'),
      (eb) => eb.fn.sum<number>('credit').as('c'),
    ])
    .groupBy('entry_id')
    .execute();
  return rows.filter((r) => Number(r.d) !== Number(r.c)).map((r) => Number(r.entry_id));
}

/**
 * Runs `work` in a transaction of its own, or in the caller's when `db` already is one (the demo
 * seed runs the settlement inside its single transaction).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
