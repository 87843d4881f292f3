import type { Generated } from 'kysely';

/**
 * Table types of migration 2026-11-26-60-parking-coupons (the coupon ledger); money in fen, times in
 * Unix seconds. Written by hand as the ledger came before its screens' definitions.
 */
export interface CouponTable {
  id: Generated<number>;
  merchant_id: number;
  name: string;
  coupon_type: number;
  face_value: number;
  price: number;
  start_time: number;
  end_time: number;
  valid_days: number;
  stackable: Generated<number>;
  max_per_stay: Generated<number>;
  status: Generated<number>;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface CouponParkTable {
  id: Generated<number>;
  coupon_id: number;
  park_id: number;
}

export interface CouponMerchantTable {
  id: Generated<number>;
  merchant_id: number;
  buyer_id: number;
  status: Generated<number>;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface CouponMerchantParkTable {
  id: Generated<number>;
  coupon_merchant_id: number;
  park_id: number;
}

export interface CouponStockTable {
  id: Generated<number>;
  stock_no: string;
  merchant_id: number;
  seller_id: number;
  coupon_id: number;
  source: number;
  quantity: number;
  granted_count: Generated<number>;
  used_count: Generated<number>;
  unit_price: Generated<number>;
  amount: Generated<number>;
  refund_amount: Generated<number>;
  pay_no: string | null;
  paid_time: Generated<number>;
  status: Generated<number>;
  expire_time: number;
  operator_name: string | null;
  revoke_reason: string | null;
  create_time: number;
  update_time: number;
}

export interface CouponGrantTable {
  id: Generated<number>;
  grant_no: string;
  merchant_id: number;
  seller_id: number;
  coupon_id: number;
  stock_id: number;
  plate: string;
  plate_color: number;
  status: number;
  use_status: Generated<number>;
  channel: number;
  request_id: string | null;
  fixed_code_id: number | null;
  event_rule_id: number | null;
  fail_reason: string | null;
  grant_time: number;
  expire_time: number;
  operator_name: string | null;
  use_time: Generated<number>;
  park_id: number | null;
  record_id: number | null;
  order_no: string | null;
  discount_amount: Generated<number>;
  /** 多次进出时长券: minutes left of the budget; null = untouched (the face value). */
  minutes_left: number | null;
}

/** One coupon an order used (migration 2026-11-26-70). */
export interface OrderCouponTable {
  id: Generated<number>;
  merchant_id: number;
  park_id: number;
  order_id: number;
  order_no: string;
  record_id: number;
  grant_id: number | null;
  park_coupon_id: number | null;
  coupon_id: number;
  coupon_no: string;
  coupon_name: string;
  coupon_type: number;
  stackable: number;
  discount_amount: number;
  minutes_used: Generated<number>;
  create_time: number;
}

/** 优惠券规则: a coupon's purchase limits (one per coupon). */
export interface CouponRuleTable {
  id: Generated<number>;
  merchant_id: number;
  coupon_id: number;
  min_quantity: number;
  max_quantity: number;
  monthly_limit: number;
  status: Generated<number>;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface ParkingCouponTables {
  coupon_rule: CouponRuleTable;
  coupon: CouponTable;
  coupon_park: CouponParkTable;
  coupon_merchant: CouponMerchantTable;
  coupon_merchant_park: CouponMerchantParkTable;
  coupon_stock: CouponStockTable;
  coupon_grant: CouponGrantTable;
  order_coupon: OrderCouponTable;
}
