import type { Generated } from 'kysely';

/** Table types of migration 2026-11-23-05-parking-operations; money in fen, times in Unix seconds. */
type Id = Generated<number>;

export interface ParkReservationTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  reserve_no: string;
  plate: string;
  plate_color: number;
  mobile: string | null;
  space_no: string;
  reserve_time: number;
  arrive_deadline: number;
  arrive_time: Generated<number>;
  fee: Generated<number>;
  status: number;
}

export interface ParkAppointedSpaceTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  space_no: string;
  zone: string | null;
  plate: string | null;
  reserved_until: Generated<number>;
  status: number;
  update_time: number;
}

export interface ReserveAppealTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  reservation_id: number;
  reserve_no: string;
  plate: string;
  mobile: string | null;
  reason: string;
  amount: Generated<number>;
  status: Generated<number>;
  audit_remark: string | null;
  auditor_name: string | null;
  audit_time: Generated<number>;
  create_time: number;
}

export interface ParkPassportTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  passport_no: string;
  holder_name: string;
  holder_mobile: string;
  vehicle_desc: string | null;
  start_time: number;
  end_time: number;
  status: Generated<number>;
  remark: string | null;
  create_time: number;
}

export interface FixedCarApplyTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  apply_no: string;
  plate: string;
  plate_color: number;
  card_type: number;
  quantity: number;
  applicant_name: string;
  applicant_mobile: string;
  remark: string | null;
  status: Generated<number>;
  reject_reason: string | null;
  car_id: number | null;
  auditor_name: string | null;
  audit_time: Generated<number>;
  create_time: number;
}

export interface ParkAclTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  grantee_kind: number;
  grantee_no: string;
  grantee_name: string;
  scopes: string;
  expire_time: number;
  status: number;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface ParkInvoiceConfigTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  business: string;
  invoice_kind: number;
  goods_name: string;
  tax_code: string;
  tax_rate: number;
  seller_name: string;
  seller_tax_no: string;
  max_amount: number;
  auto_issue: Generated<number>;
  status: number;
  create_time: number;
  update_time: number;
}

export interface ParkSettingTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  kind: string;
  value_json: string;
  update_time: number;
}

export interface ParkingOperationTables {
  park_reservation: ParkReservationTable;
  park_appointed_space: ParkAppointedSpaceTable;
  reserve_appeal: ReserveAppealTable;
  park_passport: ParkPassportTable;
  fixed_car_apply: FixedCarApplyTable;
  park_acl: ParkAclTable;
  park_invoice_config: ParkInvoiceConfigTable;
  park_setting: ParkSettingTable;
}
