import type { Generated } from 'kysely';

/** Issue 21's tables (migration 2026-11-28-60-invoices); money in fen, times in Unix seconds. */
type Id = Generated<number>;

export interface InvoiceServiceTable {
  id: Id;
  merchant_id: number;
  contact_name: string;
  contact_mobile: string;
  months: number;
  start_time: number;
  expire_time: number;
  status: Generated<number>;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface InvoiceTable {
  id: Id;
  merchant_id: number;
  applicant_id: number;
  account_id: number | null;
  apply_no: string;
  invoice_no: string | null;
  color: Generated<number>;
  red_of_id: number | null;
  reversed: Generated<number>;
  title_type: number;
  buyer_name: string;
  buyer_tax_no: Generated<string>;
  buyer_address: Generated<string>;
  buyer_phone: Generated<string>;
  buyer_bank: Generated<string>;
  buyer_account: Generated<string>;
  email: Generated<string>;
  seller_name: string;
  seller_tax_no: string;
  seller_address: Generated<string>;
  seller_phone: Generated<string>;
  seller_bank: Generated<string>;
  seller_account: Generated<string>;
  amount: number;
  tax_amount: number;
  net_amount: number;
  order_count: number;
  status: Generated<number>;
  fail_reason: string | null;
  attempts: Generated<number>;
  channel_serial: string | null;
  issue_time: number | null;
  remark: string | null;
  create_time: number;
  update_time: number;
  /** An invoice issued by hand (开具发票): its one item and rate; null on an application's. */
  manual_item: string | null;
  manual_tax_rate: number | null;
}

export interface InvoiceLineTable {
  id: Id;
  invoice_id: number;
  merchant_id: number;
  trade_id: number;
  park_id: number | null;
  order_no: string;
  business: string;
  item_name: string;
  tax_rate: number;
  amount: number;
  tax_amount: number;
  create_time: number;
}

export interface InvoiceClaimTable {
  trade_id: number;
  invoice_id: number;
  create_time: number;
}

/** A provider's 开票软件 (migration 2026-11-29-80-invoice-provider). */
export interface InvoiceSoftwareTable {
  id: Id;
  merchant_id: number;
  name: string;
  adapter: string;
  tax_no: string;
  api_url: string | null;
  app_key: string;
  app_secret: Generated<string>;
  secret_hint: Generated<string>;
  status: Generated<number>;
  remark: string | null;
  create_time: number;
  update_time: number;
}

export interface InvoiceTables {
  invoice_software: InvoiceSoftwareTable;
  invoice_service: InvoiceServiceTable;
  invoice: InvoiceTable;
  invoice_line: InvoiceLineTable;
  invoice_claim: InvoiceClaimTable;
}
