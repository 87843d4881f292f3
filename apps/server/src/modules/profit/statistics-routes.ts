import {
  profitIncomeOrderView,
  profitIncomeSerialView,
  profitPaymentOrderView,
  profitPaymentSerialView,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { viewRoutes } from '../../engine/view-routes.js';
import type { ViewSourceContext } from '../../engine/view-query.js';

type Side = 'payer_id' | 'payee_id';

/**
 * The share postings of the journal: each profit_share row with the credit its entry made to the
 * payee (the amount is the journal's), the two tenants' names and what decided the rate. `side` is
 * whose money the view shows: it becomes merchant_id, the column the engine scopes on. A time range
 * narrows by (side, settle_day), the index each list reads.
 */
function postings({ db, query }: ViewSourceContext, side: Side) {
  let rows = db
    .selectFrom('profit_share as p')
    .innerJoin('ledger_line as l', (join) =>
      join
        .onRef('l.entry_id', '=', 'p.entry_id')
        .onRef('l.merchant_id', '=', 'p.payee_id')
        .on('l.credit', '>', 0),
    )
    .innerJoin('settlement as s', 's.id', 'p.settlement_id')
    .innerJoin('merchant as payer', 'payer.id', 'p.payer_id')
    .innerJoin('merchant as payee', 'payee.id', 'p.payee_id')
    .leftJoin('profit_strategy as st', 'st.id', 'p.strategy_id');
  if (typeof query.settle_day_start === 'number')
    rows = rows.where('p.settle_day', '>=', query.settle_day_start);
  if (typeof query.settle_day_end === 'number') rows = rows.where('p.settle_day', '<=', query.settle_day_end);
  if (typeof query.business === 'number') rows = rows.where('p.business', '=', query.business);
  return rows.select(`p.${side} as merchant_id`);
}

function serialSource(side: Side) {
  return (ctx: ViewSourceContext) =>
    postings(ctx, side).select((eb) => [
      'p.id',
      'p.share_no',
      'p.settle_no',
      'p.settle_day',
      'p.business',
      'payer.name as payer_name',
      'payee.name as payee_name',
      'p.role',
      // A strategy decided, or the customer's 分账设置 (no strategy in force that day).
      eb.fn.coalesce('st.name', sql<string>`'分账设置'`).as('basis'),
      'p.base_amount',
      'p.rate',
      'l.credit as amount',
      'p.create_time',
      'p.settlement_id',
      'p.payee_id',
    ]);
}

/** One settlement's shares to one payee, summed (of the filtered business when one is asked). */
function orderSource(side: Side) {
  return (ctx: ViewSourceContext) =>
    postings(ctx, side)
      .select((eb) => [
        'p.settlement_id',
        'p.payee_id',
        'p.settle_no',
        'p.settle_day',
        eb.fn.max('p.business').as('business'),
        'payer.name as payer_name',
        'payee.name as payee_name',
        'p.role',
        's.trade_amount',
        eb.fn.countAll<number>().as('line_count'),
        eb.fn.sum<number>('p.base_amount').as('base_amount'),
        eb.fn.sum<number>('l.credit').as('amount'),
        eb.fn.max('p.create_time').as('create_time'),
      ])
      .groupBy([
        `p.${side}`,
        'p.settlement_id',
        'p.payee_id',
        'p.settle_no',
        'p.settle_day',
        'payer.name',
        'payee.name',
        'p.role',
        's.trade_amount',
      ]);
}

/** 分账支出/收入 流水 and 订单 (+ the orders' lines for their detail pages). */
export async function profitStatisticsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(viewRoutes(profitPaymentSerialView, { source: serialSource('payer_id') }));
  await app.register(viewRoutes(profitIncomeSerialView, { source: serialSource('payee_id') }));
  await app.register(viewRoutes(profitPaymentOrderView, { source: orderSource('payer_id') }));
  await app.register(viewRoutes(profitIncomeOrderView, { source: orderSource('payee_id') }));
}
