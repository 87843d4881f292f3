import type { Generated } from 'kysely';

/** Table types of migration 2026-11-26-65-coupon-holding (商户券规则); times in Unix seconds. */
export interface CouponMerchantRuleTable {
  id: Generated<number>;
  merchant_id: number;
  name: string;
  /** 0 every grant of the holder, 1 one warehouse entry, 2 one coupon (MERCHANT_RULE_SCOPE). */
  applies_to: Generated<number>;
  coupon_id: number | null;
  stock_id: number | null;
  plate_daily_limit: Generated<number>;
  daily_limit: Generated<number>;
  parked_only: Generated<number>;
  status: Generated<number>;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface CouponHoldingTables {
  coupon_merchant_rule: CouponMerchantRuleTable;
}
