import {
  advertiserResource,
  adBidResource,
  adBillResource,
  adRechargeResource,
  ApiCode,
} from '@console/core';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { EngineContext, Row } from '../../engine/engine-types.js';
import { ACCOUNT, move, post } from '../settlement/index.js';
import { advertiserInScope, balancesOf, invalid } from './advertising-lookups.js';

/** 广告主: each row shows its balance, the sum of its bill lines. */
export const advertiserRoutes = crudRoutes(advertiserResource, {
  hooks: {
    async decorateRows(ctx, rows) {
      const balances = await balancesOf(
        ctx.db,
        rows.map((row) => Number(row.id)),
      );
      for (const row of rows) row.balance = balances.get(Number(row.id)) ?? 0;
    },
  },
});

/** A row of an advertiser's is filed under the advertiser's tenant, checked to be in the caller's scope. */
async function underAdvertiser(ctx: EngineContext, values: Row) {
  const advertiser = await advertiserInScope(ctx.db, ctx.auth, Number(values.advertiser_id));
  return { advertiser, values: { ...values, merchant_id: advertiser.merchant_id } };
}

/** 出价设置: one bid per advertiser and slot type (the unique key says so; this says it in Chinese). */
export const adBidRoutes = crudRoutes(adBidResource, {
  hooks: {
    async beforeCreate(ctx, { values }) {
      const checked = await underAdvertiser(ctx, values);
      const clash = await ctx.db
        .selectFrom('ad_bid')
        .select('id')
        .where('advertiser_id', '=', checked.advertiser.id)
        .where('slot_type', '=', Number(values.slot_type))
        .executeTakeFirst();
      if (clash) throw invalid('该广告位类型已设置出价，请直接修改', '广告位类型');
      return checked.values;
    },
  },
});

/** 账单明细: written by postings only (no create or update permission is declared). */
export const adBillRoutes = crudRoutes(adBillResource);

export interface RechargeRow {
  id: number;
  merchant_id: number;
  advertiser_id: number;
  amount: number;
  recharge_no: string;
  remark: string | null;
}

/**
 * Posts a saved recharge: the journal entry (the tenant's clearing to its advertiser deposit, keyed
 * by the recharge, so a retry posts nothing twice) and the advertiser's bill line naming it.
 */
export async function postRecharge(db: Kysely<Database>, recharge: RechargeRow, now: number): Promise<void> {
  const merchant = recharge.merchant_id;
  const entry = {
    merchant_id: merchant,
    kind: 'ad_recharge' as const,
    idem_key: `ad-recharge:${recharge.id}`,
    memo: `广告主预付充值 ${recharge.recharge_no}`,
    lines: move(
      { account: ACCOUNT.clearing, merchant_id: merchant },
      { account: ACCOUNT.adDeposit, merchant_id: merchant },
      recharge.amount,
    ),
  };
  if (!(await post(db, entry, now))) throw new AppError(ApiCode.BUSINESS_RULE, '充值已记账，请勿重复提交');
  const posted = await db
    .selectFrom('ledger_entry')
    .select('id')
    .where('idem_key', '=', entry.idem_key)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ad_bill')
    .values({
      merchant_id: merchant,
      advertiser_id: recharge.advertiser_id,
      entry_id: Number(posted.id),
      kind: 1,
      amount: recharge.amount,
      ref_no: recharge.recharge_no,
      memo: recharge.remark ? recharge.remark : '预付充值',
      create_time: now,
    })
    .execute();
}

export function rechargeNo(now: number): string {
  const stamp = new Date(now * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `AR${stamp}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * 预付充值: saving one posts the journal entry (clearing → the tenant's advertiser deposit) and the
 * advertiser's bill line in the create's transaction: either all three rows exist or none.
 */
export const adRechargeRoutes = crudRoutes(adRechargeResource, {
  hooks: {
    async beforeCreate(ctx, { values }) {
      const checked = await underAdvertiser(ctx, values);
      if (checked.advertiser.status !== 1) throw invalid('广告主已停用，不能充值', '广告主');
      return { ...checked.values, recharge_no: rechargeNo(ctx.now), operator_name: ctx.auth.name };
    },
    async afterCreate(ctx, { id, values }) {
      await postRecharge(
        ctx.db,
        {
          id,
          merchant_id: Number(values.merchant_id),
          advertiser_id: Number(values.advertiser_id),
          amount: Number(values.amount),
          recharge_no: String(values.recharge_no),
          remark: typeof values.remark === 'string' ? values.remark : null,
        },
        ctx.now,
      );
    },
  },
});
