import { ApiCode } from '@console/core';
import { AppError } from '../../http/app-error.js';
import type { ActionContext } from '../../engine/engine-types.js';
import { enqueueJob } from '../../platform/jobs/index.js';
import { applyNo, INVOICE_ISSUE_QUEUE, type IssuePayload } from './invoice-apply.js';

/**
 * 红冲: a red invoice mirroring an issued blue one (negative amounts and lines), queued for the
 * issuing job. The blue one is 红冲中 until the red one is issued; then it is 已红冲 and its orders
 * are released (invoice-issue.ts), so they can be invoiced again. Refused on a red invoice and on
 * a blue one already reversed or being reversed.
 */
export async function reverseInvoice(ctx: ActionContext): Promise<void> {
  const blue = ctx.row;
  if (Number(blue.color) !== 1) throw new AppError(ApiCode.BUSINESS_RULE, '红字发票不能再红冲');
  const marked = await ctx.db
    .updateTable('invoice')
    .set({ reversed: 1, update_time: ctx.now })
    .where('id', '=', Number(blue.id))
    .where('reversed', '=', 0)
    .where('status', '=', 2)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0)
    throw new AppError(ApiCode.BUSINESS_RULE, '该发票已红冲或正在红冲');
  const original = await ctx.db
    .selectFrom('invoice')
    .selectAll()
    .where('id', '=', Number(blue.id))
    .executeTakeFirstOrThrow();
  const { id: _id, invoice_no: _no, status: _s, fail_reason: _f, attempts: _a, ...copy } = original;
  const red = await ctx.db
    .insertInto('invoice')
    .values({
      ...copy,
      apply_no: applyNo('H', ctx.now),
      color: 2,
      red_of_id: Number(original.id),
      reversed: 0,
      amount: -Number(original.amount),
      tax_amount: -Number(original.tax_amount),
      net_amount: -Number(original.net_amount),
      channel_serial: null,
      issue_time: null,
      account_id: ctx.auth.managerId,
      create_time: ctx.now,
      update_time: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = await ctx.db
    .selectFrom('invoice_line')
    .selectAll()
    .where('invoice_id', '=', Number(original.id))
    .execute();
  // An invoice issued by hand has no lines (its item is on the row, copied above).
  if (lines.length > 0)
    await ctx.db
      .insertInto('invoice_line')
      .values(
        lines.map(({ id: _lineId, ...line }) => ({
          ...line,
          invoice_id: Number(red.id),
          amount: -Number(line.amount),
          tax_amount: -Number(line.tax_amount),
          create_time: ctx.now,
        })),
      )
      .execute();
  const payload: IssuePayload = { invoice_id: Number(red.id), app_id: ctx.auth.appId };
  await enqueueJob(ctx.db, INVOICE_ISSUE_QUEUE, payload);
}
