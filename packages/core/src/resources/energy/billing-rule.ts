import { s, type Schema } from '../../api/schema.js';
import type { EnergyPeriod } from './billing-periods.js';
import { MAX_PRICE_PER_KWH } from './billing-periods.js';

/**
 * 计费规则 of one station as the console reads and saves it (`energy/station/billing/detail` and
 * `/update`). A list of periods is what no field kind says, so this is the one hand-written pair of
 * calls and page of the station group; checkEnergyPeriods is the rule on both sides.
 */
export const ENERGY_BILLING_KEY = 'energy/station/billing';

export const ENERGY_PERIOD: Schema<EnergyPeriod> = s.object({
  start: s.string({ title: '开始时间', maxLength: 5 }),
  end: s.string({ title: '结束时间', maxLength: 5 }),
  energy_price: s.integer({ title: '电费（0.0001 元/度）', minimum: 0, maximum: MAX_PRICE_PER_KWH }),
  service_price: s.integer({ title: '服务费（0.0001 元/度）', minimum: 0, maximum: MAX_PRICE_PER_KWH }),
});

export interface EnergyBillingDetail {
  station_id: number;
  station_name: string;
  /** Empty until the first save: a station without a rule cannot start a session. */
  periods: EnergyPeriod[];
  update_time: number;
  saved: boolean;
}

export const ENERGY_BILLING_DETAIL: Schema<EnergyBillingDetail> = s.object({
  station_id: s.integer({ title: '充电站' }),
  station_name: s.string({ title: '充电站名称' }),
  periods: s.array(ENERGY_PERIOD, { title: '计费时段' }),
  update_time: s.integer({ title: '更新时间' }),
  saved: s.boolean({ title: '是否已设置' }),
});

export const ENERGY_BILLING_BODY = s.object({
  station_id: s.integer({ title: '充电站', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  periods: s.array(ENERGY_PERIOD, { title: '计费时段', maxItems: 48 }),
});

/** 1.2345 元/度 as stored (12345); a typed price is at most four decimals, rounded to the unit. */
export function yuanPerKwhToUnits(yuan: number): number {
  return Math.round(yuan * 10_000);
}

/** 12345 as '1.2345' (元/度), always four decimals. */
export function formatYuanPerKwh(units: number): string {
  return (units / 10_000).toFixed(4);
}
