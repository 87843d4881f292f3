import type { Generated } from 'kysely';

/** Table types of migration 2026-11-23-07-merchant-coupons; money in fen, times in Unix seconds. */
type Id = Generated<number>;

/** face_value is fen for 减免金额, minutes for 减免时长 and 0 for 全免 (MCOUPON_TYPE). */
export interface ParkCouponTokenTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  name: string;
  issuer_name: string;
  coupon_type: number;
  face_value: number;
  quantity: number;
  issued_count: Generated<number>;
  used_count: Generated<number>;
  start_time: number;
  end_time: number;
  status: Generated<number>;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface ParkCouponTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  token_id: number;
  coupon_no: string;
  plate: string;
  plate_color: number;
  status: Generated<number>;
  issue_time: number;
  expire_time: number;
  operator_name: string | null;
  use_time: Generated<number>;
  discount_amount: Generated<number>;
  order_no: string | null;
  record_id: number | null;
}

export interface MerchantCouponTables {
  park_coupon_token: ParkCouponTokenTable;
  park_coupon: ParkCouponTable;
}
