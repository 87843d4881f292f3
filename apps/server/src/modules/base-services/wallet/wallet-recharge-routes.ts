import { randomInt } from 'node:crypto';
import { accountWalletRechargeResource, ApiCode, walletRechargeAuditResource } from '@console/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { crudRoutes } from '../../../engine/crud-routes.js';
import type { ActionHandler, EngineContext, Row, WriteHooks } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';
import { ACCOUNT, move, post } from '../../settlement/index.js';

/** CZ, the China date and eight random digits. */
function rechargeNo(now: number): string {
  const d = new Date((now + 8 * 3600) * 1000);
  const day = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `CZ${day}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/** 申请充值: a new request of the caller's own wallet, 待审核, with who asked. */
const requestHooks: WriteHooks = {
  beforeCreate(ctx, { values }) {
    return {
      ...values,
      recharge_no: rechargeNo(ctx.now),
      applicant_name: (ctx.auth.name || ctx.auth.account).slice(0, 64),
      status: 0,
    };
  },
};

async function withMerchantNames(ctx: EngineContext, rows: Row[]): Promise<void> {
  const ids = [...new Set(rows.map((row) => Number(row.merchant_id)))];
  if (ids.length === 0) return;
  const names = await ctx.db.selectFrom('merchant').select(['id', 'name']).where('id', 'in', ids).execute();
  const byId = new Map(names.map((m) => [Number(m.id), m.name]));
  for (const row of rows) row.merchant_name = byId.get(Number(row.merchant_id)) ?? '';
}

export interface ApprovedRecharge {
  id: number;
  merchant_id: number;
  recharge_no: string;
  amount: number;
}

/**
 * Posts an approved recharge: the journal entry (money received at the platform's clearing, now owed
 * to the merchant's wallet; keyed by the request, so it posts once), then the wallet's balance and
 * its 充值 movement. A second call for the same request changes nothing and answers false.
 */
export async function postWalletRecharge(
  db: Kysely<Database>,
  recharge: ApprovedRecharge,
  now: number,
): Promise<boolean> {
  const merchant = recharge.merchant_id;
  const idemKey = `wallet-recharge:${recharge.id}`;
  const posted = await post(
    db,
    {
      merchant_id: merchant,
      kind: 'wallet_recharge',
      idem_key: idemKey,
      memo: `钱包充值 ${recharge.recharge_no}`,
      lines: move(
        { account: ACCOUNT.clearing, merchant_id: merchant },
        { account: ACCOUNT.wallet, merchant_id: merchant },
        recharge.amount,
      ),
    },
    now,
  );
  if (!posted) return false;
  const entry = await db
    .selectFrom('ledger_entry')
    .select('id')
    .where('idem_key', '=', idemKey)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('wallet')
    .values({ merchant_id: merchant, update_time: now })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
  await db
    .updateTable('wallet')
    .set((eb) => ({ balance: eb('balance', '+', recharge.amount), update_time: now }))
    .where('merchant_id', '=', merchant)
    .execute();
  const wallet = await db
    .selectFrom('wallet')
    .select('balance')
    .where('merchant_id', '=', merchant)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('wallet_transaction')
    .values({
      merchant_id: merchant,
      serial_no: `WR${String(recharge.id).padStart(10, '0')}`,
      trade_type: 1,
      amount: recharge.amount,
      balance_after: Number(wallet.balance),
      remark: `钱包充值 ${recharge.recharge_no}`,
      create_time: now,
    })
    .execute();
  await db
    .updateTable('wallet_recharge')
    .set({ entry_id: Number(entry.id) })
    .where('id', '=', recharge.id)
    .execute();
  return true;
}

function assertPlatform(ctx: EngineContext): void {
  if (ctx.auth.merchantKind !== 'platform') {
    throw new AppError(ApiCode.FORBIDDEN, '钱包充值只能由平台审核');
  }
}

/** 通过: the platform only; the engine has checked the row is 待审核 and moves it to 已通过. */
const approve: ActionHandler = {
  async run(ctx) {
    assertPlatform(ctx);
    const row = await ctx.db
      .selectFrom('wallet_recharge')
      .select(['id', 'merchant_id', 'recharge_no', 'amount'])
      .where('id', '=', Number(ctx.row.id))
      .executeTakeFirstOrThrow();
    const posted = await postWalletRecharge(
      ctx.db,
      {
        id: Number(row.id),
        merchant_id: Number(row.merchant_id),
        recharge_no: row.recharge_no,
        amount: Number(row.amount),
      },
      ctx.now,
    );
    if (!posted) throw new AppError(ApiCode.BUSINESS_RULE, '该充值已入账，请勿重复审核');
  },
};

const reject: ActionHandler = {
  async run(ctx) {
    assertPlatform(ctx);
  },
};

/** 钱包充值: the merchant's requests (我的钱包) and the platform's review (钱包充值记录). */
export const walletRechargeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(crudRoutes(accountWalletRechargeResource, { hooks: requestHooks }));
  await app.register(
    crudRoutes(walletRechargeAuditResource, {
      hooks: { decorateRows: withMerchantNames },
      actions: { approve, reject },
    }),
  );
};
