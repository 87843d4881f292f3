import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Who paid a trade: its plate (a parking order or a card renewal), else the charging session's
 * plate, else the session's card (id_tag). Empty texts count as missing. A trade without any of them
 * (none today) has no payer and is no user's.
 */
export const PAYER_IDENTITY = sql<string>`coalesce(nullif(t.plate, ''), nullif(ecr.plate, ''), nullif(ecr.id_tag, ''))`;

/** 1 车牌 when the payer is known by a plate, 2 充电卡 when only by the charging card. */
const PAYER_KIND = sql<number>`case when coalesce(nullif(t.plate, ''), nullif(ecr.plate, '')) is null then 2 else 1 end`;

export interface PayerFilter {
  identity?: string;
  merchantId?: number;
}

/**
 * The trades (支付流水) with their payer, narrowed early to one payer and one merchant when asked:
 * the engine still applies the tenant scope and every search on the view's output.
 */
export function payerTrades(db: Kysely<Database>, filter: PayerFilter) {
  let trades = db
    .selectFrom('trade as t')
    .leftJoin('energy_payment_order as epo', (join) =>
      join.onRef('epo.id', '=', 't.order_id').on('t.source', '=', 'energy_order'),
    )
    .leftJoin('energy_charge_record as ecr', 'ecr.id', 'epo.record_id')
    .where(PAYER_IDENTITY, 'is not', null);
  const { identity, merchantId } = filter;
  if (identity !== undefined && identity !== '') {
    // The plate branch uses (merchant_id, plate, pay_time); a charging payer is found through its session.
    trades = trades.where((eb) =>
      eb.or([
        eb('t.plate', '=', identity),
        eb.and([eb('t.source', '=', 'energy_order'), eb(PAYER_IDENTITY, '=', identity)]),
      ]),
    );
  }
  if (merchantId !== undefined) trades = trades.where('t.merchant_id', '=', merchantId);
  return { trades, identity: PAYER_IDENTITY, kind: PAYER_KIND };
}
