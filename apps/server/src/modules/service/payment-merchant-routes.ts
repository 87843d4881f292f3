import { PAY_CHANNEL_ALIPAY, PAY_CHANNEL_WECHAT, paymentMerchantView } from '@console/core';
import { sql, type ExpressionBuilder } from 'kysely';
import { likeExpr } from '../../db/sql-helpers.js';
import type { Database } from '../../db/schema.js';
import { viewRoutes } from '../../engine/view-routes.js';
import { ACCOUNT } from '../settlement/index.js';

type Eb = ExpressionBuilder<Database & { m: Database['merchant'] }, 'm'>;

/** The state of the merchant's latest application to one channel (null: none yet). */
function latestApplication(eb: Eb, channel: number) {
  return eb
    .selectFrom('channel_application as a')
    .select('a.status')
    .whereRef('a.merchant_id', '=', 'm.id')
    .where('a.channel', '=', channel)
    .orderBy('a.id', 'desc')
    .limit(1);
}

/**
 * What the ledger owes the merchant on one account: its credits less its debits (the merchant's
 * accounts are liabilities). The (merchant_id, account) index serves it.
 */
function owed(eb: Eb, account: string) {
  return eb
    .selectFrom('ledger_line as l')
    .select(sql<number>`coalesce(sum(l.credit), 0) - coalesce(sum(l.debit), 0)`.as('owed'))
    .whereRef('l.merchant_id', '=', 'm.id')
    .where('l.account', '=', account);
}

/**
 * GET /service/payment/merchant/list: 支付商户, the merchants below the caller (never the caller
 * itself) with at least one channel application, each with its channels' states and its ledger
 * balances. The engine scopes the rows to the caller's subtree (merchant_id is the merchant's own
 * id) and applies the 商户号 and name searches.
 */
export const paymentMerchantRoutes = viewRoutes(paymentMerchantView, {
  source: ({ db, auth }) =>
    db
      .selectFrom('merchant as m')
      .where(likeExpr('m.path', auth.merchantPath, 'prefix'))
      .where('m.id', '!=', auth.merchantId)
      .where((eb) =>
        eb.exists(
          eb.selectFrom('channel_application as c').select('c.id').whereRef('c.merchant_id', '=', 'm.id'),
        ),
      )
      .select((eb) => [
        'm.id',
        'm.id as merchant_id',
        'm.merchant_no',
        'm.name',
        'm.create_time',
        latestApplication(eb, PAY_CHANNEL_ALIPAY).as('alipay_status'),
        latestApplication(eb, PAY_CHANNEL_WECHAT).as('wechat_status'),
        owed(eb, ACCOUNT.unsettled).as('unsettled_amount'),
        owed(eb, ACCOUNT.settled).as('settled_amount'),
      ]),
});
