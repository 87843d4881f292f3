import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BankAdapter } from '../../platform/bank/index.js';
import { ACCOUNT, inTransaction, move, post } from './ledger.js';
import { markSettledOrders } from './ledger-order-transfer.js';

type Db = Kysely<Database>;

export const TRANSFER_NONE = 0;
export const TRANSFER_DONE = 1;
export const TRANSFER_RUNNING = 2;
export const TRANSFER_FAILED = -1;

/** A failed transfer is retried by every run until it has been tried this many times. */
export const MAX_TRANSFER_ATTEMPTS = 5;
/** A transfer left 转账中 this long (its run died after asking the bank) is asked again. */
const STALE_RUNNING = 600;

/**
 * The merchant's bank account as the transfer records it (masked). Until the merchant's 提现设置
 * keeps a real account, each merchant has a fixed simulated one.
 */
function bankAccountOf(merchantId: number): string {
  return `6222****${String(merchantId % 10_000).padStart(4, '0')}`;
}

/** A 转账记录 (未转账) for every settlement with money to pay and none yet (unique settlement). */
export async function openTransfers(db: Db, now: number): Promise<number> {
  const due = await db
    .selectFrom('settlement as s')
    .innerJoin('merchant as m', 'm.id', 's.merchant_id')
    .leftJoin('transfer as t', 't.settlement_id', 's.id')
    .select(['s.id', 's.merchant_id', 's.settle_no', 's.settled_amount', 'm.name'])
    .where('s.settled_amount', '>', 0)
    .where('t.id', 'is', null)
    .orderBy('s.id')
    .execute();
  let opened = 0;
  for (const s of due) {
    const inserted = await db
      .insertInto('transfer')
      .values({
        merchant_id: s.merchant_id,
        settlement_id: s.id,
        transfer_no: `ZZ${s.settle_no.slice(1)}`,
        settle_no: s.settle_no,
        amount: s.settled_amount,
        account_name: s.name.slice(0, 64),
        bank_account: bankAccountOf(Number(s.merchant_id)),
        create_time: now,
        update_time: now,
      })
      .onConflict((oc) => oc.column('settlement_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) opened += 1;
  }
  return opened;
}

/**
 * Pays every transfer not paid yet (未转账, 转账失败 with attempts left, or 转账中 left stale) through
 * the bank. Each is first claimed (a compare-and-set to 转账中 with one more attempt, committed), so
 * two runs never ask for it together; the bank is asked with the transfer number as its
 * idempotency key, so asking again after a crash never pays twice. Success is recorded with its
 * journal entry (idempotency key transfer:id) and the settlement's 已转账; a refusal is 转账失败
 * with the bank's reason, retried by the next run. The settled orders follow each step
 * (markSettledOrders).
 */
export async function payTransfers(
  db: Db,
  bank: BankAdapter,
  now: number,
): Promise<{ paid: number; failed: number }> {
  const open = await db
    .selectFrom('transfer')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', '=', TRANSFER_NONE),
        eb.and([eb('status', '=', TRANSFER_FAILED), eb('attempts', '<', MAX_TRANSFER_ATTEMPTS)]),
        eb.and([eb('status', '=', TRANSFER_RUNNING), eb('update_time', '<', now - STALE_RUNNING)]),
      ]),
    )
    .orderBy('id')
    .execute();
  let paid = 0;
  let failed = 0;
  for (const transfer of open) {
    const claimed = await db
      .updateTable('transfer')
      .set((eb) => ({ status: TRANSFER_RUNNING, attempts: eb('attempts', '+', 1), update_time: now }))
      .where('id', '=', transfer.id)
      .where('status', '=', transfer.status)
      .where('update_time', '=', transfer.update_time)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    await inTransaction(db, async (trx) => {
      await trx
        .updateTable('settlement')
        .set({ transfer_status: TRANSFER_RUNNING })
        .where('id', '=', transfer.settlement_id)
        .execute();
      await markSettledOrders(trx, Number(transfer.settlement_id), TRANSFER_RUNNING);
    });
    const answer = await bank.transfer({
      transfer_no: transfer.transfer_no,
      amount: Number(transfer.amount),
      account_name: transfer.account_name,
      bank_account: transfer.bank_account,
      now,
    });
    await inTransaction(db, async (trx) => {
      if (!answer.ok) {
        await trx
          .updateTable('transfer')
          .set({ status: TRANSFER_FAILED, fail_reason: answer.reason.slice(0, 255), update_time: now })
          .where('id', '=', transfer.id)
          .execute();
        await trx
          .updateTable('settlement')
          .set({ transfer_status: TRANSFER_FAILED })
          .where('id', '=', transfer.settlement_id)
          .execute();
        await markSettledOrders(trx, Number(transfer.settlement_id), TRANSFER_FAILED);
        return;
      }
      await trx
        .updateTable('transfer')
        .set({
          status: TRANSFER_DONE,
          bank_serial: answer.bank_serial,
          fail_reason: null,
          transfer_time: now,
          update_time: now,
        })
        .where('id', '=', transfer.id)
        .execute();
      await trx
        .updateTable('settlement')
        .set({ transfer_status: TRANSFER_DONE })
        .where('id', '=', transfer.settlement_id)
        .execute();
      await markSettledOrders(trx, Number(transfer.settlement_id), TRANSFER_DONE);
      const merchant = Number(transfer.merchant_id);
      await post(
        trx,
        {
          merchant_id: merchant,
          kind: 'transfer',
          idem_key: `transfer:${transfer.id}`,
          memo: `转账 ${transfer.transfer_no}`,
          lines: move(
            { account: ACCOUNT.settled, merchant_id: merchant },
            { account: ACCOUNT.clearing, merchant_id: merchant },
            Number(transfer.amount),
          ),
        },
        now,
      );
    });
    if (answer.ok) paid += 1;
    else failed += 1;
  }
  return { paid, failed };
}
