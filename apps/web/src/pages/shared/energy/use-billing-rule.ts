import { ENERGY_BILLING_KEY, type EnergyBillingDetail, type EnergyPeriod } from '@console/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { isNotFound, resourceKeys } from '../../../resources';

/** A station's 计费规则 and its save (the whole list of periods); null when the station is not seen. */
export function useBillingRule(stationId: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: resourceKeys.detail(ENERGY_BILLING_KEY, stationId),
    queryFn: async ({ signal }) => {
      const { payload } = await api.get<EnergyBillingDetail>(
        `${ENERGY_BILLING_KEY}/detail`,
        { station_id: stationId },
        { signal, silent: isNotFound },
      );
      return payload ?? null;
    },
  });
  const save = useMutation({
    mutationFn: (periods: EnergyPeriod[]) =>
      api.put(`${ENERGY_BILLING_KEY}/update`, { station_id: stationId, periods }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(ENERGY_BILLING_KEY) }),
  });
  return { query, save };
}
