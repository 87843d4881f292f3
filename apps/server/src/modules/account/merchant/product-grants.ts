import { ApiCode, PRODUCTS, productLabel, type ProductGrantRow } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import type { AuthContext } from '../../../platform/auth/auth-context.js';

const PRODUCT_CODES: ReadonlySet<string> = new Set(PRODUCTS.map((product) => product.code));

export function grantRows(auth: AuthContext, enabled: readonly string[]): ProductGrantRow[] {
  const on = new Set(enabled);
  return PRODUCTS.map(({ code }) => ({
    product: code,
    label: productLabel(code),
    enabled: on.has(code) ? 1 : 0,
    grantable: auth.products.has(code) ? 1 : 0,
  }));
}

/**
 * Sets a merchant's products to `wanted`, within what the caller holds: a product the caller lacks
 * cannot be asked for (403) and, if the merchant has it already, is kept as it is. Platform types
 * follow the merchant's kind and are never touched here. The auth hook reads products per request,
 * so the merchant's users see the change on their next call.
 */
export async function replaceGrantedProducts(
  db: Kysely<Database>,
  auth: AuthContext,
  merchantId: number,
  wanted: readonly string[],
): Promise<void> {
  const unknown = wanted.find((code) => !PRODUCT_CODES.has(code));
  if (unknown !== undefined) throw new AppError(ApiCode.VALIDATION, '产品不存在', `products：${unknown}`);
  const lacking = wanted.find((code) => !auth.products.has(code));
  if (lacking !== undefined) {
    throw new AppError(ApiCode.FORBIDDEN, '不能开通自己未开通的产品', `缺少产品：${productLabel(lacking)}`);
  }
  const switchable = [...PRODUCT_CODES].filter((code) => auth.products.has(code));
  if (switchable.length > 0) {
    await db
      .deleteFrom('merchant_product')
      .where('merchant_id', '=', merchantId)
      .where('product', 'in', switchable)
      .execute();
  }
  const unique = [...new Set(wanted)];
  if (unique.length > 0) {
    await db
      .insertInto('merchant_product')
      .values(unique.map((product) => ({ merchant_id: merchantId, product })))
      .execute();
  }
}
