import type { materielApplyResource, profitSharePolicyResource, profitStrategyResource } from '@console/core';
import type { Generated } from 'kysely';
import type { TableOf } from './table-of.js';

/** Issue 18's profit part (migration 2026-11-27-70-profit-and-materiel). */
export type ProfitPolicyTable = TableOf<
  typeof profitSharePolicyResource,
  { virtual: 'merchant_rate'; nullable: 'remark'; generated: 'status' }
> & { merchant_id: number };

export type ProfitStrategyTable = TableOf<
  typeof profitStrategyResource,
  {
    virtual: 'policy_name' | 'customer_name';
    nullable: 'customer_id' | 'end_time' | 'remark';
    generated: 'status';
  }
> & { merchant_id: number };

export type MaterielApplyTable = TableOf<
  typeof materielApplyResource,
  {
    virtual: 'merchant_name';
    nullable:
      | 'remark'
      | 'reject_reason'
      | 'express_company'
      | 'tracking_no'
      | 'auditor_name'
      | 'audit_time'
      | 'ship_time';
    generated: 'status';
  }
> & { merchant_id: number; status: Generated<number> };

export interface ProfitTables {
  profit_policy: ProfitPolicyTable;
  profit_strategy: ProfitStrategyTable;
  materiel_apply: MaterielApplyTable;
}
