import { type ConsoleOverview, type OpenGateBody, REFRESH_INTERVAL_MS } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../lib/request';
import { PARKING_LIVE_KEY } from '../../paths';

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

export async function openGate(body: OpenGateBody): Promise<void> {
  await api.post('parking/console/open', body);
}
