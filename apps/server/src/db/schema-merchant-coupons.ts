import type { mcouponRecordResource, mcouponTokenResource } from '@console/core';
import type { TableOf } from './table-of.js';

/**
 * Table types of migration 2026-11-23-07-merchant-coupons, derived from the coupon definitions
 * (TableOf, see table-of.ts); money in fen, times in Unix seconds.
 */

/** face_value is fen for 减免金额, minutes for 减免时长 and 0 for 全免 (MCOUPON_TYPE). */
export type ParkCouponTokenTable = TableOf<
  typeof mcouponTokenResource,
  {
    virtual: 'park_name' | 'remaining';
    nullable: 'remark';
    generated: 'issued_count' | 'used_count' | 'status';
  }
> & { merchant_id: number };

export type ParkCouponTable = TableOf<
  typeof mcouponRecordResource,
  {
    virtual: 'park_name' | 'token_name' | 'issuer_name' | 'coupon_type' | 'face_value';
    nullable: 'operator_name' | 'order_no' | 'record_id';
    generated: 'status' | 'use_time' | 'discount_amount';
  }
> & { merchant_id: number };

export interface MerchantCouponTables {
  park_coupon_token: ParkCouponTokenTable;
  park_coupon: ParkCouponTable;
}
