import type { Generated } from 'kysely';

type Id = Generated<number>;

/** 渠道进件 (migration 2026-11-27-60-channel-applications). */
export interface ChannelApplicationTable {
  id: Id;
  merchant_id: number;
  channel: number;
  apply_no: string | null;
  licence_no: string | null;
  legal_person: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  bank_name: string | null;
  bank_account: string | null;
  licence_image: string | null;
  status: Generated<number>;
  reject_reason: string | null;
  submit_time: number | null;
  auditor_name: string | null;
  audit_time: number | null;
  auth_time: number | null;
  auth_user_id: string | null;
  create_time: number;
  update_time: Generated<number>;
}

/** A temporary link to one application for one purpose; only the token's SHA-256 is kept. */
export interface ChannelApplyLinkTable {
  id: Id;
  application_id: number;
  purpose: string;
  token_hash: string;
  expire_time: number;
  created_by: number;
  create_time: number;
}

/** 访问授权 (migration 2026-11-27-61-payment-acl). */
export interface PaymentAclTable {
  id: Id;
  merchant_id: number;
  name: string;
  app_id: string;
  ip_whitelist: string | null;
  remark: string | null;
  status: Generated<number>;
  create_time: number;
}

/** 渠道费率 of one 支付商户 (migration 2026-11-29-86-merchant-fee-rate), ten-thousandths. */
export interface PaymentMerchantFeeRateTable {
  id: Id;
  merchant_id: number;
  channel: number;
  fee_rate: number;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface ChannelTables {
  payment_merchant_fee_rate: PaymentMerchantFeeRateTable;
  payment_acl: PaymentAclTable;
  channel_application: ChannelApplicationTable;
  channel_apply_link: ChannelApplyLinkTable;
}
