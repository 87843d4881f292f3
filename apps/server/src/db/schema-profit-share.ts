import type { Generated } from 'kysely';

/** A share posting's attributes (migration 2026-11-28-20-profit-share). Money fen, rates basis points. */
export interface ProfitShareTable {
  id: Generated<number>;
  share_no: string;
  entry_id: number;
  settlement_id: number;
  settle_no: string;
  settle_day: number;
  payer_id: number;
  payee_id: number;
  role: number;
  business: number;
  strategy_id: number | null;
  policy_id: number | null;
  rate: number;
  base_amount: number;
  amount: number;
  create_time: number;
}

export interface ProfitShareTables {
  profit_share: ProfitShareTable;
}
