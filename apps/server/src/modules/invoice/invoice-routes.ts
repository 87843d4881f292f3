import {
  accountConsumptionView,
  accountInvoiceResource,
  ApiCode,
  byIdQuery,
  fileResponse,
  INVOICE_APPLY_ANSWER,
  invoiceApplyBodySchema,
  invoiceResource,
  invoiceTitleSettings,
  okResponse,
  serviceConsumptionView,
  settingsFields,
  type AnyResource,
} from '@console/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { crudRoutes } from '../../engine/crud-routes.js';
import { engineDb } from '../../engine/engine-db.js';
import type { ActionHandler } from '../../engine/engine-types.js';
import { rowScope } from '../../engine/tenant-scope.js';
import { viewRoutes } from '../../engine/view-routes.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import { enqueueJob } from '../../platform/jobs/index.js';
import { applyForInvoice, INVOICE_ISSUE_QUEUE, type IssuePayload } from './invoice-apply.js';
import { invoiceHooks } from './invoice-hooks.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { reverseInvoice } from './invoice-reverse.js';

/** 重新开票: the engine moves the row back to 待开票; the job is queued in the same transaction. */
const retry: ActionHandler = {
  async run(ctx) {
    await ctx.db
      .updateTable('invoice')
      .set({ fail_reason: null, update_time: ctx.now })
      .where('id', '=', Number(ctx.row.id))
      .execute();
    const payload: IssuePayload = { invoice_id: Number(ctx.row.id), app_id: ctx.auth.appId };
    await enqueueJob(ctx.db, INVOICE_ISSUE_QUEUE, payload);
  },
};

/** The paid orders (trades) with their lot, what may still be invoiced and whether they are. */
function consumptionSource(db: FastifyInstance['db']) {
  return db
    .selectFrom('trade')
    .leftJoin('park', 'park.id', 'trade.park_id')
    .leftJoin('invoice_claim', 'invoice_claim.trade_id', 'trade.id')
    .where(sql<boolean>`trade.amount > trade.refunded_amount`)
    .select([
      'trade.id',
      'trade.merchant_id',
      'trade.trade_no',
      'trade.order_no',
      'trade.business',
      'trade.plate',
      'trade.pay_mode',
      'trade.pay_time',
      sql<string>`coalesce(park.name, '')`.as('park_name'),
      sql<number>`trade.amount - trade.refunded_amount`.as('amount'),
      sql<number>`case when invoice_claim.trade_id is null then 0 else 1 end`.as('invoiced'),
    ]);
}

/** Streams one invoice's PDF to a caller who may read its row through `resource`. */
function pdfRoute(app: FastifyInstance, resource: AnyResource, permission: string) {
  app.get<{ Querystring: { id: number } }>(
    `/${resource.key}/pdf`,
    {
      config: { access: { permission }, cookieAuth: true },
      schema: {
        tags: [resource.label],
        summary: '下载电子发票（PDF）',
        querystring: byIdQuery('发票编号'),
        response: fileResponse('PDF 文件'),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const db = engineDb(app.db);
      const row = await db
        .selectFrom('invoice')
        .selectAll()
        .where('id', '=', request.query.id)
        .where(rowScope(db, app.dbKind, resource, auth, []))
        .executeTakeFirst();
      // Another tenant's invoice answers like a missing one.
      if (!row) throw new AppError(ApiCode.NOT_FOUND, '发票不存在', `id：${request.query.id}`);
      if (Number(row.status) !== 2) throw new AppError(ApiCode.BUSINESS_RULE, '发票尚未开具成功，暂无文件');
      const lines = await app.db
        .selectFrom('invoice_line')
        .select(['order_no', 'item_name', 'tax_rate', 'amount', 'tax_amount'])
        .where('invoice_id', '=', Number(row.id))
        .orderBy('id')
        .execute();
      // An invoice issued by hand has no order lines: its one item is on the row.
      if (lines.length === 0 && row.manual_item !== null)
        lines.push({
          order_no: '',
          item_name: String(row.manual_item),
          tax_rate: Number(row.manual_tax_rate),
          amount: Number(row.amount),
          tax_amount: Number(row.tax_amount),
        });
      const original =
        row.red_of_id === null
          ? undefined
          : await app.db
              .selectFrom('invoice')
              .select('invoice_no')
              .where('id', '=', Number(row.red_of_id))
              .executeTakeFirst();
      const text = (name: string) => String(row[name] ?? '');
      const doc = await renderInvoicePdf(
        {
          invoice_no: text('invoice_no'),
          issue_time: Number(row.issue_time),
          color: Number(row.color),
          original_no: original?.invoice_no ?? null,
          ...Object.fromEntries(
            [
              'buyer_name',
              'buyer_tax_no',
              'buyer_address',
              'buyer_phone',
              'buyer_bank',
              'buyer_account',
              'seller_name',
              'seller_tax_no',
              'seller_address',
              'seller_phone',
              'seller_bank',
              'seller_account',
            ].map((name) => [name, text(name)]),
          ),
          amount: Number(row.amount),
          tax_amount: Number(row.tax_amount),
          net_amount: Number(row.net_amount),
          remark: row.remark === null ? null : text('remark'),
        } as Parameters<typeof renderInvoicePdf>[0],
        lines.map((line) => ({
          ...line,
          tax_rate: Number(line.tax_rate),
          amount: Number(line.amount),
          tax_amount: Number(line.tax_amount),
        })),
      );
      const name = `电子发票-${text('invoice_no')}.pdf`;
      reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="invoice-${text('invoice_no')}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
        );
      return reply.send(doc);
    },
  );
}

/**
 * The invoices (payer's and seller's), the consumption records, 申请开票 and the PDF download.
 * The invoice service and its settings: see service-routes.ts.
 */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    crudRoutes(invoiceResource, {
      hooks: invoiceHooks('invoice/invoice/pdf'),
      actions: { retry, reverse: { run: reverseInvoice } },
    }),
  );
  await app.register(
    crudRoutes(accountInvoiceResource, { hooks: invoiceHooks('account/invoice/pdf'), actions: { retry } }),
  );
  await app.register(
    viewRoutes(accountConsumptionView, {
      source: ({ db }) => consumptionSource(db).where('invoice_claim.trade_id', 'is', null),
    }),
  );
  await app.register(viewRoutes(serviceConsumptionView, { source: ({ db }) => consumptionSource(db) }));
  pdfRoute(app, invoiceResource, 'invoice:invoice:detail');
  pdfRoute(app, accountInvoiceResource, 'account:invoice:detail');

  const titleFields = settingsFields(invoiceTitleSettings);
  app.post<{ Body: Record<string, unknown> & { trade_ids: number[]; remark?: string } }>(
    '/account/invoice/apply',
    {
      config: { access: { permission: 'account:invoice:create' } },
      schema: {
        tags: [accountInvoiceResource.label],
        summary: '申请开票（所选订单与发票抬头）',
        body: invoiceApplyBodySchema(),
        response: okResponse(INVOICE_APPLY_ANSWER),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const title = Object.fromEntries(titleFields.map((name) => [name, request.body[name]]));
      const created = await applyForInvoice(
        app.db,
        { merchantId: auth.merchantId, managerId: auth.managerId, appId: auth.appId },
        {
          trade_ids: request.body.trade_ids,
          title,
          ...(request.body.remark && { remark: request.body.remark }),
        },
        nowSeconds(),
      );
      return ok(request, created);
    },
  );
};
