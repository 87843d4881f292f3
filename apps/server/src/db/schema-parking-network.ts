import type { Generated } from 'kysely';
import type {
  agentResource,
  cityResource,
  collectionResource,
  customerSetResource,
  profitPolicyResource,
  softwareResource,
} from '@console/core';
import type { TableOf } from './table-of.js';

/**
 * Table types of the parking network (migration 2026-11-23-04-parking-network); money in fen, times
 * in Unix seconds. A table that stores one definition derives from it (TableOf) and declares what
 * the definition cannot say: virtual fields, NULL-able columns, defaults and columns outside it.
 */
type Id = Generated<number>;

export type ParkCityTable = TableOf<
  typeof cityResource,
  { virtual: 'park_count'; nullable: 'remark'; generated: 'status' | 'sort_no' }
> & { merchant_id: number };

export type ParkCollectionTable = TableOf<
  typeof collectionResource,
  {
    virtual: 'park_name' | 'park_merchant_name' | 'g_park_uuid';
    nullable:
      | 'location'
      | 'entrance_photo'
      | 'site_photo'
      | 'collector_mobile'
      | 'audit_reason'
      | 'auditor_name'
      | 'audit_time'
      | 'park_id';
    generated: 'status';
  }
> & { merchant_id: number };

export type ParkSoftwareTable = TableOf<
  typeof softwareResource,
  { nullable: 'description'; generated: 'status' }
> & { merchant_id: number };

export interface ParkSoftwareInstallTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  software_id: number;
  install_time: number;
  remark: string | null;
  update_time: number;
}

export type CustomerSoftwareSetTable = TableOf<
  typeof customerSetResource,
  { virtual: 'software_name'; nullable: 'remark' }
> & { merchant_id: number; product: Generated<string> };

export type CustomerProfitPolicyTable = TableOf<
  typeof profitPolicyResource,
  { virtual: 'policy_name' | 'customer_name' | 'customer_no'; nullable: 'remark' | 'policy_id' }
> & {
  merchant_id: number;
};

export type ParkAgentTable = TableOf<
  typeof agentResource,
  { virtual: 'park_name' | 'online'; nullable: 'ip' | 'firmware' | 'remark'; generated: 'last_heartbeat' }
> & { merchant_id: number };

export interface ParkingNetworkTables {
  park_city: ParkCityTable;
  park_collection: ParkCollectionTable;
  park_software: ParkSoftwareTable;
  park_software_install: ParkSoftwareInstallTable;
  customer_software_set: CustomerSoftwareSetTable;
  customer_profit_policy: CustomerProfitPolicyTable;
  park_agent: ParkAgentTable;
}
