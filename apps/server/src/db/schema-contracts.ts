import type { contractAdminResource, walletRechargeAuditResource } from '@console/core';
import type { Generated } from 'kysely';
import type { TableOf } from './table-of.js';

/**
 * Contracts and wallet recharge requests (issue 22; migrations 2026-11-23-02, 2026-11-29-65 and -66).
 * The contract table is the platform definition's (a superset of 我的合同's fields).
 */
export interface ContractTables {
  contract: TableOf<
    typeof contractAdminResource,
    {
      virtual: 'merchant_name' | 'document_url' | 'signer_id';
      nullable: 'template';
      generated:
        | 'amount'
        | 'status'
        | 'file_link'
        | 'remark'
        | 'source'
        | 'doc_hash'
        | 'sent_time'
        | 'sign_name'
        | 'sign_time'
        | 'sign_ip'
        | 'terminate_reason';
    }
  > & { merchant_id: number; sign_manager_id: Generated<number> };
  wallet_recharge: TableOf<
    typeof walletRechargeAuditResource,
    {
      virtual: 'merchant_name';
      generated:
        'voucher' | 'remark' | 'status' | 'reject_reason' | 'applicant_name' | 'auditor_name' | 'audit_time';
    }
  > & { merchant_id: number; entry_id: number | null };
}
