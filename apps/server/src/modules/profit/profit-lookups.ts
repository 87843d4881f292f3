import { ApiCode, labelOf, PROFIT_BUSINESS, RATE_SCALE } from '@console/core';
import type { Kysely } from 'kysely';
import { likeExpr } from '../../db/sql-helpers.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../platform/auth/auth-context.js';

/** A field error in the engine's shape: a Chinese message and the field named in the hint. */
export function invalid(message: string, fieldLabel: string): AppError {
  return new AppError(ApiCode.VALIDATION, message, `字段：${fieldLabel}`);
}

/** The platform's and the provider's shares together may not pass 100 %: the merchant keeps the rest. */
export function assertSharesFit(platformRate: number, partnerRate: number): void {
  if (platformRate + partnerRate > RATE_SCALE) {
    throw invalid('平台分成与服务商分成合计不能超过 100%', '服务商分成');
  }
}

export interface PolicyRow {
  id: number;
  name: string;
  business: number;
  partner_rate: number;
  status: number;
}

/**
 * A policy the caller may name: one of its own tenant or a tenant below it, and enabled. Anything
 * else reads as missing, so a policy of another tenant is not told apart from none.
 */
export async function usablePolicy(
  db: Kysely<Database>,
  auth: AuthContext,
  id: number,
  fieldLabel = '分账政策',
): Promise<PolicyRow> {
  const row = await db
    .selectFrom('profit_policy')
    .innerJoin('merchant', 'merchant.id', 'profit_policy.merchant_id')
    .select([
      'profit_policy.id',
      'profit_policy.name',
      'profit_policy.business',
      'profit_policy.partner_rate',
      'profit_policy.status',
    ])
    .where('profit_policy.id', '=', id)
    .where(likeExpr('merchant.path', auth.merchantPath, 'prefix'))
    .executeTakeFirst();
  if (!row) throw invalid('所选分账政策不存在', fieldLabel);
  if (Number(row.status) !== 1) throw invalid(`分账政策「${row.name}」已停用，请先启用`, fieldLabel);
  return {
    id: Number(row.id),
    name: row.name,
    business: Number(row.business),
    partner_rate: Number(row.partner_rate),
    status: Number(row.status),
  };
}

/** A customer of the caller: a merchant below it (never itself), or a field error. */
export async function assertCustomerOfCaller(db: Kysely<Database>, auth: AuthContext, id: number) {
  const row = await db
    .selectFrom('merchant')
    .select('id')
    .where('id', '=', id)
    .where('id', '!=', auth.merchantId)
    .where('kind', '=', 'merchant')
    .where(likeExpr('merchant.path', auth.merchantPath, 'prefix'))
    .executeTakeFirst();
  if (!row) throw invalid('所选客户不存在', '适用客户');
}

export function businessLabel(business: number): string {
  return labelOf(PROFIT_BUSINESS, business);
}
