import type { Generated } from 'kysely';

/** The OCPP central system's own tables (migration 2026-11-28-31-ocpp-central). Times in Unix seconds. */
export interface EnergyOcppMessageTable {
  id: Generated<number>;
  charge_point_id: number;
  merchant_id: number;
  /** 'in' from the charge point, 'out' from the central system. */
  direction: string;
  action: string;
  /** JSON text of the message's payload (the call's or the answer's). */
  payload: string;
  note: string | null;
  create_time: number;
}

export interface EnergyMeterSampleTable {
  id: Generated<number>;
  record_id: number;
  sample_time: number;
  meter_wh: number;
}

// The same migration's two columns of the shared charging record, declared beside it so the
// foundation's file stays the lead's.
declare module './schema-energy.js' {
  interface EnergyChargeRecordTable {
    /** Fen the session may spend; 0 is paid at the end. */
    prepaid_amount: Generated<number>;
    /** 1 once RemoteStopTransaction was sent for a spent prepayment. */
    prepaid_stop_sent: Generated<number>;
  }
}

export interface OcppTables {
  energy_ocpp_message: EnergyOcppMessageTable;
  energy_meter_sample: EnergyMeterSampleTable;
}
