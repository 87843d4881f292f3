import { ApiCode } from '@console/core';
import { sql, type Kysely } from 'kysely';
import { likeExpr } from '../../../db/sql-helpers.js';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import type { AuthContext } from '../../../platform/auth/auth-context.js';

/** The products whose console has a 客户 list: parking (parks) and energy (charging stations). */
export type CustomerProduct = 'parking' | 'energy';

/**
 * 客户 of one product: a merchant below the caller (never the caller itself) that runs it, i.e. holds
 * the product or already owns one of its sites (a park, a charging station). One query shape for the
 * list, the lookups and the checks, so a customer the list would not show cannot be reached any
 * other way either.
 */
export function customersOf(db: Kysely<Database>, auth: AuthContext, product: CustomerProduct) {
  return db
    .selectFrom('merchant')
    .where(likeExpr('merchant.path', auth.merchantPath, 'prefix'))
    .where('merchant.id', '!=', auth.merchantId)
    .where('merchant.kind', '=', 'merchant')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('merchant_product')
            .select(sql`1`.as('one'))
            .whereRef('merchant_product.merchant_id', '=', 'merchant.id')
            .where('merchant_product.product', '=', product),
        ),
        product === 'parking'
          ? eb.exists(
              eb
                .selectFrom('park')
                .select(sql`1`.as('one'))
                .whereRef('park.merchant_id', '=', 'merchant.id'),
            )
          : eb.exists(
              eb
                .selectFrom('energy_station')
                .select(sql`1`.as('one'))
                .whereRef('energy_station.merchant_id', '=', 'merchant.id'),
            ),
      ]),
    );
}

export interface Customer {
  id: number;
  merchant_no: string;
  name: string;
  status: number;
  contact_name: string | null;
  contact_mobile: string | null;
  create_time: number;
}

const CUSTOMER_COLUMNS = [
  'merchant.id',
  'merchant.merchant_no',
  'merchant.name',
  'merchant.status',
  'merchant.contact_name',
  'merchant.contact_mobile',
  'merchant.create_time',
] as const;

function normalise(row: Customer): Customer {
  return { ...row, id: Number(row.id), status: Number(row.status), create_time: Number(row.create_time) };
}

/** A customer of the caller in the product by merchant number (g_code), or 404. */
export async function customerByNo(
  db: Kysely<Database>,
  auth: AuthContext,
  merchantNo: string,
  product: CustomerProduct,
) {
  const row = await customersOf(db, auth, product)
    .select(CUSTOMER_COLUMNS)
    .where('merchant.merchant_no', '=', merchantNo)
    .executeTakeFirst();
  if (!row) throw new AppError(ApiCode.NOT_FOUND, '客户不存在', `g_code：${merchantNo}`);
  return normalise(row as Customer);
}

/** A customer of the caller by id, or 404: rows filed for a customer must name one the caller serves. */
export async function customerById(
  db: Kysely<Database>,
  auth: AuthContext,
  id: number,
  product: CustomerProduct,
) {
  const row = await customersOf(db, auth, product)
    .select(CUSTOMER_COLUMNS)
    .where('merchant.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError(ApiCode.NOT_FOUND, '客户不存在', `customer_id：${id}`);
  return normalise(row as Customer);
}

export { CUSTOMER_COLUMNS };
