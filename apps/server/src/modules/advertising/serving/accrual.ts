import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { ACCOUNT, move, post } from '../../settlement/index.js';
import { inTransaction } from './in-transaction.js';

type Db = Kysely<Database>;

/** The platform tenant (the root of the tenant tree): whose lines hold the platform's ad income. */
async function platformId(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('merchant')
    .select('id')
    .where('kind', '=', 'platform')
    .orderBy('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export interface AccrualResult {
  /** Journal entries posted. */
  entries: number;
  /** Whole fen moved off advertiser deposits. */
  spent: number;
  /** Whole fen of that to providers' income. */
  income: number;
}

/**
 * Posts what the counted events add up to and was not posted yet, per plan, slot and provider, in
 * whole fen: the advertiser's deposit pays the spend into the platform's ad income, which pays the
 * provider its share; an advertiser bill line (kind 2) names the spend. The fraction of a fen stays
 * in the accrual row for the next run, so the postings always equal the events' sums rounded down.
 * Each row moves by a conditional update from what was read to what is posted, and the entry is
 * keyed by the row and its new totals, so two runs at once post each fen once.
 */
export async function accrueAdSpend(db: Db, now: number): Promise<AccrualResult> {
  const due = await db
    .selectFrom('ad_spend_accrual')
    .selectAll()
    .where(
      sql<boolean>`cost_milli >= posted_fen * 1000 + 1000 or income_milli >= income_posted_fen * 1000 + 1000`,
    )
    .execute();
  const result: AccrualResult = { entries: 0, spent: 0, income: 0 };
  const platform = await platformId(db);
  if (platform === null) return result;
  for (const row of due) {
    const postedFen = Number(row.posted_fen);
    const incomePostedFen = Number(row.income_posted_fen);
    const spendFen = Math.floor(Number(row.cost_milli) / 1000);
    const incomeFen = Math.floor(Number(row.income_milli) / 1000);
    const spend = spendFen - postedFen;
    const income = incomeFen - incomePostedFen;
    if (spend <= 0 && income <= 0) continue;
    const posted = await inTransaction(db, async (trx) => {
      const moved = await trx
        .updateTable('ad_spend_accrual')
        .set({ posted_fen: spendFen, income_posted_fen: incomeFen })
        .where('id', '=', row.id)
        .where('posted_fen', '=', postedFen)
        .where('income_posted_fen', '=', incomePostedFen)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      const advertiserTenant = Number(row.merchant_id);
      const providerId = Number(row.provider_key);
      const slot = await trx
        .selectFrom('ad_slot')
        .select('slot_code')
        .where('id', '=', row.slot_id)
        .executeTakeFirst();
      const idemKey = `ad-spend:${row.id}:${spendFen}:${incomeFen}`;
      const lines = [
        ...move(
          { account: ACCOUNT.adDeposit, merchant_id: advertiserTenant },
          { account: ACCOUNT.adPlatformIncome, merchant_id: platform },
          spend,
        ),
        ...(providerId > 0
          ? move(
              { account: ACCOUNT.adPlatformIncome, merchant_id: platform },
              { account: ACCOUNT.adProviderIncome, merchant_id: providerId },
              income,
            )
          : []),
      ];
      if (lines.length === 0) return false;
      const fresh = await post(
        trx,
        {
          merchant_id: advertiserTenant,
          kind: 'ad_spend',
          idem_key: idemKey,
          memo: `广告消耗 计划 ${row.plan_id} 广告位 ${slot?.slot_code ?? row.slot_id}`,
          lines,
        },
        now,
      );
      if (!fresh) return false;
      if (spend > 0) {
        const entry = await trx
          .selectFrom('ledger_entry')
          .select('id')
          .where('idem_key', '=', idemKey)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ad_bill')
          .values({
            merchant_id: advertiserTenant,
            advertiser_id: Number(row.advertiser_id),
            entry_id: Number(entry.id),
            kind: 2,
            amount: -spend,
            ref_no: slot?.slot_code ?? null,
            memo: '广告消耗',
            plan_id: Number(row.plan_id),
            slot_id: Number(row.slot_id),
            create_time: now,
          })
          .execute();
      }
      return true;
    });
    if (posted) {
      result.entries += 1;
      result.spent += Math.max(spend, 0);
      result.income += Math.max(income, 0);
    }
  }
  return result;
}
