import type { Generated } from 'kysely';

/**
 * Issue 19's shared tables (migration 2026-11-28-30-energy-foundation): plain row types until the
 * energy definitions exist; a definition that lists these fields may replace one with TableOf.
 * Units: Wh, prices in 0.0001 元/kWh, money in fen, times in epoch seconds.
 */
export interface EnergyStationTable {
  id: Generated<number>;
  merchant_id: number;
  station_no: string;
  name: string;
  area_code: string | null;
  address: string | null;
  lng: number | null;
  lat: number | null;
  contact_name: string | null;
  contact_phone: string | null;
  status: Generated<number>;
  create_time: number;
  update_time: Generated<number>;
}

export interface EnergyBillingRuleTable {
  id: Generated<number>;
  station_id: number;
  merchant_id: number;
  /** JSON text of EnergyPeriod[] (core billing-periods.ts). */
  periods: string;
  update_time: number;
}

/** A station's settings document (owner kind `station`), like park_setting for a lot. */
export interface EnergyStationSettingTable {
  id: Generated<number>;
  station_id: number;
  merchant_id: number;
  kind: string;
  value_json: string;
  update_time: number;
}

export interface EnergyChargePointTable {
  id: Generated<number>;
  merchant_id: number;
  station_id: number;
  identity: string;
  name: string;
  password_hash: string;
  connector_count: Generated<number>;
  max_power_w: Generated<number>;
  vendor: string | null;
  model: string | null;
  serial_no: string | null;
  firmware: string | null;
  heartbeat_interval: Generated<number>;
  last_seen_time: number | null;
  boot_time: number | null;
  status: Generated<number>;
  create_time: number;
  update_time: Generated<number>;
}

export interface EnergyConnectorTable {
  id: Generated<number>;
  charge_point_id: number;
  station_id: number;
  merchant_id: number;
  connector_no: number;
  ocpp_status: Generated<string>;
  error_code: string | null;
  status_time: number | null;
}

export interface EnergyChargeRecordTable {
  id: Generated<number>;
  merchant_id: number;
  station_id: number;
  charge_point_id: number;
  connector_no: number;
  record_no: string;
  transaction_id: number;
  id_tag: string;
  plate: string | null;
  start_time: number;
  end_time: number | null;
  meter_start_wh: number;
  meter_stop_wh: number | null;
  energy_wh: Generated<number>;
  energy_amount: Generated<number>;
  service_amount: Generated<number>;
  amount: Generated<number>;
  status: Generated<number>;
  stop_reason: string | null;
  create_time: number;
}

export interface EnergyPaymentOrderTable {
  id: Generated<number>;
  merchant_id: number;
  station_id: number;
  record_id: number;
  order_no: string;
  amount: number;
  paid_amount: Generated<number>;
  refund_amount: Generated<number>;
  pay_mode: number | null;
  status: Generated<number>;
  pay_time: number | null;
  create_time: number;
}

export interface EnergyTables {
  energy_station: EnergyStationTable;
  energy_billing_rule: EnergyBillingRuleTable;
  energy_station_setting: EnergyStationSettingTable;
  energy_charge_point: EnergyChargePointTable;
  energy_connector: EnergyConnectorTable;
  energy_charge_record: EnergyChargeRecordTable;
  energy_payment_order: EnergyPaymentOrderTable;
}
