import type { Generated } from 'kysely';

type Id = Generated<number>;

/** 停车集团 fixed cars (migration 2026-11-27-10-group-cars). */
export interface GroupPackageTable {
  id: Id;
  merchant_id: number;
  name: string;
  card_type: number;
  unit_price: number;
  status: Generated<number>;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface GroupPackageParkTable {
  package_id: number;
  park_id: number;
}

export interface GroupCardTable {
  id: Id;
  merchant_id: number;
  package_id: number;
  card_no: string;
  plate: string;
  plate_color: Generated<number>;
  owner_name: string | null;
  owner_mobile: string | null;
  card_type: number;
  start_time: Generated<number>;
  end_time: Generated<number>;
  status: Generated<number>;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface GroupRenewalTable {
  id: Id;
  merchant_id: number;
  card_id: number;
  package_id: number;
  package_name: string;
  park_names: Generated<string>;
  card_no: string;
  plate: string;
  kind: number;
  card_type: number;
  units: number;
  unit_price: number;
  amount: number;
  before_start: Generated<number>;
  before_end: Generated<number>;
  after_start: number;
  after_end: number;
  park_id: number;
  order_id: number;
  order_no: string;
  pay_type: number;
  pay_mode: number;
  create_time: number;
}

export interface GroupWhiteTable {
  id: Id;
  merchant_id: number;
  plate: string;
  plate_color: Generated<number>;
  owner_name: string | null;
  owner_mobile: string | null;
  start_time: number;
  end_time: number;
  status: Generated<number>;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface GroupCarTables {
  group_package: GroupPackageTable;
  group_package_park: GroupPackageParkTable;
  group_card: GroupCardTable;
  group_renewal: GroupRenewalTable;
  group_white: GroupWhiteTable;
}
