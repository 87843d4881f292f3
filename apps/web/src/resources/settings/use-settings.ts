import { SETTINGS_OWNER, type AnySettings, type SettingsDetail } from '@console/core';

export type { SettingsDetail };
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/request';
import { isNotFound, resourceKeys } from '../api/resource-requests';

/**
 * One owner's settings document and its save. A document of the caller's own merchant names no
 * owner (`ownerId` undefined): the server takes the signed-in merchant. The query key is the resource's detail key, so a save
 * refreshes it like any change of the resource; `refreshKeys` names other resources the save shows in
 * (a lot's config log).
 */
export function useSettings(
  settings: AnySettings,
  ownerId: number | undefined,
  refreshKeys: readonly string[] = [],
) {
  const queryClient = useQueryClient();
  const param = SETTINGS_OWNER[settings.owner].param;
  const owner = ownerId === undefined ? {} : { [param]: ownerId };
  const query = useQuery({
    queryKey: resourceKeys.detail(settings.key, ownerId ?? 0),
    queryFn: async ({ signal }) => {
      const { payload } = await api.get<SettingsDetail>(`${settings.key}/detail`, owner, {
        signal,
        silent: isNotFound,
      });
      return payload ?? null;
    },
  });
  const save = useMutation({
    mutationFn: (value: Record<string, unknown>) => api.put(`${settings.key}/update`, { ...owner, ...value }),
    onSuccess: () =>
      Promise.all(
        [settings.key, ...refreshKeys].map((key) =>
          queryClient.invalidateQueries({ queryKey: resourceKeys.all(key) }),
        ),
      ),
  });
  return { query, save };
}
