import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/request';

export interface LotPark {
  id: number;
  name: string;
  g_park_uuid: string;
  total_spaces: number;
}

interface ParkList {
  row: LotPark[];
}

/**
 * The park a lot page (/parking/manage/*) is about, from its `g_park_uuid` query: the engine's park
 * list answers only parks the caller sees, so a uuid outside the scope resolves to nothing (404 page).
 */
export function useLotPark() {
  const [params] = useSearchParams();
  const uuid = params.get('g_park_uuid')?.trim() ?? '';
  const query = useQuery({
    queryKey: ['park', 'by-uuid', uuid],
    enabled: uuid !== '',
    queryFn: async ({ signal }) => {
      const { payload } = await api.get<ParkList>(
        'park/list',
        { g_park_uuid: uuid, page_index: 1, page_size: 20 },
        { signal },
      );
      return payload?.row[0] ?? null;
    },
  });
  return { uuid, park: query.data ?? undefined, query, missing: uuid === '' || query.data === null };
}
