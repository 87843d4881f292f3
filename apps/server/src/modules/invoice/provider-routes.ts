import {
  ApiCode,
  invoiceMerchantView,
  invoiceSettingSettings,
  invoiceSoftwareResource,
  MANUAL_INVOICE_ROWS,
  manualInvoiceResource,
} from '@console/core';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { likeExpr } from '../../db/sql-helpers.js';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { WriteHooks } from '../../engine/engine-types.js';
import { readSettings } from '../../engine/settings-store.js';
import { viewRoutes } from '../../engine/view-routes.js';
import { AppError } from '../../http/app-error.js';
import { enqueueJob } from '../../platform/jobs/index.js';
import { applyNo, INVOICE_ISSUE_QUEUE, type IssuePayload } from './invoice-apply.js';
import { totalsOf } from './invoice-amounts.js';
import { ruleProblem } from './provider-rules.js';

const refuse = (message: string) => new AppError(ApiCode.BUSINESS_RULE, message);

/** What the screens show of a secret: that one is set, and its last four characters when it is long. */
export function secretHint(secret: string): string {
  return secret.length >= 8 ? `已设置（尾号 ${secret.slice(-4)}）` : '已设置';
}

/**
 * 开票软件: the secret is taken on create (required) and on an edit that types one; an edit that
 * leaves it empty keeps the stored one. No read answers it (decorateRows blanks it, also in the
 * audit snapshots); the hint column is what the list and detail show.
 */
const softwareHooks: WriteHooks = {
  beforeCreate(_ctx, { values }) {
    const secret = typeof values.app_secret === 'string' ? values.app_secret.trim() : '';
    if (!secret) throw new AppError(ApiCode.VALIDATION, '请输入AppSecret');
    return { ...values, app_secret: secret, secret_hint: secretHint(secret) };
  },
  beforeUpdate(_ctx, { changes }) {
    const { app_secret: typed, ...rest } = changes;
    const secret = typeof typed === 'string' ? typed.trim() : '';
    return secret ? { ...rest, app_secret: secret, secret_hint: secretHint(secret) } : rest;
  },
  async decorateRows(_ctx, rows) {
    for (const row of rows) if ('app_secret' in row) row.app_secret = '';
  },
};

/**
 * 开具发票: the provider names one of its merchants as seller (in its scope, with the invoice service
 * in force and 开票设置 saved), types the buyer, the item, the rate and the total; the row is an
 * invoice with no orders (its one line is manual_item / manual_tax_rate), checked against the
 * provider's 开票规则 and queued for the issuing job in the same transaction.
 */
const manualHooks: WriteHooks = {
  async beforeCreate(ctx, { values, input }) {
    const sellerId = Number(input.seller_id);
    const seller = await ctx.db
      .selectFrom('merchant')
      .select('id')
      .where('id', '=', sellerId)
      .where(likeExpr('merchant.path', ctx.auth.merchantPath, 'prefix'))
      .executeTakeFirst();
    if (!seller) throw refuse('所选销售商户不存在或不属于当前服务商');
    const service = await ctx.db
      .selectFrom('invoice_service')
      .select(['status', 'expire_time'])
      .where('merchant_id', '=', sellerId)
      .executeTakeFirst();
    if (!service || Number(service.status) !== 1 || Number(service.expire_time) <= ctx.now)
      throw refuse('销售商户未开通开票服务或服务已到期，暂不能开票');
    const setting = await readSettings(ctx.db, invoiceSettingSettings, sellerId);
    if (!setting.saved) throw refuse('销售商户尚未完成开票设置，暂不能开票');
    const company = Number(values.title_type) === 1;
    const taxNo = String(values.buyer_tax_no ?? '').trim();
    if (company && !taxNo) throw new AppError(ApiCode.VALIDATION, '企业抬头请填写购买方税号');
    const amount = Number(values.amount);
    const refusal = await ruleProblem(ctx.db, sellerId, { amount, orders: [] }, ctx.now);
    if (refusal) throw refuse(refusal);
    const totals = totalsOf([{ amount, tax_rate: Number(values.manual_tax_rate) }]);
    const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
    const sold = setting.value;
    return {
      ...values,
      merchant_id: sellerId,
      applicant_id: ctx.auth.merchantId,
      account_id: ctx.auth.managerId,
      apply_no: applyNo('K', ctx.now),
      buyer_name: text(values.buyer_name).trim(),
      buyer_tax_no: company ? taxNo : '',
      buyer_address: text(values.buyer_address),
      buyer_phone: text(values.buyer_phone),
      buyer_bank: text(values.buyer_bank),
      buyer_account: text(values.buyer_account),
      email: text(values.email),
      seller_name: text(sold.seller_name),
      seller_tax_no: text(sold.seller_tax_no),
      seller_address: text(sold.seller_address),
      seller_phone: text(sold.seller_phone),
      seller_bank: text(sold.seller_bank),
      seller_account: text(sold.seller_account),
      amount: totals.amount,
      tax_amount: totals.tax_amount,
      net_amount: totals.net_amount,
      order_count: 0,
      create_time: ctx.now,
      update_time: ctx.now,
    };
  },
  async afterCreate(ctx, { id }) {
    const payload: IssuePayload = { invoice_id: id, app_id: ctx.auth.appId };
    await enqueueJob(ctx.db, INVOICE_ISSUE_QUEUE, payload);
  },
};

/**
 * The provider's part of the invoice service: 开票软件, 申请商户 and 开具发票. 开票软件配置 and 开票规则
 * are settings documents served from their definitions; the rule is applied in invoice-apply.ts and
 * here, the software in invoice-issue.ts.
 */
export const invoiceProviderRoutes: FastifyPluginAsync = async (app) => {
  await app.register(crudRoutes(invoiceSoftwareResource, { hooks: softwareHooks }));
  await app.register(
    crudRoutes(manualInvoiceResource, { hooks: manualHooks, where: () => MANUAL_INVOICE_ROWS }),
  );
  await app.register(
    viewRoutes(invoiceMerchantView, {
      source: ({ db }) => {
        const issued = db
          .selectFrom('invoice')
          .where('status', '=', 2)
          .groupBy('merchant_id')
          .select([
            'merchant_id',
            sql<number>`count(*)`.as('invoice_count'),
            sql<number>`sum(amount)`.as('invoice_amount'),
          ])
          .as('issued');
        return db
          .selectFrom('invoice_service')
          .innerJoin('merchant', 'merchant.id', 'invoice_service.merchant_id')
          .leftJoin(issued, 'issued.merchant_id', 'invoice_service.merchant_id')
          .select([
            'merchant.id as id',
            'invoice_service.merchant_id as merchant_id',
            'merchant.name as name',
            'merchant.merchant_no as merchant_no',
            'invoice_service.contact_name as contact_name',
            // Masked as every list masks a phone (138****5678): a view has no edit form to show it in.
            sql<string>`case when length(invoice_service.contact_mobile) = 11
              then substr(invoice_service.contact_mobile, 1, 3) || '****' || substr(invoice_service.contact_mobile, 8)
              else invoice_service.contact_mobile end`.as('contact_mobile'),
            'invoice_service.status as status',
            'invoice_service.start_time as start_time',
            'invoice_service.expire_time as expire_time',
            sql<number>`coalesce(issued.invoice_count, 0)`.as('invoice_count'),
            sql<number>`coalesce(issued.invoice_amount, 0)`.as('invoice_amount'),
          ]);
      },
    }),
  );
};
