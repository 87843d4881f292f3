import { ApiCode, invoiceSettingSettings, invoiceTitleSettings, settingsProblem } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../engine/db-errors.js';
import { readSettings } from '../../engine/settings-store.js';
import { AppError } from '../../http/app-error.js';
import { serialTail } from '../../lib/serial-tail.js';
import { enqueueJob } from '../../platform/jobs/index.js';
import { totalsOf } from './invoice-amounts.js';
import { ruleProblem } from './provider-rules.js';

export const INVOICE_ISSUE_QUEUE = 'invoice-issue';
/** How many orders one invoice may cover. */
export const MAX_ORDERS_PER_INVOICE = 100;

export interface IssuePayload {
  invoice_id: number;
  /** The console app the applicant signed in to: its message-centre entry goes there. */
  app_id: string;
}

/** 申请单号: K (blue) or H (red), the China time to the second, a serial tail. */
export function applyNo(letter: 'K' | 'H', now: number): string {
  const cst = new Date((now + 8 * 3600) * 1000).toISOString();
  return `${letter}${cst.slice(0, 19).replace(/\D/g, '')}${serialTail()}`;
}

/** The title of an application: a 发票抬头 document (`account/invoice/config`'s fields). */
export type TitleInput = Record<string, unknown>;

export interface Applicant {
  merchantId: number;
  managerId: number;
  appId: string;
}

/** The item name and tax rate an order of `business` is invoiced with, from the seller's 开票设置. */
export function itemOf(setting: Record<string, unknown>, business: string): { name: string; rate: number } {
  if (business === 'recharge')
    return { name: String(setting.card_item_name), rate: Number(setting.card_tax_rate) };
  return { name: String(setting.parking_item_name), rate: Number(setting.parking_tax_rate) };
}

const refuse = (message: string, detail?: string) => new AppError(ApiCode.BUSINESS_RULE, message, detail);

/**
 * 申请开票: one invoice over the applicant's paid orders (trades) and a title, queued for the issuing
 * job in the same transaction. Each order is claimed by a unique key (invoice_claim.trade_id), so
 * two applications racing for one order cannot both commit: the second answers a Chinese refusal
 * and writes nothing.
 */
export async function applyForInvoice(
  db: Kysely<Database>,
  applicant: Applicant,
  input: { trade_ids: number[]; title: TitleInput; remark?: string },
  now: number,
): Promise<{ id: number; apply_no: string }> {
  const problem = settingsProblem(invoiceTitleSettings, input.title);
  if (problem) throw new AppError(ApiCode.VALIDATION, problem);
  const ids = [...new Set(input.trade_ids)];
  if (ids.length === 0) throw new AppError(ApiCode.VALIDATION, '请选择要开票的订单');
  if (ids.length > MAX_ORDERS_PER_INVOICE)
    throw new AppError(ApiCode.VALIDATION, `一张发票最多包含 ${MAX_ORDERS_PER_INVOICE} 笔订单`);
  try {
    return await db.transaction().execute(async (trx) => {
      const trades = await trx
        .selectFrom('trade')
        .select([
          'id',
          'merchant_id',
          'park_id',
          'order_no',
          'business',
          'amount',
          'refunded_amount',
          'pay_time',
        ])
        .where('id', 'in', ids)
        // The payer's own orders only (see decisions: the payer of an order).
        .where('merchant_id', '=', applicant.merchantId)
        .orderBy('id')
        .execute();
      if (trades.length !== ids.length) throw refuse('所选订单不存在或不属于当前账户');
      const sellerId = Number(trades[0]!.merchant_id);
      const lines = trades.map((t) => ({ ...t, amount: Number(t.amount) - Number(t.refunded_amount) }));
      const refunded = lines.find((line) => line.amount <= 0);
      if (refunded) throw refuse(`订单 ${refunded.order_no} 已全额退款，不能开票`);

      const service = await trx
        .selectFrom('invoice_service')
        .select(['status', 'expire_time'])
        .where('merchant_id', '=', sellerId)
        .executeTakeFirst();
      if (!service || Number(service.status) !== 1 || Number(service.expire_time) <= now)
        throw refuse('销售商户未开通开票服务或服务已到期，暂不能开票');
      const setting = await readSettings(trx, invoiceSettingSettings, sellerId);
      if (!setting.saved) throw refuse('销售商户尚未完成开票设置，暂不能开票');
      const seller = setting.value;

      const items = lines.map((line) => ({ line, item: itemOf(seller, line.business) }));
      const totals = totalsOf(items.map(({ line, item }) => ({ amount: line.amount, tax_rate: item.rate })));
      // The seller's provider's 开票规则 (businesses, limits, period).
      const ruleRefusal = await ruleProblem(
        trx,
        sellerId,
        {
          amount: totals.amount,
          orders: lines.map((line) => ({
            order_no: line.order_no,
            business: line.business,
            pay_time: Number(line.pay_time),
          })),
        },
        now,
      );
      if (ruleRefusal) throw refuse(ruleRefusal);
      const title = input.title;
      const company = Number(title.title_type) === 1;
      const no = applyNo('K', now);
      const row = await trx
        .insertInto('invoice')
        .values({
          merchant_id: sellerId,
          applicant_id: applicant.merchantId,
          account_id: applicant.managerId,
          apply_no: no,
          title_type: Number(title.title_type),
          buyer_name: String(title.title).trim(),
          buyer_tax_no: company ? String(title.tax_no ?? '') : '',
          buyer_address: String(title.register_address ?? ''),
          buyer_phone: String(title.register_phone ?? ''),
          buyer_bank: String(title.bank_name ?? ''),
          buyer_account: String(title.bank_account ?? ''),
          email: String(title.email ?? ''),
          seller_name: String(seller.seller_name),
          seller_tax_no: String(seller.seller_tax_no),
          seller_address: String(seller.seller_address),
          seller_phone: String(seller.seller_phone),
          seller_bank: String(seller.seller_bank),
          seller_account: String(seller.seller_account),
          amount: totals.amount,
          tax_amount: totals.tax_amount,
          net_amount: totals.net_amount,
          order_count: lines.length,
          remark: input.remark ?? null,
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const invoiceId = Number(row.id);
      await trx
        .insertInto('invoice_line')
        .values(
          items.map(({ line, item }, i) => ({
            invoice_id: invoiceId,
            merchant_id: sellerId,
            trade_id: Number(line.id),
            park_id: line.park_id === null ? null : Number(line.park_id),
            order_no: line.order_no,
            business: line.business,
            item_name: item.name,
            tax_rate: item.rate,
            amount: line.amount,
            tax_amount: totals.taxes[i]!,
            create_time: now,
          })),
        )
        .execute();
      await trx
        .insertInto('invoice_claim')
        .values(lines.map((line) => ({ trade_id: Number(line.id), invoice_id: invoiceId, create_time: now })))
        .execute();
      const payload: IssuePayload = { invoice_id: invoiceId, app_id: applicant.appId };
      await enqueueJob(trx, INVOICE_ISSUE_QUEUE, payload);
      return { id: invoiceId, apply_no: no };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('所选订单已开票或正在开票，请刷新后重试');
    throw error;
  }
}
