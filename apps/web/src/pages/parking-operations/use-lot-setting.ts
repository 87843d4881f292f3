import type { LotSettingKindName } from '@console/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/request';

export interface LotSetting {
  park_id: number;
  park_name: string;
  value: Record<string, unknown>;
  update_time: number;
  saved: boolean;
}

const settingKey = (kind: LotSettingKindName, parkId: number | undefined) =>
  ['parking/lot-setting', kind, parkId] as const;

/** One lot's settings document of a kind (defaults until first saved), and its save. */
export function useLotSetting(kind: LotSettingKindName, parkId: number | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: settingKey(kind, parkId),
    enabled: parkId !== undefined,
    queryFn: async ({ signal }) => {
      const { payload } = await api.get<LotSetting>(
        `parking/lot-setting/${kind}`,
        { park_id: parkId },
        { signal },
      );
      return payload ?? null;
    },
  });
  const save = useMutation({
    mutationFn: (value: Record<string, unknown>) =>
      api.put(`parking/lot-setting/${kind}`, { park_id: parkId, ...value }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingKey(kind, parkId) }),
        queryClient.invalidateQueries({ queryKey: ['parking/config-log'] }),
      ]),
  });
  return { query, save };
}
