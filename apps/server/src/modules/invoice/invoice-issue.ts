import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowSeconds } from '../../lib/clock.js';
import { invoiceChannel, type InvoiceChannel } from '../../platform/invoicing/index.js';
import type { JobHandler } from '../../platform/jobs/index.js';
import { INVOICE_ISSUE_QUEUE, type IssuePayload } from './invoice-apply.js';
import { softwareProblem } from './provider-rules.js';

export const STATUS = { WAITING: 0, ISSUING: 1, DONE: 2, FAILED: -1 } as const;

/**
 * Issues one invoice through the channel, safe to run any number of times and from any point:
 * 待开票 is claimed by compare-and-set to 开票中 (attempts + 1); a run that finds it 开票中 (a worker
 * killed after claiming, or after the channel answered but before the answer was saved) asks the
 * channel again with the same 申请单号, which the channel treats as the same request and answers
 * the invoice it already issued. So each invoice is issued once whatever is killed and rerun.
 * An issued or failed invoice is left as it is (重新开票 moves a failed one back to 待开票).
 */
export async function issueInvoice(
  db: Kysely<Database>,
  channel: InvoiceChannel,
  payload: IssuePayload,
  now: number,
): Promise<'issued' | 'failed' | 'skipped'> {
  const id = payload.invoice_id;
  const claimed = await db
    .updateTable('invoice')
    .set((eb) => ({ status: STATUS.ISSUING, attempts: eb('attempts', '+', 1), update_time: now }))
    .where('id', '=', id)
    .where('status', '=', STATUS.WAITING)
    .executeTakeFirst();
  const invoice = await db.selectFrom('invoice').selectAll().where('id', '=', id).executeTakeFirst();
  if (!invoice || (Number(claimed.numUpdatedRows) === 0 && invoice.status !== STATUS.ISSUING))
    return 'skipped';
  const original =
    invoice.red_of_id === null
      ? undefined
      : await db
          .selectFrom('invoice')
          .select(['id', 'invoice_no'])
          .where('id', '=', Number(invoice.red_of_id))
          .executeTakeFirst();
  // The seller's provider's 开票软件 (开票软件配置): stopped or unreachable, the invoice fails with why.
  // Checked on a fresh claim only: a resumed run may already have been answered by the channel.
  const software =
    Number(claimed.numUpdatedRows) > 0 ? await softwareProblem(db, Number(invoice.merchant_id)) : null;
  // A channel that throws (unreachable) leaves the invoice 开票中: the job's retry asks again.
  const answer = software
    ? { ok: false as const, reason: software }
    : await channel.issue({
        request_no: invoice.apply_no,
        color: Number(invoice.color),
        ...(original?.invoice_no && { original_no: original.invoice_no }),
        buyer_name: invoice.buyer_name,
        buyer_tax_no: invoice.buyer_tax_no,
        seller_name: invoice.seller_name,
        seller_tax_no: invoice.seller_tax_no,
        amount: Number(invoice.amount),
        tax_amount: Number(invoice.tax_amount),
        now,
      });
  if (!answer.ok) {
    await db
      .updateTable('invoice')
      .set({ status: STATUS.FAILED, fail_reason: answer.reason.slice(0, 255), update_time: now })
      .where('id', '=', id)
      .where('status', '=', STATUS.ISSUING)
      .execute();
    return 'failed';
  }
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('invoice')
      .set({
        status: STATUS.DONE,
        invoice_no: answer.invoice_no,
        channel_serial: answer.serial,
        issue_time: answer.issue_time,
        fail_reason: null,
        update_time: now,
      })
      .where('id', '=', id)
      .where('status', '=', STATUS.ISSUING)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return 'skipped';
    if (original) {
      // The reversal is issued: the blue invoice is 已红冲 and its orders may be invoiced again.
      await trx
        .updateTable('invoice')
        .set({ reversed: 2, update_time: now })
        .where('id', '=', original.id)
        .execute();
      await trx.deleteFrom('invoice_claim').where('invoice_id', '=', Number(original.id)).execute();
    }
    if (invoice.account_id !== null) {
      const red = original !== undefined;
      await trx
        .insertInto('message')
        .values({
          app_id: payload.app_id,
          user_id: Number(invoice.account_id),
          user_type: 2,
          module_id: null,
          title: red ? '红字发票已开具' : '电子发票已开具',
          body: `${red ? '红字发票' : '电子发票'}（发票号码 ${answer.invoice_no}，购买方 ${invoice.buyer_name}）已开具。下载：/api/account/invoice/pdf?id=${id}`,
          link: `/account/invoice/list/detail?id=${id}`,
          create_time: now,
        })
        .execute();
    }
    return 'issued';
  });
}

/** The issuing job: one invoice per job, queued by the application, 重新开票 and 红冲. */
export function invoiceIssueJob(app: FastifyInstance): JobHandler<IssuePayload> {
  return {
    queue: INVOICE_ISSUE_QUEUE,
    maxAttempts: 5,
    async run({ payload }) {
      await issueInvoice(app.db, invoiceChannel(), payload, nowSeconds());
    },
    async onGiveUp({ payload }) {
      // The channel never answered: the invoice may be retried by hand (重新开票).
      await app.db
        .updateTable('invoice')
        .set({ status: STATUS.FAILED, fail_reason: '开票渠道无响应，请重新开票', update_time: nowSeconds() })
        .where('id', '=', payload.invoice_id)
        .where('status', '=', STATUS.ISSUING)
        .execute();
    },
  };
}
