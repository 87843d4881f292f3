import type { bonusAclResource, bonusEventResource, bonusGrantResource } from '@console/core';
import type { TableOf } from './table-of.js';

/**
 * Table types of migration 2026-11-23-08-bonus-events, derived from the bonus definitions; what
 * the definitions cannot say (virtual fields, NULLs, defaults, the owner) is declared here.
 */

/**
 * Derived from the definition: BONUS_KIND 1 fixed (`amount`), 2 random (`min_amount` to
 * `max_amount`); `status` is computed on read, not stored.
 */
export type BonusEventTable = TableOf<
  typeof bonusEventResource,
  {
    virtual: 'park_name' | 'status';
    nullable: 'description';
    generated: 'amount' | 'min_amount' | 'max_amount' | 'granted_amount' | 'granted_count' | 'enabled';
  }
> & { merchant_id: number; /** The activity's coupon (migration 2026-11-26-81). */ coupon_id: number | null };

export type BonusAclTable = TableOf<
  typeof bonusAclResource,
  { nullable: 'remark'; generated: 'granted_count' }
> & { merchant_id: number };

export type BonusGrantTable = TableOf<
  typeof bonusGrantResource,
  { virtual: 'park_name' | 'use_status' | 'use_time' | 'discount_amount' }
> & {
  merchant_id: number;
  acl_id: number;
  /** The coupon grant this packet became (migration 2026-11-26-81); null for older packets. */
  coupon_grant_id: number | null;
};

export interface BonusTables {
  bonus_event: BonusEventTable;
  bonus_acl: BonusAclTable;
  bonus_grant: BonusGrantTable;
}
