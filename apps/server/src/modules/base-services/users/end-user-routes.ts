import { endUserPaymentView, endUserView } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { viewRoutes } from '../../../engine/view-routes.js';
import type { ListQuery } from '../../../engine/list-query.js';
import { payerTrades, type PayerFilter } from './payer-trades.js';

function filterOf(query: ListQuery): PayerFilter {
  return {
    ...(typeof query.identity === 'string' && { identity: query.identity }),
    ...(typeof query.merchant_id === 'number' && { merchantId: query.merchant_id }),
  };
}

// 138****5678: the number leaves the server masked (spec 01 §5); no one edits it here.
const MASKED_MOBILE = sql<
  string | null
>`(select substr(min(pc.owner_mobile), 1, 3) || '****' || substr(min(pc.owner_mobile), 8)
  from park_car pc
  where pc.merchant_id = u.merchant_id and pc.plate = u.identity
    and pc.owner_mobile is not null and pc.owner_mobile <> '')`;

/**
 * GET /base/services/user/list: 用户列表, the payers of the ledger's trades per merchant and identity.
 * The mobile is the one the merchant registered for the plate (固定车), masked.
 */
const endUserListRoutes = viewRoutes(endUserView, {
  source: ({ db, query }) => {
    const { trades, identity, kind } = payerTrades(db, filterOf(query));
    const payers = trades
      .select((eb) => [
        't.merchant_id',
        identity.as('identity'),
        eb.fn.min(kind).as('identity_kind'),
        eb.fn.countAll<number>().as('pay_count'),
        eb.fn.sum<number>('t.amount').as('pay_amount'),
        eb.fn.sum<number>('t.refunded_amount').as('refunded_amount'),
        eb.fn.min<number>('t.pay_time').as('first_pay_time'),
        eb.fn.max<number>('t.pay_time').as('last_pay_time'),
      ])
      .groupBy(['t.merchant_id', identity]);
    return db
      .selectFrom(payers.as('u'))
      .innerJoin('merchant as m', 'm.id', 'u.merchant_id')
      .select([
        sql<string>`cast(u.merchant_id as varchar(20)) || ':' || u.identity`.as('user_key'),
        'u.merchant_id',
        'u.identity',
        'u.identity_kind',
        MASKED_MOBILE.as('mobile'),
        'm.name as merchant_name',
        'u.pay_count',
        'u.pay_amount',
        'u.refunded_amount',
        'u.first_pay_time',
        'u.last_pay_time',
      ]);
  },
});

/** GET /base/services/user/payment/list: 支付记录, one row per trade, with where and what it paid for. */
const endUserPaymentRoutes = viewRoutes(endUserPaymentView, {
  source: ({ db, query }) => {
    const { trades, identity } = payerTrades(db, filterOf(query));
    return trades
      .innerJoin('merchant as m', 'm.id', 't.merchant_id')
      .leftJoin('park', 'park.id', 't.park_id')
      .leftJoin('energy_station as es', 'es.id', 'epo.station_id')
      .select([
        't.id as trade_id',
        't.merchant_id',
        't.trade_no',
        't.order_no',
        identity.as('identity'),
        sql<string>`coalesce(park.name, es.name, '')`.as('site_name'),
        't.business',
        't.pay_type',
        't.pay_mode',
        't.amount',
        't.refunded_amount',
        't.fee',
        't.pay_time',
        'm.name as merchant_name',
      ]);
  },
});

/** 用户 (base services): the payers of the caller's lots and stations, and their payments. */
export async function endUserRoutes(app: FastifyInstance): Promise<void> {
  await app.register(endUserListRoutes);
  await app.register(endUserPaymentRoutes);
}
