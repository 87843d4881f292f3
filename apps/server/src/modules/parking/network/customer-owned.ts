import { ApiCode } from '@console/core';
import type { EngineContext, Row, WriteHooks } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';
import { customerById, type CustomerProduct } from './customer-lookup.js';

/**
 * Rows filed for a customer (software packages, profit policies) belong to the customer's tenant:
 * `customer_id` must be a customer of the caller (404 otherwise) and becomes the row's merchant_id,
 * so the customer sees its own rows and the partner above it sees them all. The customer must be
 * one of `product`'s customers; `stamp` adds columns the definition does not show (the product of a
 * software package).
 */
export function customerOwnedHooks(extra: {
  product: CustomerProduct;
  stamp?: Row;
  check?(ctx: EngineContext, values: Row, before?: Row): Promise<void> | void;
  decorateRows?: WriteHooks['decorateRows'];
}): WriteHooks {
  return {
    async beforeCreate(ctx, { values }) {
      const customer = await customerById(ctx.db, ctx.auth, Number(values.customer_id), extra.product);
      await extra.check?.(ctx, values);
      return { ...values, ...extra.stamp, merchant_id: customer.id };
    },
    async beforeUpdate(ctx, { before, changes }) {
      await extra.check?.(ctx, { ...before, ...changes }, before);
      return changes;
    },
    ...(extra.decorateRows && { decorateRows: extra.decorateRows }),
  };
}

/** A period must end after it starts. */
export function assertPeriod(values: Row): void {
  if (Number(values.end_time) <= Number(values.start_time)) {
    throw new AppError(ApiCode.VALIDATION, '到期时间须晚于生效时间', '字段：到期时间');
  }
}
