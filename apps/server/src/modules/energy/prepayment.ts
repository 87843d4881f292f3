import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The station's 预付费设置 (settings kind `energy-prepayment`, the station part's screen). */
export interface Prepayment {
  enabled: boolean;
  /** fen */
  default_amount: number;
  /** fen */
  min_amount: number;
}

export const PREPAYMENT_KIND = 'energy-prepayment';
export const PREPAYMENT_DEFAULTS: Prepayment = { enabled: false, default_amount: 5000, min_amount: 1000 };

const amountOr = (value: unknown, fallback: number) =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : fallback;

/** Read from the row directly, each field falling back to the default when absent or not a number. */
export async function prepaymentOf(db: Kysely<Database>, stationId: number): Promise<Prepayment> {
  const row = await db
    .selectFrom('energy_station_setting')
    .select('value_json')
    .where('station_id', '=', stationId)
    .where('kind', '=', PREPAYMENT_KIND)
    .executeTakeFirst();
  if (!row) return PREPAYMENT_DEFAULTS;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(row.value_json) as Record<string, unknown>;
  } catch {
    return PREPAYMENT_DEFAULTS;
  }
  return {
    enabled: value.enabled === true,
    default_amount: amountOr(value.default_amount, PREPAYMENT_DEFAULTS.default_amount),
    min_amount: amountOr(value.min_amount, PREPAYMENT_DEFAULTS.min_amount),
  };
}
