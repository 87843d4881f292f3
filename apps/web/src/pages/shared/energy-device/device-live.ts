import type { DeviceLive } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';

/** How often the device page reads the live state: a meter value arrives every few seconds. */
const LIVE_REFRESH_MS = 2000;

export const deviceLiveKey = (id: number | undefined) => ['energy', 'device-live', id];

/** A charge point's connectors, recent sessions and OCPP messages, polled while the page is open. */
export function useDeviceLive(id: number | undefined) {
  return useQuery({
    queryKey: deviceLiveKey(id),
    queryFn: async ({ signal }) => {
      const { payload } = await api.get<DeviceLive>('energy/device/live', { id }, { signal, silent: true });
      return payload as DeviceLive;
    },
    enabled: id !== undefined,
    refetchInterval: LIVE_REFRESH_MS,
  });
}
