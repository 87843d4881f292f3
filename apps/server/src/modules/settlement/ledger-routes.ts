import {
  settlementLineResource,
  settlementResource,
  tradeRefundResource,
  tradeResource,
  transferResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../engine/crud-routes.js';
import { ledgerDevtoolRoutes } from './ledger-devtool-routes.js';
import type { Row, WriteHooks } from '../../engine/engine-types.js';

/** Ids of `column` over the rows, without repeats or nulls. */
function idsOf(rows: Row[], column: string): number[] {
  return [
    ...new Set(
      rows
        .map((row) => row[column])
        .filter((v) => v !== null && v !== undefined)
        .map(Number),
    ),
  ];
}

/**
 * The names the ledger's lists show beside their ids: the merchant, the lot, and the settlement a
 * trade or refund was settled in (未结算 rows show none).
 */
const ledgerNames: WriteHooks = {
  async decorateRows(ctx, rows: Row[]) {
    if (rows.length === 0) return;
    const merchantIds = [...idsOf(rows, 'merchant_id'), ...idsOf(rows, 'partner_id')];
    const merchants = merchantIds.length
      ? await ctx.db.selectFrom('merchant').select(['id', 'name']).where('id', 'in', merchantIds).execute()
      : [];
    const merchantName = new Map(merchants.map((m) => [Number(m.id), m.name]));
    const parkIds = idsOf(rows, 'park_id');
    const parks = parkIds.length
      ? await ctx.db.selectFrom('park').select(['id', 'name']).where('id', 'in', parkIds).execute()
      : [];
    const parkName = new Map(parks.map((p) => [Number(p.id), p.name]));
    const settlementIds = idsOf(rows, 'settlement_id');
    const settlements = settlementIds.length
      ? await ctx.db
          .selectFrom('settlement')
          .select(['id', 'settle_no'])
          .where('id', 'in', settlementIds)
          .execute()
      : [];
    const settleNo = new Map(settlements.map((s) => [Number(s.id), s.settle_no]));
    for (const row of rows) {
      row.merchant_name = merchantName.get(Number(row.merchant_id)) ?? '';
      if ('partner_id' in row)
        row.partner_name = row.partner_id === null ? '' : (merchantName.get(Number(row.partner_id)) ?? '');
      if ('park_id' in row)
        row.park_name = row.park_id === null ? '' : (parkName.get(Number(row.park_id)) ?? '');
      if ('settlement_id' in row && !('kind' in row))
        row.settle_no = row.settlement_id === null ? '' : (settleNo.get(Number(row.settlement_id)) ?? '');
    }
  },
};

/** The ledger's read-only screens: 支付流水, 退款记录, 结算记录 (+ 明细), 转账记录. */
export async function ledgerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(crudRoutes(tradeResource, { hooks: ledgerNames }));
  await app.register(crudRoutes(tradeRefundResource, { hooks: ledgerNames }));
  await app.register(crudRoutes(settlementResource, { hooks: ledgerNames }));
  await app.register(crudRoutes(settlementLineResource));
  await app.register(crudRoutes(transferResource, { hooks: ledgerNames }));
  await app.register(ledgerDevtoolRoutes);
}
