import { BUSINESS, labelOf } from '@console/core';
import type { Row, WriteHooks } from '../../engine/engine-types.js';
import { figureAmount } from './invoice-amounts.js';

const ids = (rows: Row[], column: string) => [...new Set(rows.map((row) => Number(row[column])))];

/**
 * What an invoice row shows beyond its columns: the seller's name, its lines (detail only) and the
 * link of its PDF once issued (`pdfPath`: the payer's and the seller's own download call).
 */
export function invoiceHooks(pdfPath: string): WriteHooks {
  return {
    async decorateRows(ctx, rows, view) {
      if (rows.length === 0) return;
      const merchants = await ctx.db
        .selectFrom('merchant')
        .select(['id', 'name'])
        .where('id', 'in', ids(rows, 'merchant_id'))
        .execute();
      const names = new Map(merchants.map((m) => [Number(m.id), m.name]));
      const lines =
        view === 'detail'
          ? await ctx.db
              .selectFrom('invoice_line')
              .selectAll()
              .where('invoice_id', 'in', ids(rows, 'id'))
              .orderBy('id')
              .execute()
          : [];
      // An invoice issued by hand (开具发票) has no lines: its one item is on the row.
      const manual =
        view === 'detail'
          ? await ctx.db
              .selectFrom('invoice')
              .select(['id', 'manual_item', 'manual_tax_rate', 'amount', 'tax_amount'])
              .where('id', 'in', ids(rows, 'id'))
              .where('manual_item', 'is not', null)
              .execute()
          : [];
      for (const row of rows) {
        row.merchant_name = names.get(Number(row.merchant_id)) ?? '';
        row.pdf_url = Number(row.status) === 2 ? `/api/${pdfPath}?id=${String(row.id)}` : null;
        row.lines = lines
          .filter((line) => Number(line.invoice_id) === Number(row.id))
          .map(
            (line) =>
              `${line.order_no}（${labelOf(BUSINESS, line.business)}）${line.item_name} 税率 ${line.tax_rate}% ` +
              `金额 ${figureAmount(Number(line.amount))} 税额 ${figureAmount(Number(line.tax_amount))}`,
          )
          .join('\n');
        const typed = manual.find((invoice) => Number(invoice.id) === Number(row.id));
        if (typed)
          row.lines =
            `开具发票：${typed.manual_item} 税率 ${Number(typed.manual_tax_rate)}% ` +
            `价税合计 ${figureAmount(Number(typed.amount))} 税额 ${figureAmount(Number(typed.tax_amount))}`;
      }
    },
  };
}
