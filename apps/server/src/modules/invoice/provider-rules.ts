import {
  BUSINESS,
  invoiceRuleSettings,
  invoiceSoftwareConfigSettings,
  labelOf,
  type AnySettings,
} from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSettings } from '../../engine/settings-store.js';
import { figureAmount } from './invoice-amounts.js';

const DAY = 24 * 3600;

/**
 * The document of `settings` saved by the nearest tenant above `sellerId` (its provider, then the
 * provider's own parent, up to the platform), or undefined when none above it saved one. The seller's
 * own document is not read: the rule and the software are its provider's to set.
 */
export async function providerDocument(
  db: Kysely<Database>,
  settings: AnySettings,
  sellerId: number,
): Promise<Record<string, unknown> | undefined> {
  const seller = await db.selectFrom('merchant').select('path').where('id', '=', sellerId).executeTakeFirst();
  if (!seller) return undefined;
  const above = seller.path
    .split('/')
    .filter(Boolean)
    .map(Number)
    .filter((id) => id !== sellerId)
    .reverse();
  for (const id of above) {
    const document = await readSettings(db, settings, id);
    if (document.saved) return document.value;
  }
  return undefined;
}

/** One order of an application as the rule sees it. */
export interface RuleOrder {
  order_no: string;
  business: string;
  pay_time: number;
}

/**
 * What the provider's 开票规则 refuses in an invoice of `sellerId` (null: nothing): a business it
 * does not invoice, more orders or a larger total than one invoice may have, an order paid longer
 * ago than the rule's period. A manual issue (开具发票) has no orders: only its total is checked.
 */
export async function ruleProblem(
  db: Kysely<Database>,
  sellerId: number,
  invoice: { amount: number; orders: readonly RuleOrder[] },
  now: number,
): Promise<string | null> {
  const rule = await providerDocument(db, invoiceRuleSettings, sellerId);
  if (!rule) return null;
  const businesses = (rule.businesses as string[] | undefined) ?? [];
  const outside = invoice.orders.find((order) => !businesses.includes(order.business));
  if (outside)
    return `订单 ${outside.order_no} 的业务（${labelOf(BUSINESS, outside.business)}）不在服务商开票规则的可开票业务内`;
  const maxOrders = Number(rule.max_orders);
  if (invoice.orders.length > maxOrders) return `服务商开票规则：单张发票最多 ${maxOrders} 笔订单`;
  const maxAmount = Number(rule.max_amount);
  if (invoice.amount > maxAmount)
    return `价税合计 ${figureAmount(invoice.amount)} 超过服务商开票规则的单张发票限额 ${figureAmount(maxAmount)}`;
  const days = Number(rule.within_days);
  const late = invoice.orders.find((order) => order.pay_time < now - days * DAY);
  if (late) return `订单 ${late.order_no} 已超过开票期限（支付后 ${days} 天内可开票）`;
  return null;
}

/**
 * Why the seller's provider's 开票软件 cannot issue now (null: it can, or the seller's provider set
 * none and the platform's channel issues): the configured software is missing, stopped, or of an
 * adapter that no client here reaches.
 */
export async function softwareProblem(db: Kysely<Database>, sellerId: number): Promise<string | null> {
  const config = await providerDocument(db, invoiceSoftwareConfigSettings, sellerId);
  if (!config) return null;
  const seller = await db.selectFrom('merchant').select('path').where('id', '=', sellerId).executeTakeFirst();
  const software = await db
    .selectFrom('invoice_software')
    .select(['name', 'adapter', 'status', 'merchant_id'])
    .where('id', '=', Number(config.software_id))
    .executeTakeFirst();
  // The software must be one of a tenant above the seller (a provider names only its own).
  const ancestors = (seller?.path ?? '').split('/').filter(Boolean).map(Number);
  if (!software || !ancestors.includes(Number(software.merchant_id)))
    return '服务商未配置可用的开票软件，请联系服务商';
  if (Number(software.status) !== 1) return `开票软件「${software.name}」已停用，请联系服务商`;
  if (software.adapter !== 'simulator') return `开票软件「${software.name}」的接口暂未接入，请联系服务商`;
  return null;
}
