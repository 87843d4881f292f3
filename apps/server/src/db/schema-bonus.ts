import type { Generated } from 'kysely';

/** Table types of migration 2026-11-23-08-bonus-events; money in fen, times in Unix seconds. */
type Id = Generated<number>;

export interface BonusEventTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  name: string;
  /** BONUS_KIND: 1 fixed (`amount`), 2 random (`min_amount` to `max_amount`). */
  bonus_kind: number;
  amount: Generated<number>;
  min_amount: Generated<number>;
  max_amount: Generated<number>;
  budget: number;
  granted_amount: Generated<number>;
  granted_count: Generated<number>;
  per_car_limit: number;
  start_time: number;
  end_time: number;
  enabled: Generated<number>;
  description: string | null;
  create_time: number;
  update_time: number;
}

export interface BonusAclTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  event_id: number;
  issuer_no: string;
  issuer_name: string;
  quota: number;
  granted_count: Generated<number>;
  expire_time: number;
  status: number;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface BonusGrantTable {
  id: Id;
  merchant_id: number;
  park_id: number;
  event_id: number;
  acl_id: number;
  grant_no: string;
  plate: string;
  amount: number;
  issuer_no: string;
  issuer_name: string;
  create_time: number;
}

export interface BonusTables {
  bonus_event: BonusEventTable;
  bonus_acl: BonusAclTable;
  bonus_grant: BonusGrantTable;
}
