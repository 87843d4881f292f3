import type { Generated } from 'kysely';
import type {
  appointedSpaceResource,
  fixedCarApplyResource,
  invoiceConfigResource,
  parkAclResource,
  passportResource,
  reservationResource,
  reserveAppealResource,
} from '@console/core';
import type { TableOf } from './table-of.js';

/**
 * Table types of migration 2026-11-23-05-parking-operations; money in fen, times in Unix seconds.
 * Tables that store one definition derive from it (TableOf, see table-of.ts).
 */
type Id = Generated<number>;

export type ParkReservationTable = TableOf<
  typeof reservationResource,
  { virtual: 'park_name'; nullable: 'mobile'; generated: 'arrive_time' | 'fee' }
> & { merchant_id: number };

export type ParkAppointedSpaceTable = TableOf<
  typeof appointedSpaceResource,
  { virtual: 'park_name'; nullable: 'zone' | 'plate'; generated: 'reserved_until' }
> & { merchant_id: number };

export type ReserveAppealTable = TableOf<
  typeof reserveAppealResource,
  {
    virtual: 'park_name';
    nullable: 'mobile' | 'audit_remark' | 'auditor_name';
    generated: 'amount' | 'status' | 'audit_time';
  }
> & { merchant_id: number };

export type ParkPassportTable = TableOf<
  typeof passportResource,
  { virtual: 'park_name'; nullable: 'vehicle_desc' | 'remark'; generated: 'status' }
> & { merchant_id: number };

export type FixedCarApplyTable = TableOf<
  typeof fixedCarApplyResource,
  {
    virtual: 'park_name';
    nullable: 'remark' | 'reject_reason' | 'car_id' | 'auditor_name';
    generated: 'status' | 'audit_time';
  }
> & { merchant_id: number };

export type ParkAclTable = TableOf<typeof parkAclResource, { virtual: 'park_name'; nullable: 'remark' }> & {
  merchant_id: number;
};

export type ParkInvoiceConfigTable = TableOf<
  typeof invoiceConfigResource,
  { virtual: 'park_name'; generated: 'auto_issue' }
> & { merchant_id: number };

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
