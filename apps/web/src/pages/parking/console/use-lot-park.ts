import type { ListPayload } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import type { ParkOption } from '../../../widgets/park-selector';

/**
 * The park a page of the lot group (or the merchant console's URL) names by its public uuid.
 * Undefined data means the caller does not see such a park: the list is already scoped server-side.
 */
export function useParkByUuid(uuid: string | undefined) {
  return useQuery({
    queryKey: ['park', 'by-uuid', uuid],
    queryFn: async ({ signal }) => {
      const { payload } = await api.get<ListPayload<ParkOption>>(
        'park/list',
        { g_park_uuid: uuid, page_index: 1, page_size: 20 },
        { signal },
      );
      const park = payload?.row.find((row) => row.g_park_uuid === uuid);
      return park ? { ...park, id: Number(park.id) } : null;
    },
    enabled: Boolean(uuid),
    staleTime: 5 * 60_000,
  });
}
