import type { Generated } from 'kysely';

/** Table types of the parking network (migration 2026-11-23-04-parking-network); money in fen, times in Unix seconds. */
type Id = Generated<number>;

export interface ParkCityTable {
  id: Id;
  merchant_id: number;
  name: string;
  area_code: string;
  province: string;
  status: Generated<number>;
  sort_no: Generated<number>;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface ParkCollectionTable {
  id: Id;
  merchant_id: number;
  name: string;
  area_code: string;
  address: string;
  location: string | null;
  total_spaces: number;
  entrance_photo: string | null;
  site_photo: string | null;
  collector_name: string;
  collector_mobile: string | null;
  collect_time: number;
  status: Generated<number>;
  audit_reason: string | null;
  auditor_name: string | null;
  audit_time: number | null;
  park_id: number | null;
}

export interface ParkSoftwareTable {
  id: Id;
  merchant_id: number;
  name: string;
  vendor: string;
  version: string;
  protocol: string;
  status: Generated<number>;
  description: string | null;
  create_time: number;
  update_time: number;
}

export interface ParkSoftwareInstallTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  software_id: number;
  install_time: number;
  remark: string | null;
  update_time: number;
}

export interface CustomerSoftwareSetTable {
  id: Id;
  merchant_id: number;
  customer_id: number;
  name: string;
  software_id: number;
  park_quota: number;
  price: number;
  start_time: number;
  end_time: number;
  status: number;
  remark: string | null;
  create_time: number;
}

export interface CustomerProfitPolicyTable {
  id: Id;
  merchant_id: number;
  customer_id: number;
  partner_rate: number;
  settle_cycle: number;
  min_settle_amount: number;
  status: number;
  effective_time: number;
  remark: string | null;
  update_time: number;
}

export interface ParkAgentTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  device_sn: string;
  name: string;
  gate_name: string;
  kind: number;
  last_heartbeat: Generated<number>;
  ip: string | null;
  firmware: string | null;
  remark: string | null;
  create_time: number;
}

export interface ParkingNetworkTables {
  park_city: ParkCityTable;
  park_collection: ParkCollectionTable;
  park_software: ParkSoftwareTable;
  park_software_install: ParkSoftwareInstallTable;
  customer_software_set: CustomerSoftwareSetTable;
  customer_profit_policy: CustomerProfitPolicyTable;
  park_agent: ParkAgentTable;
}
