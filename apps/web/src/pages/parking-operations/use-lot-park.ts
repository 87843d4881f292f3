import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useParkByUuid } from '../parking/lot/use-lot-park';

export interface LotPark {
  id: number;
  name: string;
  g_park_uuid: string;
  total_spaces: number;
}

/**
 * The park a lot page (/parking/manage/*) is about, from its `g_park_uuid` query, through the lot
 * pages' shared query: park/list answers only parks the caller sees, so a uuid outside the scope
 * resolves to nothing (404 page).
 */
export function useLotPark() {
  const [params] = useSearchParams();
  const uuid = params.get('g_park_uuid')?.trim() ?? '';
  const query = useParkByUuid(uuid);
  const row = query.data;
  const park = useMemo<LotPark | undefined>(
    () =>
      row
        ? {
            id: Number(row.id),
            name: String(row.name),
            g_park_uuid: String(row.g_park_uuid),
            total_spaces: Number(row.total_spaces),
          }
        : undefined,
    [row],
  );
  return { uuid, park, query, missing: uuid === '' || query.data === null };
}
