import type { APIRequestContext } from '@playwright/test';
import { apiCall } from './api';

/** 谷 00:00–08:00 at 0.3000 + 0.4000 元/度, 峰 08:00–24:00 at 1.0000 + 0.8000 元/度. */
export const E2E_PERIODS = [
  { start: '00:00', end: '08:00', energy_price: 3000, service_price: 4000 },
  { start: '08:00', end: '24:00', energy_price: 10000, service_price: 8000 },
];

/**
 * A station of the signed-in account's merchant with E2E_PERIODS as its rule, made through the
 * console's own calls (新建充电站, then 计费规则's save). Answers the station id.
 */
export async function createStation(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<number> {
  const created = await apiCall(request, token, 'POST', 'energy/station/create', {
    name,
    area_code: '440305',
    address: '南山区科技园测试路 1 号',
  });
  const id = Number(created.id);
  await apiCall(request, token, 'PUT', 'energy/station/billing/update', {
    station_id: id,
    periods: E2E_PERIODS,
  });
  return id;
}

/**
 * The price in fen of `wh` charged within one period of E2E_PERIODS (a short session that crosses
 * no boundary), rounded once, half up: Wh × (0.0001 元/kWh) is 1/100,000 fen.
 */
export function expectedFen(wh: number, atSeconds: number): number {
  const hour = new Date((atSeconds + 8 * 3600) * 1000).getUTCHours();
  const price = hour < 8 ? 3000 + 4000 : 10000 + 8000;
  return Math.floor((wh * price * 2 + 100_000) / 200_000);
}
