import { REFRESH_INTERVAL_MS } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../lib/request';
import { PARKING_LIVE_KEY } from '../../paths';

export interface ConsoleCar {
  id: number;
  plate: string;
  plate_color: number;
  car_type: number;
  entry_time: number;
  entry_gate: string;
}

export interface ConsoleEvent {
  id: number;
  /** PARK_EVENT_KIND: entry, exit, refused, release, pay, open. */
  kind: string;
  plate: string;
  plate_color: number;
  gate: string;
  content: string;
  create_time: number;
}

export interface ConsoleOverview {
  park: { id: number; name: string; total_spaces: number; charge_mode: number; status: number };
  in_lot: number;
  free_spaces: number;
  entries_today: number;
  exits_today: number;
  /** Fen. */
  income_today: number;
  cars: ConsoleCar[];
  events: ConsoleEvent[];
  refreshed_at: number;
}

export const consoleOverviewKey = (parkId: number | undefined) => [PARKING_LIVE_KEY, 'console', parkId];

/** One park's live state, polled every 65 s (spec 01 section 9) while the console is open. */
export function useConsoleOverview(parkId: number | undefined) {
  return useQuery({
    queryKey: consoleOverviewKey(parkId),
    queryFn: async ({ signal }) => {
      const { payload } = await api.get<ConsoleOverview>(
        'parking/console/overview',
        { park_id: parkId },
        { signal, silent: true },
      );
      return payload as ConsoleOverview;
    },
    enabled: parkId !== undefined,
    refetchInterval: REFRESH_INTERVAL_MS,
  });
}

export async function openGate(body: { park_id: number; gate: string; reason: string }): Promise<void> {
  await api.post('parking/console/open', body);
}
