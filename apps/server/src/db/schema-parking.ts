import type { Generated } from 'kysely';

/** Table types of the parking area (migration 2026-11-23-01-parking); money in fen, times in Unix seconds. */
type Id = Generated<number>;

export interface ParkTable {
  id: Id;
  merchant_id: number;
  g_park_uuid: string;
  name: string;
  area_code: string;
  address: string;
  location: string | null;
  total_spaces: number;
  charge_mode: number;
  contact_name: string | null;
  contact_mobile: string | null;
  status: Generated<number>;
  create_time: number;
  update_time: number;
}

export interface ChargeRuleTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  name: string;
  car_type: number;
  free_minutes: number;
  unit_minutes: number;
  unit_price: number;
  daily_cap: number;
  status: Generated<number>;
  create_time: number;
  update_time: number;
}

export interface ParkingRecordTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  plate: string;
  plate_color: number;
  car_type: number;
  card_type: number | null;
  card_no: string | null;
  car_id: number | null;
  ticket_no: string;
  entry_time: number;
  entry_gate: string;
  entry_image: string | null;
  exit_time: Generated<number>;
  exit_gate: string | null;
  exit_image: string | null;
  status: number;
  amount: Generated<number>;
  paid_amount: Generated<number>;
  pay_type: number | null;
  pay_mode: number | null;
  business: string | null;
  transfer_status: Generated<number>;
  remark: string | null;
}

export interface PaymentOrderTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  order_no: string;
  record_id: number;
  plate: string;
  plate_color: number;
  car_type: number;
  entry_time: number;
  exit_time: number;
  duration: number;
  amount: number;
  discount_amount: Generated<number>;
  paid_amount: number;
  pay_type: number | null;
  pay_mode: number | null;
  business: string;
  status: number;
  overdraft: Generated<number>;
  refund_reason: string | null;
  transfer_status: Generated<number>;
  pay_time: Generated<number>;
  create_time: number;
}

export interface ParkCarTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  category: string;
  plate: string;
  plate_color: number;
  owner_name: string | null;
  owner_mobile: string | null;
  card_type: number | null;
  card_no: string | null;
  unit_price: Generated<number>;
  start_time: Generated<number>;
  end_time: Generated<number>;
  balance: Generated<number>;
  reason: string | null;
  remark: string | null;
  status: Generated<number>;
  create_time: number;
  update_time: number;
}

export interface RechargeOrderTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  order_no: string;
  car_id: number;
  plate: string;
  plate_color: number;
  card_type: number;
  quantity: number;
  amount: number;
  paid_amount: number;
  period_start: Generated<number>;
  period_end: Generated<number>;
  pay_type: number | null;
  pay_mode: number | null;
  business: string;
  status: number;
  transfer_status: Generated<number>;
  pay_time: Generated<number>;
  create_time: number;
}

export interface ReleaseRecordTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  record_id: number;
  plate: string;
  plate_color: number;
  gate: string;
  reason: string;
  waived_amount: number;
  operator_id: number;
  operator_name: string;
  release_time: number;
}

export interface ParkEventTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  kind: string;
  plate: string;
  plate_color: number;
  gate: string;
  record_id: number | null;
  content: string;
  create_time: number;
}

export interface RoleParkTable {
  role_id: number;
  park_id: number;
}

export interface ParkingTables {
  park: ParkTable;
  charge_rule: ChargeRuleTable;
  parking_record: ParkingRecordTable;
  payment_order: PaymentOrderTable;
  park_car: ParkCarTable;
  recharge_order: RechargeOrderTable;
  release_record: ReleaseRecordTable;
  park_event: ParkEventTable;
  role_park: RoleParkTable;
}
