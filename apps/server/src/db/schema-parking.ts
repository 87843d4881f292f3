import type { Generated } from 'kysely';
import type {
  chargeRuleResource,
  parkingRecordResource,
  parkResource,
  paymentOrderResource,
  rechargeOrderResource,
  releaseRecordResource,
} from '@console/core';
import type { TableOf } from './table-of.js';

/**
 * Table types of the parking area (migration 2026-11-23-01-parking); money in fen, times in Unix
 * seconds. Tables that store one definition derive from it (TableOf, see table-of.ts); park_car
 * stays hand-written: five category definitions (白名单, 月卡, 储值卡…) each store part of it.
 */
type Id = Generated<number>;

export type ParkTable = TableOf<
  typeof parkResource,
  { virtual: 'merchant_name'; nullable: 'location' | 'contact_name' | 'contact_mobile'; generated: 'status' }
> & { merchant_id: number };

export type ChargeRuleTable = TableOf<
  typeof chargeRuleResource,
  { virtual: 'park_name'; generated: 'status' }
> & { merchant_id: number };

/** Stores parkingRecordResource; inParkingResource reads the same fields of the rows still in the lot. */
export type ParkingRecordTable = TableOf<
  typeof parkingRecordResource,
  {
    virtual: 'park_name';
    nullable:
      | 'card_type'
      | 'card_no'
      | 'entry_image'
      | 'exit_gate'
      | 'exit_image'
      | 'pay_type'
      | 'pay_mode'
      | 'business'
      | 'remark';
    generated: 'exit_time' | 'amount' | 'paid_amount' | 'refund_amount' | 'transfer_status';
  }
> & {
  merchant_id: number;
  car_id: number | null;
};

export type PaymentOrderTable = TableOf<
  typeof paymentOrderResource,
  {
    virtual: 'park_name' | 'coupons';
    nullable: 'pay_type' | 'pay_mode' | 'refund_reason';
    generated: 'transfer_status' | 'pay_time' | 'discount_amount' | 'overdraft';
  }
> & { merchant_id: number };

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
  /** The 停车集团 card or whitelist entry this row stands for at its lot (null: the lot's own). */
  group_card_id: number | null;
  group_white_id: number | null;
}

export type RechargeOrderTable = TableOf<
  typeof rechargeOrderResource,
  {
    virtual: 'park_name';
    nullable: 'pay_type' | 'pay_mode';
    generated: 'transfer_status' | 'pay_time' | 'period_start' | 'period_end';
  }
> & { merchant_id: number };

export type ReleaseRecordTable = TableOf<typeof releaseRecordResource, { virtual: 'park_name' }> & {
  merchant_id: number;
  operator_id: number;
};

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
