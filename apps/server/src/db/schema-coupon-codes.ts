import type { Generated } from 'kysely';

/**
 * Table types of migration 2026-11-26-75-coupon-codes-events (固定券码, 动态码, 活动规则 and the
 * events they saw); money in fen, times in Unix seconds.
 */
export interface CouponFixedCodeTable {
  id: Generated<number>;
  merchant_id: number;
  stock_id: number;
  name: string;
  code: string;
  plate_limit: Generated<number>;
  daily_limit: Generated<number>;
  start_time: number;
  end_time: number;
  status: Generated<number>;
  granted_count: Generated<number>;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface CouponDynamicCodeTable {
  id: Generated<number>;
  merchant_id: number;
  fixed_code_id: number;
  token_hash: string;
  status: Generated<number>;
  expire_time: number;
  plate: string | null;
  request_id: string | null;
  grant_id: number | null;
  redeem_time: Generated<number>;
  operator_name: string | null;
  create_time: number;
}

export interface CouponEventRuleTable {
  id: Generated<number>;
  merchant_id: number;
  stock_id: number;
  name: string;
  event_type: number;
  threshold: Generated<number>;
  per_event: Generated<number>;
  plate_limit: Generated<number>;
  start_time: number;
  end_time: number;
  status: Generated<number>;
  granted_count: Generated<number>;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface CouponEventTable {
  id: Generated<number>;
  merchant_id: number;
  rule_id: number;
  event_type: number;
  event_key: string;
  plate: string;
  plate_color: number;
  amount: Generated<number>;
  park_id: number | null;
  record_id: number | null;
  granted: Generated<number>;
  fail_reason: string | null;
  event_time: number;
}

export interface CouponCodeTables {
  coupon_fixed_code: CouponFixedCodeTable;
  coupon_dynamic_code: CouponDynamicCodeTable;
  coupon_event_rule: CouponEventRuleTable;
  coupon_event: CouponEventTable;
}
