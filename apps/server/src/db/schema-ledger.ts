import type { Generated } from 'kysely';

type Id = Generated<number>;

/** The money ledger (migration 2026-11-27-50-ledger). Money is integer fen, times Unix seconds. */
export interface LedgerEntryTable {
  id: Id;
  merchant_id: number;
  kind: string;
  idem_key: string;
  memo: string | null;
  create_time: number;
}

export interface LedgerLineTable {
  id: Id;
  entry_id: number;
  account: string;
  merchant_id: number;
  debit: Generated<number>;
  credit: Generated<number>;
}

export interface TradeTable {
  id: Id;
  merchant_id: number;
  park_id: number | null;
  trade_no: string;
  business: string;
  source: string;
  order_id: number;
  order_no: string;
  plate: string | null;
  pay_type: number;
  pay_mode: number;
  amount: number;
  fee_rate: number;
  fee: number;
  refunded_amount: Generated<number>;
  pay_time: number;
  trade_day: number;
  settlement_id: number | null;
  create_time: number;
}

export interface TradeRefundTable {
  id: Id;
  merchant_id: number;
  park_id: number | null;
  trade_id: number;
  refund_no: string;
  trade_no: string;
  order_no: string;
  business: string;
  pay_mode: number;
  amount: number;
  reason: string | null;
  refund_time: number;
  refund_day: number;
  settlement_id: number | null;
  create_time: number;
}

export interface SettlementTable {
  id: Id;
  merchant_id: number;
  settle_no: string;
  settle_day: number;
  trade_count: number;
  trade_amount: number;
  refund_amount: number;
  fee_amount: number;
  share_amount: number;
  carry_amount: number;
  settled_amount: number;
  partner_id: number | null;
  partner_rate: number;
  transfer_status: Generated<number>;
  create_time: number;
}

export interface SettlementLineTable {
  id: Id;
  settlement_id: number;
  merchant_id: number;
  kind: string;
  ref_id: number;
  ref_no: string | null;
  amount: number;
  create_time: number;
}

export interface TransferTable {
  id: Id;
  merchant_id: number;
  settlement_id: number;
  transfer_no: string;
  settle_no: string;
  amount: number;
  account_name: string;
  bank_account: string;
  status: Generated<number>;
  attempts: Generated<number>;
  bank_serial: string | null;
  fail_reason: string | null;
  transfer_time: Generated<number>;
  create_time: number;
  update_time: number;
}

export interface LedgerTables {
  ledger_entry: LedgerEntryTable;
  ledger_line: LedgerLineTable;
  trade: TradeTable;
  trade_refund: TradeRefundTable;
  settlement: SettlementTable;
  settlement_line: SettlementLineTable;
  transfer: TransferTable;
}
