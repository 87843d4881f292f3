import { type DashboardOverview, REFRESH_INTERVAL_MS } from '@console/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/request';
import { PARKING_LIVE_KEY } from '../../lot/paths';

export const TREND_DAYS = [7, 15, 30] as const;
export type TrendDays = (typeof TREND_DAYS)[number];

/** Today's figures of every park the caller sees and the trend of the last days, polled every 65 s. */
export function useDashboardOverview(days: TrendDays) {
  return useQuery({
    queryKey: [PARKING_LIVE_KEY, 'dashboard', days],
    queryFn: async ({ signal }) => {
      const { payload } = await api.get<DashboardOverview>(
        'parking/dashboard/overview',
        { days },
        { signal, silent: true },
      );
      return payload as DashboardOverview;
    },
    refetchInterval: REFRESH_INTERVAL_MS,
    // Switching 7/15/30 keeps the old charts until the new figures arrive, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
